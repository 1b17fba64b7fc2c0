import { test as base, expect, type Page } from '@playwright/test';

/** The servers the tests start on this machine: the site, the site built with a form endpoint, and its inbox. */
export function testServerOrigins(baseURL = 'http://127.0.0.1'): string[] {
  return [baseURL, process.env.E2E_ENDPOINT_SITE, process.env.E2E_FORM_ENDPOINT]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
}

/** Requests that leave the test servers are aborted: tests never touch the network. */
export async function blockThirdParties(page: Page, origins: string[]): Promise<void> {
  await page.route('**/*', (route) => {
    const url = route.request().url();
    return origins.includes(new URL(url).origin) || url.startsWith('data:') ? route.continue() : route.abort();
  });
}

/**
 * Every test gets a page that stays on the site and records console errors and
 * Content-Security-Policy violations; a test fails if the page had any.
 */
export const test = base.extend<{
  consoleErrors: string[];
  allowedConsoleErrors: RegExp[];
  cspViolations: string[];
}>({
  /** Console errors a test expects (e.g. the 404 of a missing page it opens on purpose). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, baseURL, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // With the URL it is about, so that an expected failure is excused for that URL only.
        if (message.type() === 'error') errors.push(`${message.text()} [${message.location().url}]`);
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await blockThirdParties(page, testServerOrigins(baseURL));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  /** Every `securitypolicyviolation` of every document the page shows, whatever the console says. */
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('reportCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or style'} on ${event.documentURI}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Scrolls the window to `y` and waits until the page has seen the scroll. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}
