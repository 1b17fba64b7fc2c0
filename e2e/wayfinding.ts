import type { Locator, Page } from '@playwright/test';
import { projects } from '../content/projects';
import { getMemberSlug, team } from '../content/team';
import { expect } from './fixtures';

// Which menu entry a page marks as the current section. pages.spec.ts checks it on each page of
// `wayfinding` in the visit that audits the page; navigation.spec.ts follows the marks as the
// visitor moves.

/** The menu's top-level entries, as a visitor finds them: Portfolio is a button, the rest links. */
const entries = [
  { role: 'link', name: 'Home' },
  { role: 'link', name: 'About' },
  { role: 'link', name: 'Services' },
  { role: 'button', name: 'Portfolio' },
  { role: 'link', name: 'Blog' },
  { role: 'link', name: 'Contact' },
] as const;
export type Entry = (typeof entries)[number]['name'];

/** Pages below a menu entry without one of their own, the entry they belong to, or null for none. */
export const wayfinding = new Map<string, Entry | null>([
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
  ['/accessibility', null],
]);

/** The menu of the header at desktop width, or of the opened mobile menu at phone width. */
export async function openMenu(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' });
}

/** Exactly `section` is marked current, for assistive technology and to the eye; null: none is. */
export async function expectCurrentSection(nav: Locator, section: Entry | null) {
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
