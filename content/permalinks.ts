// Every page address of the site is written here once. Content, pages, components, the sitemap,
// the search index, the structured data and the tests take their addresses from this module.
// A service's or project's own `url` stays in its record, as the specification's data; the
// prefixes below read its slug back from it. A page of another language lives under its
// language's prefix (/de/about); `paths` and the prefixes read as the page's language.
import { pathIn } from './language-paths';
import { defaultLanguage, type Language } from './languages';
import { localized, pageLanguage } from './localized';

export { englishPath, pathIn } from './language-paths';

/**
 * The site's pages in English: the routes of the specification's table, plus the search results
 * page, the privacy notice and the accessibility statement.
 */
export const englishPaths = {
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
  accessibility: '/accessibility',
} as const;

export type PagePath = (typeof englishPaths)[keyof typeof englishPaths];

/** An English address in the page's language. */
export function localPath(path: string): string {
  return pathIn(path, pageLanguage());
}

const mapValues = <T extends Record<string, string>>(record: T, change: (value: string) => string) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, change(value)])) as { [K in keyof T]: string };

/** The site's pages in the page's language. */
export const paths = localized((language) => mapValues(englishPaths, (path) => pathIn(path, language)));

export const englishPrefixes = {
  service: '/service/',
  project: '/project/',
  member: `${englishPaths.teamDetails}/`,
} as const;

/** Where each collection's pages live, in the page's language: a page is its prefix followed by the item's slug. */
export const collectionPrefixes = localized((language) =>
  mapValues(englishPrefixes, (prefix) => pathIn(prefix, language)),
);

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

/**
 * The languages whose pages share cards of their own (content/og-images.ts). The card renderer
 * (next/og) joins Arabic letters but lays the words out left to right, so the Arabic pages
 * share the English cards.
 */
export const cardLanguages: readonly Language[] = ['en', 'de'];

/** The address of a social card drawn for `language`: `/og/home.png`, `/og/de/home.png`. */
export function cardPath(file: string, language: Language): string {
  const drawn = cardLanguages.includes(language) ? language : defaultLanguage;
  return drawn === defaultLanguage ? `/og/${file}` : `/og/${drawn}/${file}`;
}
