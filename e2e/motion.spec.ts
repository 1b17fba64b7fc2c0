import type { Locator, Page } from '@playwright/test';
import { sectionCopy } from '../content/sections';
import { getMemberSkillBars, getMemberUrl, team } from '../content/team';
import { expect, expectSettled, test } from './fixtures';

// Tests tagged @desktop here check what the HTML holds or how it behaves, the same at every width;
// pages.spec.ts audits each page at 390 px too (complete, rendered, nothing spilling sideways).

// A short window puts most of each page below the fold when it hydrates.
const shortWindow = (page: Page) => ({ width: page.viewportSize()?.width ?? 1280, height: 480 });

/** The opacity the visitor sees: the element's own times every ancestor's. */
function seenOpacity(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });
}

/** How full a progress bar looks: its painted fill over its track, 0–100. */
function paintedPercent(bar: Locator): Promise<number> {
  return bar.evaluate((track) => {
    const fill = track.firstElementChild as HTMLElement;
    return (100 * fill.getBoundingClientRect().width) / track.getBoundingClientRect().width;
  });
}

/**
 * Elements laid out on the page that nobody can see: transparent or squashed
 * to nothing (live regions for screen readers are meant to be unseen).
 */
function invisibleElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *, footer *')]
      .filter((element) => element.checkVisibility() && !element.closest('[aria-live]'))
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.opacity === '0' || /^matrix\(0, 0, 0, 1|translateY\(24px\)/.test(style.transform);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
}

const member = team[0]!;
/** A section heading far down /about (the team slider's). */
const teamHeading = (page: Page) => page.getByRole('heading', { name: sectionCopy.team.title });

test('a section below the fold waits, then rises fully into view when scrolled to', async ({ page }) => {
  await page.setViewportSize(shortWindow(page));
  await page.goto('/about');
  const heading = teamHeading(page);
  await expect.poll(() => seenOpacity(heading)).toBe(0);
  await heading.scrollIntoViewIfNeeded();
  await expect.poll(() => seenOpacity(heading)).toBe(1);
  await expect(heading).toBeInViewport();
  // The hero and its heading were on screen at hydration: never hidden.
  expect(await seenOpacity(page.getByRole('heading', { level: 1 }))).toBe(1);
});

test('progress bars fill from empty to their value when first seen @desktop', async ({ page }) => {
  await page.setViewportSize(shortWindow(page));
  await page.goto(getMemberUrl(member));
  const values = getMemberSkillBars(member).map((bar) => bar.percent);
  const bars = page.getByRole('progressbar');
  await expect(bars).toHaveCount(values.length);
  const last = bars.last();
  await expect.poll(() => paintedPercent(last)).toBe(0);
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => paintedPercent(last)).toBeCloseTo(values.at(-1)!, 0);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('everything is shown at once and the bars are full @desktop', async ({ page }) => {
    await page.setViewportSize(shortWindow(page));
    for (const route of [getMemberUrl(member), '/about']) {
      await page.goto(route);
      await expectSettled(page);
      expect(await invisibleElements(page), route).toEqual([]);
      for (const bar of await page.getByRole('progressbar').all())
        expect(await paintedPercent(bar)).toBeCloseTo(Number(await bar.getAttribute('aria-valuenow')), 0);
    }
    expect(await seenOpacity(teamHeading(page))).toBe(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('nothing is hidden waiting for a script @desktop', async ({ page }) => {
    await page.setViewportSize(shortWindow(page));
    for (const route of ['/', '/about', '/projects', getMemberUrl(member)]) {
      await page.goto(route);
      expect(await invisibleElements(page), route).toEqual([]);
    }
  });
});
