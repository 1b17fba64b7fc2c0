import { formCopy, formWords } from '../content/forms';
import { inLanguage } from '../content/localized';
import { getServiceBySlug } from '../content/services';
import { contact } from '../content/site';
import { Webhook } from 'standardwebhooks';
import { brevoPath, e2eBrevo, e2eWebhookSecret, webhookPath, type ReceivedRequest } from '../test-support/stand-ins';
import { expect, test } from './fixtures';
import {
  asVisitor,
  endpointFailure,
  endpointSite,
  expectedPayload,
  expectedRow,
  fillForm,
  formReady,
  formCases,
  interceptEndpoint,
  standIns,
  storedLeads,
} from './form-helpers';

// The four forms on the site built with the forms sent to its Worker: the answers a visitor
// must be able to handle come from `page.route`; at the end each form goes to the real Worker
// and is read back from its D1 database. The quote form runs at both widths, the others at
// desktop width. The default build's mail-program fallback is tested last.

/** What a visitor might paste: markup, a script, emoji and right-to-left text. */
const awkward = `<img src=x onerror="window.__injected=1"><script>window.__injected=2</script> 👋🏽 مرحبا بالعالم "quoted" & more`;

/** The valid values with the awkward text in the form's last free-text field (not the newsletter's e-mail). */
function withAwkwardText(valid: Record<string, string>): Record<string, string> {
  const labels = Object.keys(valid);
  const last = labels[labels.length - 1]!;
  return last === 'Email address' ? { ...valid } : { ...valid, [last]: awkward };
}

