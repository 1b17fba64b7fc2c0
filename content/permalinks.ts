// Every page address of the site is written here once. Content, pages, components, the sitemap,
// the search index, the structured data and the tests take their addresses from this module.
// A service's or project's own `url` stays in its record, as the specification's data; the
// prefixes below read its slug back from it. The module imports nothing, so the menu's script
// can carry it.

/** The site's pages: the routes of the specification's table, plus the search results page and the privacy notice. */
export const paths = {
  home: '/',
  home2: '/home-2',
  home3: '/home-3',
  about: '/about',
  services: '/services',
  serviceDetails: '/service-details',
  projects: '/projects',
  projectDetails: '/project-details',
  team: '/team',
  teamDetails: '/team-details',
  testimonials: '/testimonials',
  pricePlan: '/price-plan',
  faqs: '/faqs',
  blog: '/blog',
  blogDetails: '/blog-details',
  contact: '/contact',
  search: '/search',
  privacy: '/privacy',
} as const;

export type PagePath = (typeof paths)[keyof typeof paths];

/** Where each collection's pages live: a page is its prefix followed by the item's slug. */
export const collectionPrefixes = {
  service: '/service/',
  project: '/project/',
  member: `${paths.teamDetails}/`,
} as const;

/** The slug of a page URL under a collection's prefix: `/project/x` under `/project/` is `x`. */
export function slugFromUrl(url: string, prefix: string): string {
  return url.startsWith(prefix) ? url.slice(prefix.length) : url.replace(/^\/+/, '');
}

/** A team member's page, from the member's slug. */
export function memberUrl(slug: string): string {
  return `${collectionPrefixes.member}${slug}`;
}

/** The segment before a page number in a paged listing's address. */
export const listingPageSegment = 'page';

/** Page `number` of the listing at `path`: the listing itself for page 1, `{path}/page/{number}` after it. */
export function listingPageUrl(path: string, number: number): string {
  return number === 1 ? path : `${path}/${listingPageSegment}/${number}`;
}

/** The search results page for a query. */
export function searchUrl(query: string): string {
  return `${paths.search}?q=${encodeURIComponent(query)}`;
}
