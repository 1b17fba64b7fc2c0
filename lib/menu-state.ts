import { menuSections } from '@/content/menu-sections';
import type { NavItem } from '@/content/types';

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').replace(/\.html$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * Where a path stands in a menu. Built from the menu it is given (the browser's menu gets its
 * items as props), so that nothing here pulls in the content the menu was made from.
 */
export function menuState(menu: NavItem[], sections = menuSections) {
  const urls = menu.flatMap((item) => [item.url, ...(item.children ?? []).map((child) => child.url)]);

  /** The menu page a path is shown under: itself when the menu lists it, else its section's page. */
  function menuUrlFor(pathname: string): string | undefined {
    const path = normalisePath(pathname);
    if (urls.includes(path)) return path;
    return sections.find((rule) => path === rule.path || path.startsWith(`${rule.path}/`))?.menuUrl;
  }

  /** How a menu link relates to the current path: the page itself, the page it belongs under, or neither. */
  function linkState(url: string | undefined, pathname: string): 'page' | 'section' | undefined {
    if (url === undefined) return undefined;
    const path = normalisePath(pathname);
    if (normalisePath(url) === path) return 'page';
    return normalisePath(url) === menuUrlFor(path) ? 'section' : undefined;
  }

  /**
   * Whether a menu entry is current: the path is its page, one of its dropdown's pages, or a page
   * filed under one of those (`menuSections`). Services is so current on /services and on each
   * service page, Portfolio on its children and on each project and member page.
   */
  function isActive(item: NavItem, pathname: string): boolean {
    return [item.url, ...(item.children ?? []).map((child) => child.url)].some(
      (url) => linkState(url, pathname) !== undefined,
    );
  }

  return { menuUrlFor, linkState, isActive };
}
