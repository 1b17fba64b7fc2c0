import type { Locator } from '@playwright/test';
import { projects } from '../content/projects';
import { expect, test } from './fixtures';
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

test('the marks follow the visitor from page to page within the document, the header staying in place @desktop', async ({
  page,
}) => {
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expectCurrentSection(nav, 'Services');
  // A flag on the window outlives a move within the document, not a page load.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await openDropdown(nav, 'Portfolio');
  await nav.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
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
