import type { Page } from '@playwright/test';
import { homeVideo } from '../content/home';
import { quoteLink } from '../content/navigation';
import { serviceBrochure } from '../content/services';
import { standInAnalytics, standInAnalyticsOrigin } from '../test-support/analytics-stand-in';
import { expect, expectHydrated, test } from './fixtures';
import { endpointSite, fillForm, formCases, interceptEndpoint } from './form-helpers';

// Cookieless analytics of the quote funnel. The site built with the forms sent to its Worker
// (`npm run build:endpoint`) also carries Plausible at a stand-in address
// (test-support/analytics-stand-in.ts), which these tests answer as Plausible would (202) and
// read; the default build (`npm run build`) carries none.

/** An event as Plausible's events API receives it. */
interface PlausibleEvent {
  name: string;
  url: string;
  domain: string;
  referrer: string | null;
  props?: Record<string, string | number>;
}

/** Records every event the page sends to the stand-in, with the request's content type. */
async function recordEvents(page: Page): Promise<PlausibleEvent[]> {
  const events: PlausibleEvent[] = [];
  await page.route(`${standInAnalyticsOrigin}/**`, async (route) => {
    const request = route.request();
    expect(request.url()).toBe(`${standInAnalytics.NEXT_PUBLIC_ANALYTICS_URL}/api/event`);
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toMatch(/^text\/plain/);
    events.push(JSON.parse(request.postData() ?? 'null') as PlausibleEvent);
    await route.fulfill({ status: 202 });
  });
  return events;
}

const named = (events: PlausibleEvent[], name: string) => events.filter((event) => event.name === name);
const domain = standInAnalytics.NEXT_PUBLIC_ANALYTICS_DOMAIN;

