import type { Locator } from '@playwright/test';
import { projects } from '../content/projects';
import { expect, expectSettled, test } from './fixtures';
import { expectCurrentSection } from './wayfinding';

// The pages below a menu entry mark it as they load: pages.spec.ts checks that on each of them
// (e2e/wayfinding.ts). These follow the marks as the visitor moves.

/**
 * Opens a dropdown of the desktop bar by its toggle, once the menu's script has taken over: before,
 * the stylesheet shows a dropdown on focus, and `aria-expanded` is not set yet.
 */
async function openDropdown(nav: Locator, name: string): Promise<void> {
  await expect(nav).toHaveAttribute('data-ready');
  const toggle = nav.getByRole('button', { name });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('the marks follow the visitor from page to page, each link a page load of its own @desktop', async ({ page }) => {
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expectCurrentSection(nav, 'Services');
  // A flag on the window would outlive a move within the document; the links are plain ones.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await openDropdown(nav, 'Portfolio');
  await nav.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  await page.mouse.move(0, 0);
  await expectCurrentSection(nav, 'Portfolio');
});

test('a page of the menu is the current page; its section is current within the dropdown @desktop', async ({
  page,
}) => {
  await page.goto('/team');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expectCurrentSection(nav, 'Portfolio');
  await expect(nav.getByRole('button', { name: 'Portfolio' })).toHaveAttribute('aria-current', 'true');
  await openDropdown(nav, 'Portfolio');
  await expect(nav.getByRole('link', { name: 'Team', exact: true })).toHaveAttribute('aria-current', 'page');

  // A project's page belongs to Projects within Portfolio.
  await page.goto(projects[0]!.url);
  await openDropdown(nav, 'Portfolio');
  await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(nav.getByRole('link', { name: 'Team', exact: true })).not.toHaveAttribute('aria-current');
});

test('a link the pointer rests on is prerendered, and choosing it shows that page at once @desktop', async ({
  page,
  request,
}) => {
  // Every answer names the rules, and the rules say what they are.
  expect((await request.get('/services')).headers()['speculation-rules']).toBe('"/speculation-rules.json"');
  const file = await request.get('/speculation-rules.json');
  expect(file.headers()['content-type']).toBe('application/speculationrules+json');
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { errorType?: string; sourceText: string }[] = [];
  const prerenders: string[] = [];
  const prefetched: string[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
  cdp.on('Preload.prerenderStatusUpdated', ({ key, status, prerenderStatus }) => {
    if (status === 'Ready' || status === 'Failure')
      prerenders.push(`${new URL(key.url).pathname} ${status}${prerenderStatus ? ` ${prerenderStatus}` : ''}`);
  });
  cdp.on('Preload.prefetchStatusUpdated', ({ key, status }) => {
    if (status === 'Ready') prefetched.push(new URL(key.url).pathname);
  });
  await cdp.send('Preload.enable');
  await page.goto('/services');
  await expect.poll(() => ruleSets.length).toBe(1);
  expect(ruleSets[0]!.errorType).toBeUndefined();
  expect(JSON.parse(ruleSets[0]!.sourceText)).toEqual(await file.json());
  // The pointer rests on a laid-out page: until the stylesheets the first paint leaves out apply,
  // the page below the first screen changes height, and may scroll away from under the pointer.
  await expectSettled(page);
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'What We Do' });
  await link.hover();
  // Chromium prerenders the page; a browser driven through DevTools, as this one is, may not
  // prerender and fetches the page in advance instead.
  await expect
    .poll(() => prerenders)
    .toEqual([expect.stringMatching(/^\/about (Ready|Failure PrerenderingDisabledByDevTools)$/)]);
  if (prerenders[0]!.includes('Failure')) await expect.poll(() => prefetched).toEqual(['/about']);
  await link.click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page shown is the one made ready before the click: drawn, or at least already here.
  const shown = await page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      activationStart: number;
      deliveryType: string;
    };
    return entry.activationStart > 0 ? 'prerendered' : entry.deliveryType;
  });
  expect(['prerendered', 'navigational-prefetch']).toContain(shown);
});
