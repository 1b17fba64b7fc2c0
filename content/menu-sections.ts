import { localized } from './localized';
import { collectionPrefixes, paths } from './permalinks';

/**
 * Pages the menu does not list, filed under the menu page they belong to, so that the menu shows
 * where a visitor is. A rule covers its path and every path below it (`/project` covers
 * `/project/ai-ecommerce-platform`, not `/projects`). The one place this is decided; the server
 * hands the rules to the menu's island as data (lib/menu-state.ts, `menuMap`), so that its script
 * carries neither this module nor the addresses' language machinery.
 */
export const menuSections: { path: string; menuUrl: string }[] = localized(() => [
  { path: paths.home2, menuUrl: paths.home },
  { path: paths.home3, menuUrl: paths.home },
  { path: paths.serviceDetails, menuUrl: paths.services },
  { path: collectionPrefixes.project.slice(0, -1), menuUrl: paths.projects },
  { path: paths.projectDetails, menuUrl: paths.projects },
  { path: paths.teamDetails, menuUrl: paths.team },
  { path: paths.blogDetails, menuUrl: paths.blog },
]);