test.describe('with analytics', () => {
  test.use({ baseURL: endpointSite });

  test('a page view on load, with the page’s address and the site’s domain, allowed by the policy @desktop', async ({
    page,
  }) => {
    const events = await recordEvents(page);
    await page.goto('/services');
    await expect
      .poll(() => named(events, 'pageview'))
      .toEqual([{ name: 'pageview', url: `${endpointSite}/services`, domain, referrer: null }]);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain(`connect-src 'self' ${standInAnalyticsOrigin};`);
  });

  test('"Get A Free Quote" is counted with the page it was on, then the quote page’s view @desktop', async ({
    page,
  }) => {
    const events = await recordEvents(page);
    await page.goto('/services');
    await expectHydrated(page);
    await expect.poll(() => named(events, 'pageview').length).toBe(1);
    await page.getByRole('banner').getByRole('link', { name: quoteLink.name }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect
      .poll(() => named(events, 'Quote Clicked'))
      .toEqual([
        {
          name: 'Quote Clicked',
          url: `${endpointSite}/services`,
          domain,
          referrer: null,
          props: { page: '/services' },
        },
      ]);
    // The next page counts its own view.
    await expect
      .poll(() => named(events, 'pageview').map((event) => event.url))
      .toEqual([`${endpointSite}/services`, `${endpointSite}/contact`]);
  });

  const formEvents = {
    quote: 'Quote Sent',
    service: 'Enquiry Sent',
    comment: 'Comment Sent',
    newsletter: 'Newsletter Subscribed',
  };
  for (const formCase of formCases) {
    test(`a ${formCase.kind} form sent counts as ${formEvents[formCase.kind]}, with its page and topic only @desktop`, async ({
      page,
    }) => {
      const events = await recordEvents(page);
      await interceptEndpoint(page, [{ status: 200 }]);
      await page.goto(formCase.path);
      await fillForm(formCase.form(page), formCase.valid);
      await formCase.form(page).getByRole('button', { name: formCase.submit }).click();
      await expect(formCase.form(page).getByRole('status')).toHaveText(formCase.success);
      await expect
        .poll(() => named(events, formEvents[formCase.kind]).map((event) => event.props))
        .toEqual([{ page: formCase.path, ...formCase.topic }]);
      // Nothing typed leaves with the analytics.
      const sent = JSON.stringify(events);
      for (const value of Object.values(formCase.valid)) expect(sent).not.toContain(value);
    });
  }

  test('a search counts with the query’s length, never its text @desktop', async ({ page }) => {
    const events = await recordEvents(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const combobox = page.getByRole('dialog', { name: 'Search the site' }).getByRole('combobox');
    await combobox.fill('Kubernetes');
    await expect.poll(() => named(events, 'Search Used').map((event) => event.props)).toEqual([{ length: 10 }]);
    // The results page's address carries the query: its page view does not.
    await page.getByRole('dialog', { name: 'Search the site' }).getByRole('button', { name: 'Submit search' }).click();
    await expect(page).toHaveURL(/\/search\?q=Kubernetes$/);
    await expect.poll(() => named(events, 'pageview').map((event) => event.url)).toContain(`${endpointSite}/search`);
    // Sending what the live search counted already is not another search; a plain search form
    // (the results page's, the blog's) counts when it is sent.
    const form = page.getByRole('search').filter({ has: page.getByLabel('Search the whole site') });
    await form.getByLabel('Search the whole site').fill('Cloud');
    await form.getByRole('button', { name: 'Submit search' }).click();
    await expect(page).toHaveURL(/\/search\?q=Cloud$/);
    await expect
      .poll(() => named(events, 'Search Used').map((event) => event.props))
      .toEqual([{ length: 10 }, { length: 5 }]);
    expect(JSON.stringify(events)).not.toMatch(/kubernetes|cloud/i);
  });

  test('the brochure’s download is counted with its file @desktop', async ({ page }) => {
    const events = await recordEvents(page);
    await page.goto('/service/cloud-solutions');
    await expectHydrated(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: new RegExp(serviceBrochure.title) }).click();
    await download;
    await expect
      .poll(() => named(events, 'Brochure Downloaded').map((event) => event.props))
      .toEqual([{ file: serviceBrochure.url.split('/').pop() }]);
  });

  test('the video played is counted with its title @desktop', async ({ page }) => {
    const events = await recordEvents(page);
    await page.goto('/');
    await page.getByRole('button', { name: `Play video: ${homeVideo.title}` }).click();
    await expect(page.getByRole('dialog', { name: homeVideo.title })).toBeVisible();
    await expect
      .poll(() => named(events, 'Video Played').map((event) => event.props))
      .toEqual([{ video: homeVideo.title }]);
  });

  const signals: [string, () => void][] = [
    [
      'Global Privacy Control',
      () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
    ],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ];
  for (const [signal, script] of signals) {
    test(`nothing at all is sent when the browser signals ${signal} @desktop`, async ({ page }) => {
      await page.addInitScript(script);
      const events = await recordEvents(page);
      await interceptEndpoint(page, [{ status: 200 }]);
      const quote = formCases[0]!;
      await page.goto('/services');
      await expectHydrated(page);
      await page.getByRole('banner').getByRole('link', { name: quoteLink.name }).first().click();
      await expect(page).toHaveURL(/\/contact$/);
      await fillForm(quote.form(page), quote.valid);
      await quote.form(page).getByRole('button', { name: quote.submit }).click();
      await expect(quote.form(page).getByRole('status')).toHaveText(quote.success);
      // Long enough for a page view, a click and a form's event to have gone out, were they sent.
      await page.waitForTimeout(1_500);
      expect(events).toEqual([]);
    });
  }
});

test.describe('without analytics (the default build)', () => {
  test('browsing, searching and using a form ask no origin but the site’s, and the policy allows no other @desktop', async ({
    page,
    baseURL,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => {
      if (/^https?:/.test(request.url())) origins.add(new URL(request.url()).origin);
    });
    await page.goto('/services');
    await expectHydrated(page);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("connect-src 'self';");
    await page.getByRole('banner').getByRole('link', { name: quoteLink.name }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog', { name: 'Search the site' }).getByRole('combobox').fill('Kubernetes');
    await expect(page.getByRole('dialog', { name: 'Search the site' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(1_500);
    const site = new URL(baseURL!).origin;
    expect([...origins], 'while browsing and searching').toEqual([site]);
    await page.goto('/service/cloud-solutions');
    const service = formCases[1]!;
    await fillForm(service.form(page), service.valid);
    await service.form(page).getByRole('button', { name: service.submit }).click();
    await expect(service.form(page).getByRole('status')).toContainText('e-mail program');
    await page.waitForTimeout(1_500);
    expect([...origins], 'after using a form').toEqual([site]);
  });
});
