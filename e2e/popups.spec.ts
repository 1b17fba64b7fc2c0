import type { Locator, Page } from '@playwright/test';
import { fill, ui } from '../content/interface';
import { languageInfo, languages, type Language } from '../content/languages';
import { inLanguage } from '../content/localized';
import { mainMenu } from '../content/navigation';
import { pathIn } from '../content/permalinks';
import { expect, expectHydrated, test } from './fixtures';

// Every popup of the header closes on Escape, on a click elsewhere and as focus leaves it
// (WCAG 1.4.13), in every language: the language menu, a dropdown the pointer opened, and in the
// mobile menu a submenu before the menu itself (lib/dismiss.ts serves them all).

/** The words and names a language's header uses. */
function headerWords(language: Language) {
  return inLanguage(language, () => {
    const entry = mainMenu.find((item) => item.url !== undefined && item.children)!;
    return {
      languageLabel: ui.language.label,
      main: ui.menu.main,
      mobile: ui.menu.mobile,
      open: ui.menu.open,
      dialog: ui.menu.dialog,
      entry: entry.name,
      submenu: fill(ui.menu.submenu, { name: entry.name }),
    };
  });
}

/** Presses Tab until focus leaves `root`, at most `max` times. */
async function tabOutOf(page: Page, root: Locator, max = 8): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    if (!(await root.evaluate((element) => element.contains(document.activeElement)))) return;
  }
  throw new Error(`focus stayed in ${root} for ${max} presses of Tab`);
}

for (const language of languages) {
  const words = headerWords(language);

  test(`${languageInfo[language].english}: the language menu and a dropdown the pointer opened close on Escape, a click or focus elsewhere @desktop`, async ({
    page,
  }) => {
    await page.goto(pathIn('/', language));
    await expectHydrated(page);
    const banner = page.getByRole('banner');
    const details = banner.getByRole('navigation', { name: words.languageLabel }).locator('details');
    const summary = details.locator('summary');
    const isOpen = () => details.evaluate((element) => (element as HTMLDetailsElement).open);

    await test.step('the language menu: Escape closes it, focus back on its control', async () => {
      await summary.focus();
      await page.keyboard.press('Enter');
      await expect.poll(isOpen).toBe(true);
      await page.keyboard.press('Tab');
      await expect(details.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect.poll(isOpen).toBe(false);
      await expect(summary).toBeFocused();
    });

    await test.step('the language menu: a click elsewhere closes it', async () => {
      await summary.click();
      await expect.poll(isOpen).toBe(true);
      await page.getByRole('heading', { level: 1 }).click();
      await expect.poll(isOpen).toBe(false);
    });

    await test.step('the language menu: focus leaving it closes it', async () => {
      await summary.click();
      await expect.poll(isOpen).toBe(true);
      await tabOutOf(page, details);
      await expect.poll(isOpen).toBe(false);
    });

    await test.step('a dropdown the pointer opened closes on Escape, wherever focus is', async () => {
      const nav = banner.getByRole('navigation', { name: words.main });
      const toggle = nav.getByRole('button', { name: words.submenu });
      const elsewhere = page.getByRole('main').getByRole('link').first();
      await elsewhere.focus();
      await nav.getByRole('link', { name: words.entry, exact: true }).hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(elsewhere).toBeFocused();
    });
  });

  test(`${languageInfo[language].english}: in the mobile menu, Escape closes an open submenu, then the menu @phone`, async ({
    page,
  }) => {
    await page.goto(pathIn('/', language));
    await expectHydrated(page);
    const hamburger = page.getByRole('button', { name: words.open });
    await hamburger.click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await expect(dialog).toBeVisible();
    const toggle = dialog.getByRole('navigation', { name: words.mobile }).getByRole('button', { name: words.submenu });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
  });
}
