import type { Locator } from '@playwright/test';
import { homeVideo } from '../content/home';
import { colourSchemes, expectNoAxeViolations } from './a11y-helpers';
import { expectContrastReviewed } from './contrast-review';
import { expect, stubEmbeds, test } from './fixtures';

// pages.spec.ts audits every route as it loads; these audit what only opens on request (the
// mobile menu, the header search with results, the video player) and the not-found page.

// With a dialog open, the text whose contrast axe could not judge is reviewed inside it: the page
// behind is inert (and reviewed as it loads by pages.spec.ts). No dialog needs an entry.
const openDialog = { within: 'dialog[open]', entries: [] };

async function expectModal(dialog: Locator): Promise<void> {
  expect(await dialog.evaluate((element) => element.matches(':modal')), 'the dialog is modal').toBe(true);
}

// A whole page audited with a dialog open over it: as slow as pages.spec.ts' audits of the home pages.
test.describe.configure({ timeout: 90_000 });

// Each in both themes: as the page loads (light), and with the system asking for dark.
for (const scheme of colourSchemes) {
  test.describe(`in the ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('the mobile menu, open, has no accessibility violations @phone', async ({ page }) => {
      // The menu's button shows below 992 px only; at desktop width the header's bar is the menu,
      // which pages.spec.ts audits with the page.
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expectModal(menu);
      await expect(
        menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }),
      ).toBeVisible();
      // Its one dropdown open too, so that the submenu's links are audited as well.
      await menu.getByRole('button', { name: 'Portfolio' }).click();
      await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible();
      const results = await expectNoAxeViolations(page, `the open mobile menu (${scheme})`);
      await expectContrastReviewed(page, '/', test.info().project.name, results, { ...openDialog, scheme });
    });

    test('the search dialog, open with results listed, has no accessibility violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Search the site' });
      const combobox = dialog.getByRole('combobox', { name: 'Search the whole site' });
      await expect(combobox).toBeFocused();
      await expectModal(dialog);
      // One input event: on a busy machine keys typed one by one can settle on a shorter query
      // first, whose results give way to the full query's as the keys below arrive.
      await combobox.fill('cloud');
      const options = dialog.getByRole('listbox', { name: 'Matching pages' }).getByRole('option');
      await expect(options.first()).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText(/^\d+ results$/);
      // One result highlighted, as it is while the visitor moves through them with the arrow keys.
      await combobox.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-activedescendant', /.+/);
      await expect(dialog.getByRole('status')).toHaveText(/^\d+ results$/);
      const results = await expectNoAxeViolations(page, `the search dialog with results (${scheme})`);
      await expectContrastReviewed(page, '/', test.info().project.name, results, { ...openDialog, scheme });
    });

    test('the video modal, open, has no accessibility violations', async ({ page }) => {
      // The player's page stands in, so that axe reads the frame as it would the provider's.
      await stubEmbeds(page);
      await page.goto('/');
      await page.getByRole('button', { name: `Play video: ${homeVideo.title}` }).click();
      const dialog = page.getByRole('dialog', { name: homeVideo.title });
      await expect(dialog).toBeVisible();
      await expectModal(dialog);
      await expect(dialog.locator('iframe')).toHaveAttribute('title', homeVideo.title);
      const results = await expectNoAxeViolations(page, `the open video modal (${scheme})`);
      await expectContrastReviewed(page, '/', test.info().project.name, results, { ...openDialog, scheme });
    });

    test.describe('the not-found page', () => {
      // The page itself answers 404, which the browser logs; nothing else may fail.
      test.use({ allowedConsoleErrors: [/status of 404 .*\/no-such-page\]$/] });

      test('has no accessibility violations', async ({ page }) => {
        const response = await page.goto('/no-such-page');
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await expectNoAxeViolations(page, `/404 (${scheme})`);
        await expectContrastReviewed(page, '/404', test.info().project.name, results, { scheme });
      });
    });
  });
}
