import type { Locator, Page } from '@playwright/test';
import { projects } from '../content/projects';
import { getMemberSlug, team } from '../content/team';
import { expect, test } from './fixtures';

/** The menu's top-level entries, as a visitor finds them: Portfolio is a button, the rest links. */
const entries = [
  { role: 'link', name: 'Home' },
  { role: 'link', name: 'About' },
  { role: 'link', name: 'Services' },
  { role: 'button', name: 'Portfolio' },
  { role: 'link', name: 'Blog' },
  { role: 'link', name: 'Contact' },
] as const;
type Entry = (typeof entries)[number]['name'];

/** Pages below a menu entry without one of their own, the entry they belong to, or null for none. */
const wayfinding: [string, Entry | null][] = [
  ['/home-2', 'Home'],
  ['/home-3', 'Home'],
  ['/service-details', 'Services'],
  ['/project-details', 'Portfolio'],
  [projects[0]!.url, 'Portfolio'],
  [projects.at(-1)!.url, 'Portfolio'],
  ['/team-details', 'Portfolio'],
  [`/team-details/${getMemberSlug(team[0]!.name)}`, 'Portfolio'],
  ['/blog-details', 'Blog'],
  ['/price-plan', null],
  ['/faqs', null],
  ['/search', null],
  ['/privacy', null],
];

/** The menu of the header at desktop width, or of the opened mobile menu at phone width. */
async function openMenu(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' });
}

/** Exactly `section` is marked current, for assistive technology and to the eye; null: none is. */
async function expectCurrentSection(nav: Locator, section: Entry | null) {
  for (const { role, name } of entries) {
    const item = nav.getByRole(role, { name, exact: true });
    if (name === section) {
      await expect(item, `${name} is current`).toHaveAttribute('aria-current', /^(page|true)$/);
      await expect(item, `${name} is highlighted`).toHaveAttribute('data-active', 'true');
    } else {
      await expect(item, `${name} is not current`).not.toHaveAttribute('aria-current');
      await expect(item, `${name} is not highlighted`).not.toHaveAttribute('data-active', 'true');
    }
  }
  if (section === null) return;
  // The highlight shows: the current entry's colour is not the one the others have.
  const marked = entries.find((entry) => entry.name === section)!;
  const other = entries.find((entry) => entry.name !== section && entry.role === 'link')!;
  const colour = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);
  expect(await colour(nav.getByRole(marked.role, { name: marked.name, exact: true }))).not.toBe(
    await colour(nav.getByRole(other.role, { name: other.name, exact: true })),
  );
}

test('pages below a menu entry mark that entry as the current section, others none', async ({ page }, testInfo) => {
  // One tab walks through them all: the check is short and a page load is most of its cost.
  test.slow();
  for (const [path, section] of wayfinding) {
    await test.step(`${path} marks ${section ?? 'no menu entry'} as the current section`, async () => {
      await page.goto(path);
      // Away from the pointer, so that no hover colour stands in for the highlight.
      await page.mouse.move(0, 0);
      await expectCurrentSection(await openMenu(page, testInfo.project.name === 'phone'), section);
    });
  }
});

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
