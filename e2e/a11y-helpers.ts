import axe, { type AxeResults } from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The rules the site is held to (the same set pages.spec.ts audits every route with): WCAG 2.2 A
 * and AA, and axe's best practices beside them (unique landmarks, one main, headings in order…).
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The two themes, in the order a page is audited in: the light one it loads in, then the dark. */
export const colourSchemes = ['light', 'dark'] as const;
export type ColourScheme = (typeof colourSchemes)[number];

/**
 * The rules whose verdict a colour can change. The dark theme is the same markup with other
 * colours (the stylesheet's custom properties), so a page audited whole in the light theme is
 * audited again in the dark for these alone.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

export type { AxeResults };

/**
 * Runs axe-core in the page as it stands, with the WCAG rules or only `rules`, over the whole
 * document or only `include`, listing nodes only for violations and for what it could not judge
 * (`resultTypes`: the passes are counted, not listed). axe (1.3 MB of script) is put in once per
 * document: a second audit of the same page, the dark theme's after the light one's, reuses it.
 * The site frames nothing of its own (its frames are the providers' players and map), so only
 * the page itself is audited.
 */
export async function runAxe(page: Page, { rules, include }: { rules?: string[]; include?: string } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ runOnly, include }) =>
      (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, {
        runOnly,
        resultTypes: ['violations', 'incomplete'],
        iframes: false,
      }),
    {
      runOnly: rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: wcagTags },
      include: include ?? null,
    },
  );
}

/**
 * Waits for the page as it stands once its stylesheets have arrived: it paints from its first
 * screen's rules, and the paint loader links the rest after the paint (e2e/first-screen.spec.ts
 * checks that what shows before looks the same).
 */
export async function stylesArrived(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const list = document.getElementById('paint-styles')?.textContent;
    const hrefs = list ? (JSON.parse(list) as string[]) : [];
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return hrefs.every((href) => links.some((link) => link.getAttribute('href') === href && link.sheet !== null));
  });
}

/**
 * Runs axe on the page as it stands and fails, naming each rule and its elements, on any
 * violation. Returns the results, for the text axe could not judge (e2e/contrast-review.ts).
 * Every WCAG rule runs, or only `rules` when given.
 */
export async function expectNoAxeViolations(page: Page, state: string, rules?: string[]): Promise<AxeResults> {
  await stylesArrived(page);
  // A card still fading in has its text blended with the background, which axe reports as a
  // contrast failure the visitor never sees once it has settled: wait for every animation that
  // ends (sliders' endless ones aside) to end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await runAxe(page, { rules });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${state}: accessibility violations`,
  ).toEqual([]);
  return results;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user moves through the
 * page, and returns how many presses it took. Fails if it is not reached within `max`.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backward = false, max = 250 }: { backward?: boolean; max?: number } = {},
): Promise<number> {
  const element = await target.elementHandle();
  expect(element, `${target} is on the page`).not.toBeNull();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await element!.evaluate((node) => node === document.activeElement)) return presses;
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached in ${max} presses of ${backward ? 'Shift+Tab' : 'Tab'}`);
}
