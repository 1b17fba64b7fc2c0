/**
 * @jest-environment ./worker/test/miniflare-environment.ts
 */
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { startEndpoint, type Endpoint, type Received } from './endpoint';
import { deliveryQueue, startWorker, type TestWorker, waitFor } from './harness';

// A newsletter that asks before it mails (worker/newsletter.ts): a sign-up is handed to the
// newsletter service's double opt-in (Brevo's API, stood in for by a real local server), the
// form is told to say "check your inbox to confirm", and the visitor's way back from the
// confirmation is a signed link, which records the subscriber once and hands a
// `subscriber.confirmed` event to the company's tools.

const linkSecret = 'the newsletter tests sign their links with this secret';
const webhookSecret = `whsec_${Buffer.from('a signing secret of 32 bytes!!!!').toString('base64')}`;

const signup = (email: string, page = '/') => ({ form: 'newsletter', email, page });

it('without a newsletter service the sign-up is kept, and the answer says so: no delivery, nothing sent', async () => {
  const worker = await startWorker();
  try {
    const answer = await worker.post(signup('reader@example.com'), { 'CF-Connecting-IP': '192.0.2.30' });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ ok: true, id: expect.any(String), newsletter: 'kept' });
    expect(await worker.query('SELECT * FROM deliveries')).toEqual([]);
    // Other forms' answers say nothing of a newsletter.
    const quote = await worker.post(
      { form: 'quote', name: 'Ada', email: 'ada@example.com', message: 'Hi', page: '/contact' },
      { 'CF-Connecting-IP': '192.0.2.31' },
    );
    expect(quote.json).toEqual({ ok: true, id: expect.any(String) });
  } finally {
    await worker.dispose();
  }
});