for (const formCase of formCases) {
  const tag = formCase.kind === 'quote' ? '' : ' @desktop';
  const labels = Object.keys(formCase.valid);
  const storageKey = `corevia:form-draft:${formCase.kind}${formCase.topic ? `:${Object.values(formCase.topic)[0]}` : ''}`;

  test.describe(`${formCase.kind} form${tag}`, () => {
    test.use({ baseURL: endpointSite, allowedConsoleErrors: [endpointFailure] });

    test('says what is missing or wrong at each field and focuses the first, sending nothing', async ({ page }) => {
      const posts = await interceptEndpoint(page, [{ status: 200 }]);
      await page.goto(formCase.path);
      const form = formCase.form(page);
      await formReady(form);
      await form.getByRole('button', { name: formCase.submit }).click();
      for (const [label, message] of Object.entries(formCase.required)) {
        const field = form.getByRole('textbox', { name: label, exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace('.', '\\.')}`));
      }
      await expect(form.getByRole('textbox', { name: labels[0]!, exact: true })).toBeFocused();

      const email = form.getByRole('textbox', { name: 'Email address', exact: true });
      await email.fill('ada@example');
      await form.getByRole('button', { name: formCase.submit }).click();
      await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
      if (labels.length > 1) await expect(form.getByRole('textbox', { name: labels[0]!, exact: true })).toBeFocused();
      else await expect(email).toBeFocused();
      await email.fill('ada@example.com');
      await expect(email).not.toHaveAttribute('aria-invalid');
      expect(posts).toHaveLength(0);
    });

    test('sends once on a double click, verbatim, then confirms and clears the form and its draft @desktop', async ({
      page,
    }) => {
      const posts = await interceptEndpoint(page, [{ status: 200, delayMs: 1000 }]);
      await page.goto(formCase.path);
      const form = formCase.form(page);
      const values = withAwkwardText(formCase.valid);
      await fillForm(form, values);
      const button = form.getByRole('button', { name: formCase.submit });
      await button.dblclick();
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      const status = form.getByRole('status');
      await expect(status).toHaveText(formCase.success);
      await expect(status.getByText(formCase.success)).toBeFocused();
      expect(posts).toEqual([expectedPayload(formCase, values)]);
      for (const label of labels) await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue('');
      expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
      expect(await page.evaluate((key) => localStorage.getItem(key), storageKey)).toBeNull();
      await page.reload();
      for (const label of labels)
        await expect(formCase.form(page).getByRole('textbox', { name: label, exact: true })).toHaveValue('');
    });

    test('keeps every value when sending fails, and sends again on retry @desktop', async ({ page }) => {
      const posts = await interceptEndpoint(page, [{ status: 500 }, 'network', { status: 201 }]);
      await page.goto(formCase.path);
      const form = formCase.form(page);
      const values = withAwkwardText(formCase.valid);
      await fillForm(form, values);
      await form.getByRole('button', { name: formCase.submit }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText('our server answered with an error. Nothing you typed is lost.');
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeFocused();
      // Every value is still there, markup and all, as text: nothing was rendered or run.
      for (const [label, value] of Object.entries(values)) {
        await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
      }
      expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      const mail = alert.getByRole('link', { name: 'Send it by e-mail instead' });
      const href = new URL((await mail.getAttribute('href'))!);
      expect(href.protocol + href.pathname).toBe(`mailto:${contact.email}`);
      for (const value of Object.values(values)) expect(href.searchParams.get('body')).toContain(value);

      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(alert).toContainText('there is no connection to our server');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(form.getByRole('status')).toHaveText(formCase.success);
      await expect(form.getByRole('alert')).toHaveCount(0);
      expect(posts).toHaveLength(3);
    });

    test('restores a draft after a reload, and a filled honeypot sends nothing @desktop', async ({ page }) => {
      const posts = await interceptEndpoint(page, [{ status: 200 }]);
      await page.goto(formCase.path);
      await fillForm(formCase.form(page), formCase.valid);
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, storageKey);
      await page.reload();
      const form = formCase.form(page);
      for (const [label, value] of Object.entries(formCase.valid)) {
        await expect(form.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
      }
      await expect(form.getByText('We restored the draft you had not sent yet.')).toBeVisible();

      // A bot fills the field people never see: it is thanked, and nothing leaves the page.
      await form
        .locator('input[name="website"]')
        .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
      await form.getByRole('button', { name: formCase.submit }).click();
      await expect(form.getByRole('status')).toHaveText(formCase.success);
      expect(posts).toHaveLength(0);
    });
  });
}

test.describe('quote form, the edges @desktop', () => {
  test.use({ baseURL: endpointSite, allowedConsoleErrors: [endpointFailure] });
  const quote = formCases[0]!;

  test('refuses an over-long message with a message and keeps every character', async ({ page }) => {
    const posts = await interceptEndpoint(page, [{ status: 200 }]);
    await page.goto(quote.path);
    const form = quote.form(page);
    await fillForm(form, quote.valid);
    const message = form.getByRole('textbox', { name: 'Message', exact: true });
    const long = `${'A long brief. '.repeat(400)}😀`.slice(0, 5200);
    await message.fill(long);
    await expect(form.getByText(/of 5,000 characters$/)).toBeVisible();
    await form.getByRole('button', { name: quote.submit }).click();
    await expect(message).toHaveAccessibleDescription(/^Message must be 5,000 characters or fewer; it has 5,20\d\./);
    await expect(message).toBeFocused();
    await expect(message).toHaveValue(long);
    expect(posts).toHaveLength(0);
  });

  test('gives up after 10 seconds without an answer, keeping the values', async ({ page }) => {
    await page.clock.install();
    const posts = await interceptEndpoint(page, ['hang']);
    await page.goto(quote.path);
    const form = quote.form(page);
    await fillForm(form, quote.valid);
    // From here the page's time moves only when the test says so, however busy the machine.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await form.getByRole('button', { name: quote.submit }).click();
    await expect.poll(() => posts.length).toBe(1);
    await page.clock.runFor(9_500);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('button', { name: quote.submit })).toBeDisabled();
    await page.clock.runFor(600);
    await expect(form.getByRole('alert')).toContainText('our server did not answer within 10 seconds');
    await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(quote.valid.Message!);
    await expect(form.getByRole('button', { name: quote.submit })).toBeEnabled();
  });

  test('marks the fields the endpoint refused, in the page’s own words', async ({ page }) => {
    await interceptEndpoint(page, [
      { status: 422, json: { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'Use your work address.' }] } },
    ]);
    await page.goto(quote.path);
    const form = quote.form(page);
    await fillForm(form, quote.valid);
    await form.getByRole('button', { name: quote.submit }).click();
    const email = form.getByRole('textbox', { name: 'Email address', exact: true });
    // The endpoint's words are for machines: the field says the page's own.
    await expect(email).toHaveAccessibleDescription(formWords().invalid);
    await expect(form.getByText('Use your work address.')).toHaveCount(0);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(form.getByRole('alert')).toHaveCount(0);
  });

  for (const [storage, init] of [
    [
      'full',
      () => {
        Storage.prototype.setItem = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      },
    ],
    [
      'disabled',
      () => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      },
    ],
  ] as const) {
    test(`types and sends with ${storage} storage`, async ({ page }) => {
      await page.addInitScript(init);
      const posts = await interceptEndpoint(page, [{ status: 200 }]);
      await page.goto(quote.path);
      const form = quote.form(page);
      await fillForm(form, quote.valid);
      await page.waitForTimeout(600); // past the draft's save delay, which must fail quietly
      await form.getByRole('button', { name: quote.submit }).click();
      await expect(form.getByRole('status')).toHaveText(quote.success);
      expect(posts).toHaveLength(1);
    });
  }
});

test.describe('sent to the site’s Worker', () => {
  test.use({ baseURL: endpointSite });

  for (const formCase of formCases) {
    const tag = formCase.kind === 'quote' ? '' : ' @desktop';
    test(`a ${formCase.kind} form is stored in D1 with its page, every value verbatim${tag}`, async ({
      page,
    }, testInfo) => {
      const token = `${formCase.kind}-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
      await asVisitor(page, `198.51.100.${(testInfo.workerIndex % 250) + 1}`);
      const values = withAwkwardText(formCase.valid);
      const labels = Object.keys(values);
      const last = labels[labels.length - 1]!;
      // The token marks this test's lead: in the free text, or in the newsletter's only field.
      values[last] = last === 'Email address' ? `reader+${token}@example.com` : `${values[last]} ${token}`;
      const sent = page.waitForResponse((response) => response.url() === `${endpointSite}/api/leads`);
      await page.goto(formCase.path);
      await fillForm(formCase.form(page), values);
      await formCase.form(page).getByRole('button', { name: formCase.submit }).click();
      await expect(formCase.form(page).getByRole('status')).toHaveText(formCase.success);

      expect((await sent).status()).toBe(201);
      const stored = (await storedLeads()).filter((lead) => (lead.message ?? lead.email).includes(token));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject(expectedRow(formCase, values));
      expect(Date.parse(stored[0]!.received_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(stored[0]!.user_agent).toBe(await page.evaluate(() => navigator.userAgent));
      // The visitor's address is never kept.
      expect(JSON.stringify(stored[0])).not.toContain('198.51.100.');
    });
  }
  test('a form on a German page is stored with its language and its German topic @desktop', async ({
    page,
  }, testInfo) => {
    const service = inLanguage('de', () => getServiceBySlug('cloud-solutions')!);
    const success = inLanguage('de', () => formCopy.service.success);
    const token = `de-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await asVisitor(page, `198.51.100.${(testInfo.workerIndex % 250) + 1}`);
    const sent = page.waitForResponse((response) => response.url() === `${endpointSite}/api/leads`);
    await page.goto(service.url);
    const form = page.locator('form[data-form="service"]');
    await formReady(form);
    await form.locator('[name="name"]').fill('Jonas Weber');
    await form.locator('[name="email"]').fill('jonas@example.com');
    await form.locator('[name="message"]').fill(`Bitte rufen Sie uns zurück. ${token}`);
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole('status')).toHaveText(success);
    expect((await sent).status()).toBe(201);
    const stored = (await storedLeads()).filter((lead) => lead.message?.includes(token));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ page: service.url, topic: service.title, language: 'de' });
  });
  test('a quote from /contact reaches the company’s webhook endpoint, signed as Standard Webhooks says', async ({
    page,
  }, testInfo) => {
    const token = `webhook-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await asVisitor(page, `198.51.100.${(testInfo.workerIndex % 250) + 1}`);
    const quote = formCases.find((formCase) => formCase.kind === 'quote')!;
    const values = { ...quote.valid, [Object.keys(quote.valid).at(-1)!]: `Ein Angebot, bitte. مرحبا ${token}` };
    await page.goto(quote.path);
    await fillForm(quote.form(page), values);
    await quote.form(page).getByRole('button', { name: quote.submit }).click();
    await expect(quote.form(page).getByRole('status')).toHaveText(quote.success);
    const [lead] = (await storedLeads()).filter((stored) => stored.message?.includes(token));
    // The endpoint (test-support/stand-in-services.cli.ts) got it from the queue, moments later.
    const arrived = async () => {
      const received = (await (await fetch(`${standIns}/received`)).json()) as ReceivedRequest[];
      return received.filter((request) => request.path === webhookPath && request.body.includes(token));
    };
    await expect.poll(async () => (await arrived()).length, { timeout: 15_000 }).toBe(1);
    const [request] = await arrived();
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request!.headers[name])]),
    );
    const event = new Webhook(e2eWebhookSecret).verify(request!.body, headers);
    expect(event).toMatchObject({
      type: 'lead.created',
      data: {
        id: lead!.id,
        form: 'quote',
        page: '/contact',
        language: 'en',
        message: lead!.message,
        email: lead!.email,
      },
    });
  });
  test('a newsletter sign-up goes to the newsletter service to be confirmed, the strip says so, and the way back confirms it @desktop', async ({
    page,
  }, testInfo) => {
    const address = `reader+${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await asVisitor(page, `198.51.100.${(testInfo.workerIndex % 250) + 1}`);
    const newsletter = formCases.find((formCase) => formCase.kind === 'newsletter')!;
    await page.goto(newsletter.path);
    await fillForm(newsletter.form(page), { [Object.keys(newsletter.valid)[0]!]: address });
    await newsletter.form(page).getByRole('button', { name: newsletter.submit }).click();
    await expect(newsletter.form(page).getByRole('status')).toHaveText(
      'Almost there: check your inbox to confirm your subscription. We send nothing until you do.',
    );
    const received = async (path: string) =>
      ((await (await fetch(`${standIns}/received`)).json()) as ReceivedRequest[]).filter(
        (request) => request.path === path && request.body.includes(address),
      );
    const signupPath = `${brevoPath}contacts/doubleOptinConfirmation`;
    await expect.poll(async () => (await received(signupPath)).length, { timeout: 15_000 }).toBe(1);
    const [signup] = await received(signupPath);
    const { redirectionUrl, includeListIds, templateId } = JSON.parse(signup!.body) as {
      redirectionUrl: string;
      includeListIds: number[];
      templateId: number;
    };
    expect({ includeListIds, templateId }).toEqual({
      includeListIds: [e2eBrevo.listId],
      templateId: e2eBrevo.templateId,
    });
    // No event before the address is confirmed.
    expect(await received(webhookPath)).toEqual([]);

    // The service's confirmation sends the visitor back through the signed link.
    await page.goto(redirectionUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
    await expect(page.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    await expect.poll(async () => (await received(webhookPath)).length, { timeout: 15_000 }).toBe(1);
    const [event] = await received(webhookPath);
    const headers = Object.fromEntries(
      ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(event!.headers[name])]),
    );
    expect(new Webhook(e2eWebhookSecret).verify(event!.body, headers)).toMatchObject({
      type: 'subscriber.confirmed',
      data: { form: 'newsletter', email: address },
    });
  });
});

// The Worker's and the form's bookkeeping, the same at every width: one width.
test.describe('a send whose answer is lost @desktop', () => {
  test.use({ baseURL: endpointSite, allowedConsoleErrors: [endpointFailure] });

  test('is retried with the same Idempotency-Key, and one lead is stored', async ({ page }, testInfo) => {
    const token = `retry-${testInfo.project.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await asVisitor(page, `198.51.100.${(testInfo.workerIndex % 250) + 1}`);
    const keys: (string | undefined)[] = [];
    await page.route(`${endpointSite}/api/leads`, async (route) => {
      keys.push(route.request().headers()['idempotency-key']);
      if (keys.length > 1) return route.continue();
      // The form reaches the Worker and is stored; its answer never reaches the browser.
      expect((await route.fetch()).status()).toBe(201);
      return route.abort('connectionreset');
    });
    const quote = formCases.find((formCase) => formCase.kind === 'quote')!;
    await page.goto(quote.path);
    const form = quote.form(page);
    await fillForm(form, { ...quote.valid, Message: `Please call back. ${token}` });
    await form.getByRole('button', { name: quote.submit }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toContainText('there is no connection to our server');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(form.getByRole('status')).toHaveText(quote.success);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect((await storedLeads()).filter((lead) => lead.message?.includes(token))).toHaveLength(1);
  });
});

test.describe('without a form endpoint', () => {
  test('a valid quote opens the mail program, says so and keeps the draft, with no request @desktop', async ({
    page,
  }) => {
    const quote = formCases[0]!;
    await page.goto(quote.path);
    const form = quote.form(page);
    await fillForm(form, quote.valid);
    const requests: { url: string; method: string }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), method: request.method() }));
    await form.getByRole('button', { name: quote.submit }).click();
    const status = form.getByRole('status');
    await expect(status).toContainText('Your e-mail program should now open with your message ready to send.');
    await expect(status).toContainText(`If nothing opened, write to us at ${contact.email}.`);
    await expect(status.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    // Nothing is sent over HTTP: no request but the page's own GETs (lazy images, the next
    // page's rules), and none that carries what was typed.
    const http = requests.filter(({ url }) => /^https?:/.test(url));
    expect(http.filter(({ method }) => method !== 'GET')).toEqual([]);
    expect(http.filter(({ url }) => url.includes(encodeURIComponent('iOS and Android')))).toEqual([]);
    const mailto = requests.find(({ url }) => url.startsWith('mailto:'));
    expect(mailto).toBeDefined();
    const body = new URL(mailto!.url).searchParams.get('body');
    for (const value of Object.values(quote.valid)) expect(body).toContain(value);
    await page.reload();
    await expect(quote.form(page).getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      quote.valid.Message!,
    );
  });
});
