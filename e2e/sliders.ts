import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A carousel by its accessible name. */
export function carousel(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

/** The position ("2 of 6") of the slide Swiper shows first. */
export async function activeSlide(region: Locator): Promise<string> {
  return (await region.locator('.swiper-slide-active').getAttribute('aria-label')) ?? '';
}

function position(label: string): { index: number; total: number } {
  const [index = 0, total = 0] = label.split(' of ').map(Number);
  return { index, total };
}

/** The label of the slide after (step 1) or before (step -1) the given one, wrapping around. */
export function stepped(label: string, step: 1 | -1): string {
  const { index, total } = position(label);
  return `${((index - 1 + step + total) % total) + 1} of ${total}`;
}

/** Waits until Swiper has started and the controls work. */
export async function ready(region: Locator): Promise<void> {
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-ready', 'true');
  await expect(region.locator('.swiper-slide-active')).toHaveCount(1);
}

/**
 * Waits until the slides have come to rest as a visitor sees them: no transition runs in the
 * slider (a looping Swiper ignores a new move while one does) and the active slide stands at its
 * start. Read from the page rather than from Swiper's internal `animating` flag, which is not what
 * the visitor sees and once stayed set on a phone run while nothing moved.
 */
export async function settled(region: Locator): Promise<void> {
  const slider = region.locator('.swiper').first();
  await expect
    .poll(() =>
      slider.evaluate((el) => {
        if (el.getAnimations({ subtree: true }).some((animation) => animation instanceof CSSTransition))
          return 'moving';
        const active = el.querySelector('.swiper-slide-active');
        if (!active) return 'no active slide';
        const offset = active.getBoundingClientRect().left - el.getBoundingClientRect().left;
        return Math.abs(offset) < 1 ? 'at rest' : `${Math.round(offset)} px from its place`;
      }),
    )
    .toBe('at rest');
}

/** Waits for the slide to become `label` and to come to rest. */
export async function expectSlide(region: Locator, label: string): Promise<void> {
  await expect.poll(() => activeSlide(region)).toBe(label);
  await settled(region);
}

/**
 * Moves the slider with its Next and Previous buttons and with the arrow keys,
 * checking the first visible slide each time. Focus inside holds autoplay still.
 */
export async function expectArrowsAndKeys(region: Locator): Promise<void> {
  await ready(region);
  const next = region.getByRole('button', { name: 'Next slide' });
  const previous = region.getByRole('button', { name: 'Previous slide' });
  await next.focus();
  await settled(region);
  const start = await activeSlide(region);
  await next.click();
  await expectSlide(region, stepped(start, 1));
  await previous.click();
  await expectSlide(region, start);
  await previous.press('ArrowRight');
  await expectSlide(region, stepped(start, 1));
  await previous.press('ArrowLeft');
  await expectSlide(region, start);
  await previous.press('ArrowLeft');
  await expectSlide(region, stepped(start, -1));
}

/** Focus leaves the page's controls (as after a click elsewhere). */
export async function blurActiveElement(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * The place and size of each carousel of the page and of its first slide ("height x width
 * height" in px), after checking that the page has `count` of them. With `hydrated`, each is
 * first waited for until Swiper runs it; without, none may be running.
 */
export async function carouselLayout(page: Page, count: number, hydrated: boolean): Promise<string[]> {
  const regions = page.locator('[aria-roledescription="carousel"]');
  await expect(regions).toHaveCount(count);
  const sizes: string[] = [];
  for (const region of await regions.all()) {
    if (hydrated) await ready(region);
    else await expect(region).not.toHaveAttribute('data-ready', 'true');
    const box = await region.boundingBox();
    const first = await region.locator('.swiper-slide[aria-label^="1 of"]').boundingBox();
    sizes.push([box?.height, first?.x, first?.width, first?.height].map((value) => Math.round(value ?? -1)).join(' '));
  }
  return sizes;
}

/** The slides in their order ("1 of n" first, wherever loop mode moved them), each holding its text. */
export async function expectSlidesInOrder(region: Locator, texts: string[]): Promise<void> {
  await expect(region.locator('.swiper-slide')).toHaveCount(texts.length);
  for (const [index, text] of texts.entries())
    await expect(region.locator(`.swiper-slide[aria-label="${index + 1} of ${texts.length}"]`)).toContainText(text);
}
