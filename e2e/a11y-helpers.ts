import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.2 A and AA rules the site is held to (the same set pages.spec.ts audits every route with). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The two themes, in the order a page is audited in: the light one it loads in, then the dark. */
export const colourSchemes = ['light', 'dark'] as const;
export type ColourScheme = (typeof colourSchemes)[number];

/**
 * The rules whose verdict a colour can change. The dark theme is the same markup with other
 * colours (the stylesheet's custom properties), so a page audited whole in the light theme is
 * audited again in the dark for these alone.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe for a page of this site, which frames nothing of its own: run in the page itself
 * (`setLegacyMode`), rather than gathering each frame's results in a blank page opened for the
 * purpose, and with every node listed only for violations and for what it could not judge
 * (`resultTypes`: the passes are counted, not listed). Every rule runs as before; together they
 * take about a third of the time.
 */
export function axeFor(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations', 'incomplete'] });
}

/**
 * Runs axe on the page as it stands and fails, naming each rule and its elements, on any
 * violation. Returns the results, for the text axe could not judge (e2e/contrast-review.ts).
 * Every WCAG rule runs, or only `rules` when given.
 */
export async function expectNoAxeViolations(page: Page, state: string, rules?: string[]): Promise<AxeResults> {
  // The page as it stands once its stylesheets have arrived: it paints from its first screen's
  // rules, and the paint loader links the rest after the paint (e2e/first-screen.spec.ts checks
  // that what shows before looks the same).
  await page.waitForFunction(() => {
    const list = document.getElementById('paint-styles')?.textContent;
    const hrefs = list ? (JSON.parse(list) as string[]) : [];
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return hrefs.every((href) => links.some((link) => link.getAttribute('href') === href && link.sheet !== null));
  });
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
  const axe = axeFor(page);
  const results = await (rules ? axe.withRules(rules) : axe.withTags(wcagTags)).analyze();
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
