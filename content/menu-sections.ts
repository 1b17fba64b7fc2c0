/**
 * Pages the menu does not list, filed under the menu page they belong to, so that the menu shows
 * where a visitor is. A rule covers its path and every path below it (`/project` covers
 * `/project/ai-ecommerce-platform`, not `/projects`). The one place this is decided; it imports
 * nothing, so the menu's script carries these rules and not the content behind the menu.
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
