import type { Page } from '@playwright/test';
import { colours, themeColours, themes } from '../styles/palette';
import { expect, expectHydrated, holdScripts, test } from './fixtures';

// The theme: the system's unless the visitor chose one, applied before the first paint by the
// head's script (not the page's bundles), kept in localStorage, and changed by one control in
// the header and one in the mobile menu. pages.spec.ts and a11y-states.spec.ts audit every route
// and dialog in both themes.

const surfaces = {
  light: rgb(colours[themes.light.surface]),
  dark: rgb(colours[themes.dark.surface]),
} as const;

function rgb(hex: string): string {
  const full = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgb(${red}, ${green}, ${blue})`;
}

/**
 * The theme of the first frame the browser renders: read in the first animation frame's callback,
 * which runs before that frame is painted (set up before any of the page's own scripts).
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { firstFrame: object }).firstFrame = {
        theme: root.dataset.theme ?? null,
        surface: getComputedStyle(root).getPropertyValue('--c-surface').trim(),
        background: document.body ? getComputedStyle(document.body).backgroundColor : null,
      };
    });
  });
}

const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame)
    .then((handle) => handle.jsonValue());

/** The header bar's control (the mobile menu's, inside the header too, comes after it). */
const themeButton = (page: Page) =>
  page
    .locator('header')
    .getByRole('button', { name: /^Theme: / })
    .first();

// What paints first depends on the stored choice and the system, not on the width: one width.
test.describe('before any bundle runs @desktop', () => {
  for (const [stored, system] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    test(`a stored ${stored} theme paints ${stored} first under a ${system} system`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: system });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), stored);
      await recordFirstFrame(page);
      // The bundles never arrive: only the head's inline script can have set the theme.
      const release = await holdScripts(page);
      await page.goto('/about', { waitUntil: 'domcontentloaded' });
      expect(await firstFrame(page)).toEqual({
        theme: stored,
        surface: colours[themes[stored].surface],
        background: surfaces[stored],
      });
      await expect(page.locator('body')).toHaveCSS('background-color', surfaces[stored]);
      release();
    });
  }

  test('with nothing stored the system decides, and the theme control waits unseen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstFrame(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await firstFrame(page)).toEqual({
      theme: null,
      surface: colours[themes.dark.surface],
      background: surfaces.dark,
    });
    await expect(themeButton(page)).toBeHidden();
    release();
  });
});

test('the header control cycles system, light and dark, and a reload keeps the choice', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/services');
  await expectHydrated(page);
  const button = themeButton(page);
  const root = page.locator('html');
  const body = page.locator('body');
  await expect(button).toHaveAccessibleName('Theme: System');
  await expect(body).toHaveCSS('background-color', surfaces.dark);
  // By keyboard: the control is a button, reached and pressed like one.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAccessibleName('Theme: Light');
  await expect(root).toHaveAttribute('data-theme', 'light');
  await expect(body).toHaveCSS('background-color', surfaces.light);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.keyboard.press('Space');
  await expect(button).toHaveAccessibleName('Theme: Dark');
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(body).toHaveCSS('background-color', surfaces.dark);

  // The choice outlives the page, whatever the system says now.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expectHydrated(page);
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect(body).toHaveCSS('background-color', surfaces.dark);
  await expect(button).toHaveAccessibleName('Theme: Dark');
  // The browser's chrome follows the choice: the dark tag applies, the light one is set aside.
  await expect(page.locator('meta[name="theme-color"][content="' + themeColours.dark + '"]')).toHaveAttribute(
    'media',
    'all',
  );

  // Back to the system's: the choice is forgotten.
  await button.click();
  await expect(button).toHaveAccessibleName('Theme: System');
  await expect(root).not.toHaveAttribute('data-theme');
  await expect(body).toHaveCSS('background-color', surfaces.light);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await expect(page.locator('meta[name="theme-color"][content="' + themeColours.dark + '"]')).toHaveAttribute(
    'media',
    '(prefers-color-scheme: dark)',
  );
});

test('the mobile menu has the control too, in step with the header @phone', async ({ page }) => {
  await page.goto('/contact');
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const control = menu.getByRole('button', { name: 'Theme: System' });
  await expect(control).toBeVisible();
  await control.click();
  await expect(menu.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
  await menu.getByRole('button', { name: 'Theme: Light' }).click();
  await expect(menu.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('background-color', surfaces.dark);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(themeButton(page)).toHaveAccessibleName('Theme: Dark');
});

test('every page has a theme colour for each scheme @desktop', async ({ page }) => {
  await page.goto('/');
  const tags = page.locator('meta[name="theme-color"]');
  await expect(tags).toHaveCount(2);
  await expect(tags.nth(0)).toHaveAttribute('media', '(prefers-color-scheme: light)');
  await expect(tags.nth(0)).toHaveAttribute('content', themeColours.light);
  await expect(tags.nth(1)).toHaveAttribute('media', '(prefers-color-scheme: dark)');
  await expect(tags.nth(1)).toHaveAttribute('content', themeColours.dark);
});

test.describe('without JavaScript @desktop', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('a dark system gives the dark theme, and no control that cannot work', async ({ page }) => {
    await page.goto('/team');
    await expect(page.locator('body')).toHaveCSS('background-color', surfaces.dark);
    await expect(page.locator('body')).toHaveCSS('color', rgb(colours[themes.dark.text]));
    await expect(page.locator('main h2').first()).toHaveCSS('color', rgb(colours[themes.dark.heading]));
    await expect(themeButton(page)).toBeHidden();
  });
});
