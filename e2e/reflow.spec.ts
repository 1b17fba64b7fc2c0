import type { Page } from '@playwright/test';
import { languages } from '../content/languages';
import { staticRoutes } from '../content/routes';
import { stylesArrived } from './a11y-helpers';
import { expect, test } from './fixtures';

// WCAG 2.2 Reflow (1.4.10) and Text Spacing (1.4.12), in every language. At 320 CSS px (a
// 1280 px screen zoomed to 400 %) no page scrolls sideways, the whole header is on the screen
// and no heading runs out of its box. With the spacing a visitor's own stylesheet may set, at a
// phone's width, no text is cut off and nothing spills.

/** What at 320 px does not fit: the page's sideways scroll, header controls off the screen, headings wider than their box. */
async function reflowProblems(page: Page, route: string): Promise<string[]> {
  // The width set, not the window's: a phone widens its window to a page that spills (and zooms
  // out to show it), so window.innerWidth would grow with the spill it should show.
  const width = page.viewportSize()?.width ?? 0;
  expect(width, 'the viewport has a width').toBeGreaterThan(0);
  return page.evaluate(({ route, width }) => {
    const problems: string[] = [];
    const spill = document.documentElement.scrollWidth - width;
    if (spill > 0) problems.push(`${route} scrolls sideways by ${spill} px`);
    const header = document.querySelector('header');
    for (const control of header?.querySelectorAll<HTMLElement>('a[href], button, summary') ?? []) {
      if (!control.checkVisibility()) continue;
      const box = control.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${route}: "${control.getAttribute('aria-label') ?? control.textContent?.trim()}" in the header lies at ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4')) {
      if (!heading.checkVisibility() || heading.clientWidth <= 1) continue;
      if (heading.scrollWidth > heading.clientWidth + 1)
        problems.push(`${route}: heading "${heading.textContent?.trim()}" needs ${heading.scrollWidth} px of ${heading.clientWidth}`);
    }
    return problems;
  }, { route, width });
}

/** Routes checked per test. */
const batchSize = 12;

for (const language of languages) {
  const routes = staticRoutes(language);
  for (let start = 0; start < routes.length; start += batchSize) {
    const batch = routes.slice(start, start + batchSize);
    test(`${language}: routes ${start + 1}–${start + batch.length} of ${routes.length} reflow at 320 px @phone`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: 320, height: 640 });
      const problems: string[] = [];
      for (const route of batch) {
        const response = await page.goto(route);
        expect(response?.status(), route).toBe(200);
        await stylesArrived(page);
        problems.push(...(await reflowProblems(page, route)));
      }
      expect(problems).toEqual([]);
    });
  }
}

/** The spacing of WCAG's Text Spacing criterion, as a visitor's stylesheet would set it. */
const spacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** One page of each template, in each language. */
const templates = ['/', '/about', '/services', '/service/cloud-solutions', '/projects', '/price-plan', '/contact', '/blog-details', '/team-details'];

test.describe('with the text spacing a visitor sets', () => {
  // The visitor's own stylesheet is theirs, not the page's: the page's policy does not apply to it.
  test.use({ bypassCSP: true });

  for (const language of languages) {
    // At a phone's own width (390 px): the criterion asks for the spacing at the page's sizes,
    // not for the spacing and 400 % zoom at once.
    test(`no text is cut off or overlaps (${language}) @phone`, async ({ page }) => {
      test.slow();
      const problems: string[] = [];
      for (const template of templates) {
        const route = language === 'en' ? template : template === '/' ? `/${language}` : `/${language}${template}`;
        await page.goto(route);
        await stylesArrived(page);
        await page.addStyleTag({ content: spacing });
        problems.push(
          ...(await reflowProblems(page, route)),
          ...(await page.evaluate((route) => {
            const cut: string[] = [];
            for (const element of document.querySelectorAll<HTMLElement>('body *')) {
              if (!element.checkVisibility() || element.closest('.swiper, [aria-hidden="true"], .visually-hidden')) continue;
              const style = getComputedStyle(element);
              // What scrolls (a row of filters) is reachable; what is hidden or clipped is lost.
              const clips = [style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip');
              if (!clips || element.clientWidth <= 1 || !element.textContent?.trim()) continue;
              if (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
                cut.push(`${route}: <${element.tagName.toLowerCase()} class="${element.className}"> cuts off "${element.textContent.trim().slice(0, 40)}"`);
            }
            return cut;
          }, route)),
        );
      }
      expect(problems).toEqual([]);
    });
  }
});