describe('with Brevo’s double opt-in', () => {
  let brevo: Endpoint;
  let hooks: Endpoint;
  let worker: TestWorker;

  beforeAll(async () => {
    brevo = await startEndpoint('/v3/contacts/doubleOptinConfirmation');
    hooks = await startEndpoint();
    worker = await startWorker({
      vars: {
        NEWSLETTER_SERVICE: 'brevo',
        BREVO_API_URL: brevo.url.replace('contacts/doubleOptinConfirmation', ''),
        BREVO_API_KEY: 'xkeysib-test-key',
        BREVO_LIST_ID: '7',
        BREVO_TEMPLATE_ID: '3',
        BREVO_TEMPLATE_ID_AR: '5',
        NEWSLETTER_LINK_SECRET: linkSecret,
        SITE_URL: 'https://www.corevia.example',
        LEAD_WEBHOOK_URL: hooks.url,
        LEAD_WEBHOOK_SECRET: webhookSecret,
      },
    });
  });
  afterAll(async () => {
    await worker.dispose();
    await brevo.close();
    await hooks.close();
  });

  /** Brevo's requests for `email`. */
  const brevoFor = (email: string) => brevo.hooks().filter((request) => request.body.includes(email));

  /** A confirmation link's way into the Worker under test (the link names the site's address). */
  const visit = (link: string) => {
    const url = new URL(link);
    return worker.request(`${url.pathname}${url.search}`);
  };

  it('hands the sign-up to Brevo from the queue, in the template of the visitor’s language, and the answer says to confirm', async () => {
    const answer = await worker.post(signup('layla@example.com', '/ar'), { 'CF-Connecting-IP': '192.0.2.32' });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ ok: true, id: expect.any(String), newsletter: 'confirm' });
    const [request] = await waitFor(
      () => brevoFor('layla@example.com'),
      (found) => found.length > 0,
    );
    expect(request!.headers['api-key']).toBe('xkeysib-test-key');
    expect(request!.headers['content-type']).toBe('application/json');
    const body = JSON.parse(request!.body) as Record<string, unknown>;
    expect(body).toEqual({
      email: 'layla@example.com',
      includeListIds: [7],
      templateId: 5,
      redirectionUrl: expect.stringMatching(/^https:\/\/www\.corevia\.example\/api\/newsletter\/confirmed\?lead=/),
    });
    const { id } = answer.json as { id: string };
    expect(new URL(body.redirectionUrl as string).searchParams.get('lead')).toBe(id);
    // A sign-up is not a subscriber yet: no event reaches the company's tools.
    const [row] = await worker.query<{ newsletter_confirmed_at: string | null }>(
      'SELECT newsletter_confirmed_at FROM leads WHERE id = ?1',
      id,
    );
    expect(row!.newsletter_confirmed_at).toBeNull();
    expect(hooks.hooks().filter((hook) => hook.body.includes(id))).toEqual([]);
  });

  it('the way back from the confirmation records the subscriber once, says so in their language, and sends subscriber.confirmed once', async () => {
    const answer = await worker.post(signup('jonas@example.com', '/de/about'), { 'CF-Connecting-IP': '192.0.2.33' });
    const { id } = answer.json as { id: string };
    const [request] = await waitFor(
      () => brevoFor('jonas@example.com'),
      (found) => found.length > 0,
    );
    const { redirectionUrl, templateId } = JSON.parse(request!.body) as { redirectionUrl: string; templateId: number };
    // German has no template of its own here: the default one.
    expect(templateId).toBe(3);

    const page = await visit(redirectionUrl);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="de" dir="ltr">');
    expect(page.body).toContain('<h1>Anmeldung bestätigt</h1>');
    expect(page.body).toContain('<a href="/de">Zurück zur Website</a>');
    const confirmed = async () =>
      (
        await worker.query<{ at: string | null }>('SELECT newsletter_confirmed_at AS at FROM leads WHERE id = ?1', id)
      )[0]!.at;
    const at = await confirmed();
    expect(at).not.toBeNull();

    const events = () => hooks.hooks().filter((hook) => hook.body.includes(id));
    const [event] = await waitFor(events, (found) => found.length > 0);
    expect(new Webhook(webhookSecret).verify(event!.body, signatureHeaders(event!))).toMatchObject({
      type: 'subscriber.confirmed',
      data: { id, form: 'newsletter', email: 'jonas@example.com', language: 'de', page: '/de/about' },
    });

    // The link again: the same page, the same record, no second event.
    expect((await visit(redirectionUrl)).status).toBe(200);
    expect(await confirmed()).toBe(at);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(events()).toHaveLength(1);
  });

  it('a link changed, expired or for a sign-up since erased is not valid, and says so in the visitor’s language', async () => {
    const answer = await worker.post(signup('mallory@example.com', '/ar/contact'), {
      'CF-Connecting-IP': '192.0.2.34',
    });
    const { id } = answer.json as { id: string };
    const [request] = await waitFor(
      () => brevoFor('mallory@example.com'),
      (found) => found.length > 0,
    );
    const link = new URL((JSON.parse(request!.body) as { redirectionUrl: string }).redirectionUrl);
    const signed = (lead: string, expires: number) =>
      createHmac('sha256', linkSecret).update(`${lead}.${expires}`).digest('base64url');
    const expired = Math.floor(Date.now() / 1000) - 60;
    const other = '00000000-0000-4000-8000-000000000000';
    const variants = {
      'another lead under its signature': { lead: other },
      'a signature of another secret': {
        sig: createHmac('sha256', 'another secret')
          .update(`${id}.${link.searchParams.get('expires')}`)
          .digest('base64url'),
      },
      'a later expiry under its signature': { expires: String(Number(link.searchParams.get('expires')) + 86_400) },
      'expired, though rightly signed': { expires: String(expired), sig: signed(id, expired) },
      'no signature': { sig: '' },
    };
    for (const [what, change] of Object.entries(variants)) {
      const url = new URL(link);
      for (const [name, value] of Object.entries(change)) url.searchParams.set(name, value);
      const page = await visit(url.href);
      expect([what, page.status]).toEqual([what, 400]);
      expect(page.body).toContain('<html lang="ar" dir="rtl">');
      expect(page.body).toContain('<h1>هذا الرابط غير صالح</h1>');
    }
    // Rightly signed, for a lead that is no newsletter sign-up, or no longer there.
    const quote = await worker.post(
      { form: 'quote', name: 'Ada', email: 'ada@example.com', message: 'Hi', page: '/contact' },
      { 'CF-Connecting-IP': '192.0.2.35' },
    );
    const quoteId = (quote.json as { id: string }).id;
    const future = Math.floor(Date.now() / 1000) + 3600;
    const forQuote = new URL(link);
    forQuote.searchParams.set('lead', quoteId);
    forQuote.searchParams.set('expires', String(future));
    forQuote.searchParams.set('sig', signed(quoteId, future));
    expect((await visit(forQuote.href)).status).toBe(400);
    await worker.query('DELETE FROM leads WHERE id = ?1', id);
    expect((await visit(link.href)).status).toBe(400);
    const [row] = await worker.query(
      'SELECT COUNT(*) AS n FROM leads WHERE newsletter_confirmed_at IS NOT NULL AND id IN (?1, ?2)',
      id,
      quoteId,
    );
    expect(row).toEqual({ n: 0 });
  });

  it('a service that fails is tried again later, under the same delivery; the visitor already has their answer', async () => {
    brevo.replies.push({ status: 500 });
    const started = Date.now();
    const answer = await worker.post(signup('retry@example.com'), { 'CF-Connecting-IP': '192.0.2.36' });
    expect(answer.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    const { id } = answer.json as { id: string };
    const [delivery] = await waitFor(
      () =>
        worker.query<{ id: string; attempts: number; last_error: string | null }>(
          'SELECT * FROM deliveries WHERE lead_id = ?1',
          id,
        ),
      (rows) => (rows[0]?.attempts ?? 0) > 0,
    );
    expect(delivery).toMatchObject({ attempts: 1, last_error: '500' });
    const again = await worker.deliver(deliveryQueue, [{ delivery: delivery!.id }], 2);
    expect(again.explicitAcks).toEqual(['message-0']);
    expect(brevoFor('retry@example.com')).toHaveLength(2);
  });
});

describe('newsletter settings that are not usable', () => {
  it('keep the sign-up and its delivery, and fail it without naming a secret', async () => {
    const worker = await startWorker({
      vars: { NEWSLETTER_SERVICE: 'brevo', BREVO_API_KEY: 'xkeysib-secret-value', BREVO_LIST_ID: 'seven' },
    });
    try {
      const answer = await worker.post(signup('broken@example.com'), { 'CF-Connecting-IP': '192.0.2.37' });
      expect(answer.json).toMatchObject({ newsletter: 'confirm' });
      const { id } = answer.json as { id: string };
      const [delivery] = await waitFor(
        () => worker.query<{ attempts: number; last_error: string }>('SELECT * FROM deliveries WHERE lead_id = ?1', id),
        (rows) => (rows[0]?.attempts ?? 0) > 0,
      );
      expect(delivery!.last_error).toBe('BREVO_LIST_ID is not a list id');
      expect(await worker.console()).not.toContain('xkeysib-secret-value');
    } finally {
      await worker.dispose();
    }
  }, 20_000);
});

function signatureHeaders({ headers }: Received) {
  return {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  };
}
