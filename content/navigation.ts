import { services } from './services';
import type { Link, NavItem } from './types';

/** The menu of the desktop header and the mobile menu (the specification's table). */
export const mainMenu: NavItem[] = [
  { name: 'Home', url: '/' },
  { name: 'About', url: '/about' },
  {
    name: 'Services',
    url: '/services',
    children: [
      ...services.map((service) => ({ name: service.title, url: service.url })),
      { name: 'All Services', url: '/services' },
    ],
  },
  {
    name: 'Portfolio',
    children: [
      { name: 'Projects', url: '/projects' },
      { name: 'Team', url: '/team' },
      { name: 'Testimonials', url: '/testimonials' },
    ],
  },
  { name: 'Blog', url: '/blog' },
  { name: 'Contact', url: '/contact' },
];

export const quoteLink: Link = { name: 'Get A Free Quote', url: '/contact' };

/** The footer's link columns (the specification's list, grouped). */
export const footerColumns: { title: string; links: Link[] }[] = [
  {
    title: 'Services',
    links: services.map((service) => ({ name: service.title, url: service.url })),
  },
  {
    title: 'Company',
    links: [
      { name: 'Home', url: '/' },
      { name: 'What We Do', url: '/about' },
      { name: 'Team', url: '/team' },
      { name: 'Projects', url: '/projects' },
      { name: 'FAQs', url: '/faqs' },
      { name: 'Contact', url: '/contact' },
      { name: 'Blog', url: '/blog' },
    ],
  },
];

/**
 * Pages the menu does not list, filed under the menu page they belong to, so that the menu shows
 * where a visitor is. A rule covers its path and every path below it (`/project` covers
 * `/project/ai-ecommerce-platform`, not `/projects`). The one place this is decided.
 */
export const menuSections: { path: string; menuUrl: string }[] = [
  { path: '/home-2', menuUrl: '/' },
  { path: '/home-3', menuUrl: '/' },
  { path: '/service-details', menuUrl: '/services' },
  { path: '/project', menuUrl: '/projects' },
  { path: '/project-details', menuUrl: '/projects' },
  { path: '/team-details', menuUrl: '/team' },
  { path: '/blog-details', menuUrl: '/blog' },
];

/** The menu page a path is shown under: itself when the menu lists it, else its section's page. */
export function menuUrlFor(pathname: string): string | undefined {
  const path = normalisePath(pathname);
  const urls = mainMenu.flatMap((item) => [item.url, ...(item.children ?? []).map((child) => child.url)]);
  if (urls.includes(path)) return path;
  return menuSections.find((rule) => path === rule.path || path.startsWith(`${rule.path}/`))?.menuUrl;
}

/** How a menu link relates to the current path: the page itself, the page it belongs under, or neither. */
export function linkState(url: string | undefined, pathname: string): 'page' | 'section' | undefined {
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
export function isActive(item: NavItem, pathname: string): boolean {
  return [item.url, ...(item.children ?? []).map((child) => child.url)].some(
    (url) => linkState(url, pathname) !== undefined,
  );
}

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').replace(/\.html$/, '');
  return trimmed === '' ? '/' : trimmed;
}
