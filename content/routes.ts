import { laterListingPages } from './listings';
import { paths, type PagePath } from './permalinks';
import { getMemberUrl, team } from './team';
import { projects } from './projects';
import { services } from './services';

/** The routes of the specification's table, plus the search results page and the privacy notice, in the table's order. */
export const pageRoutes: PagePath[] = Object.values(paths);

/** Every prerendered route: the sitemap and the route tests read this list. */
export function staticRoutes(): string[] {
  return [
    ...pageRoutes,
    ...laterListingPages(),
    ...services.map((service) => service.url),
    ...projects.map((project) => project.url),
    ...team.map(getMemberUrl),
  ];
}
