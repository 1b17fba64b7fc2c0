import { test as base, expect, type Page } from '@playwright/test';

/** Requests that leave the site are aborted: tests never touch the network. */
export async function blockThirdParties(page: Page, origin: string): Promise<void> {
  await page.route('**/*', (route) => {
    const url = route.request().url();
    return url.startsWith(origin) || url.startsWith('data:') ? route.continue() : route.abort();
  });
}

/**
 * Every test gets a page that stays on the site and records console errors;
 * a test fails if the page logged any.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsoleErrors: RegExp[] }>({
  /** Console errors a test expects (e.g. the 404 of a missing page it opens on purpose). */
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, baseURL, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      await blockThirdParties(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
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
