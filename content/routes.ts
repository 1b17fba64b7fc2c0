import { defaultLanguage, type Language } from './languages';
import { laterListingPages } from './listings';
import { inLanguage } from './localized';
import { englishPaths, paths, type PagePath } from './permalinks';
import { getMemberUrl, team } from './team';
import { projects } from './projects';
import { services } from './services';

/**
 * The routes of the specification's table, plus the search results page, the privacy notice and
 * the accessibility statement, in the table's order.
 */
export const pageRoutes: PagePath[] = Object.values(englishPaths);

/**
 * Every prerendered route of a language: the sitemap and the route tests read this list. A
 * language has the pages of every entry translated into it.
 */
export function staticRoutes(language: Language = defaultLanguage): string[] {
  return inLanguage(language, () => [
    ...Object.values(paths),
    ...laterListingPages(),
    ...services.map((service) => service.url),
    ...projects.map((project) => project.url),
    ...team.map(getMemberUrl),
  ]);
}
