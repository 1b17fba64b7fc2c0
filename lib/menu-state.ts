import type { NavItem } from '@/content/types';
import { fill } from '@/content/words';

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').replace(/\.html$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * What the browser needs to place any path in the menu: the menu's pages and the rules that file
 * other pages under them. Plain data, so the menu's script carries it and not the content behind it.
 */
export interface MenuMap {
  urls: string[];
  sections: { path: string; menuUrl: string }[];
}

/** Where the visitor is: the path, and the menu page it is shown under (itself when the menu lists it). */
export interface MenuPlace {
  path: string;
  at: string | undefined;
}

/** What marks a menu control current: the page it is (if any) and the pages below it (a dropdown's). */
export interface MenuMark {
  page?: string;
  within?: string[];
}

/** One entry of the menu as it is drawn, decided here once rather than at each element. */
export interface MenuEntry {
  name: string;
  mark: MenuMark;
  /** The entry's own page; without one, its dropdown's toggle shows the name and carries the mark. */
  url?: string;
  dropdown?: {
    id: string;
    /** Beside the entry's link, the toggle is named by a label; standing for the entry, it carries its mark. */
    toggle: { label: string } | { mark: MenuMark };
    links: { name: string; url: string }[];
  };
}

/** The map of `menu`, with the rules that file other pages under its entries (content/menu-sections.ts). */
export function menuMap(menu: NavItem[], sections: MenuMap['sections']): MenuMap {
  return {
    urls: menu
      .flatMap((item) => [item.url, ...(item.children ?? []).map((child) => child.url)])
      .filter((url) => url !== undefined),
    sections,
  };
}

export function placeOf(pathname: string, { urls, sections }: MenuMap): MenuPlace {
  const path = normalisePath(pathname);
  if (urls.includes(path)) return { path, at: path };
  return { path, at: sections.find((rule) => path === rule.path || path.startsWith(`${rule.path}/`))?.menuUrl };
}

/** How a menu link relates to a place: the page itself, the page it belongs under, or neither. */
function standing(url: string, { path, at }: MenuPlace): 'page' | 'section' | undefined {
  if (normalisePath(url) === path) return 'page';
  return normalisePath(url) === at ? 'section' : undefined;
}

/**
 * `aria-current` of a menu control: `page` on the page itself, `true` on the control of the section
 * the page belongs to (a project's page under Portfolio, a post under Blog).
 */
export function currentOf({ page, within = [] }: MenuMark, place: MenuPlace): 'page' | 'true' | undefined {
  if (page !== undefined && standing(page, place) === 'page') return 'page';
  return [page, ...within].some((url) => url !== undefined && standing(url, place) !== undefined) ? 'true' : undefined;
}

/** The attributes of a control that stands for a page or an entry: highlighted to the eye, current to assistive technology. */
export function markOf(mark: MenuMark, place: MenuPlace) {
  const current = currentOf(mark, place);
  return { 'data-active': current !== undefined, 'aria-current': current };
}

/**
 * The menu's entries: which carry a link, which a dropdown, and what marks each current. An
 * entry with both a link and a dropdown has a toggle named by `submenu` ("{name} submenu").
 */
export function menuEntries(menu: NavItem[], idPrefix: string, submenu: string): MenuEntry[] {
  return menu.map(({ name, url, children }, index) => {
    // Only what differs from a plain link is spelled out: each mark travels in the page's payload.
    const within = children?.map((child) => child.url);
    const mark: MenuMark = { ...(url !== undefined && { page: url }), ...(within && { within }) };
    return {
      name,
      mark,
      url,
      dropdown: children && {
        // By position, not by name: the same in every language, and never split by a space in a
        // name, which would make the toggle's aria-controls name two ids.
        id: `${idPrefix}-menu-${index + 1}`,
        toggle: url === undefined ? { mark } : { label: fill(submenu, { name }) },
        links: children,
      },
    };
  });
}
