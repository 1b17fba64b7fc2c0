import { paginate, type ListingPage } from './paging';
import { localized } from './localized';
import { paths } from './permalinks';
import { projects } from './projects';
import { team } from './team';
import type { Project, TeamMember } from './types';

/**
 * Entries per page of a listing: whole rows of its grid at every width (projects come in rows of
 * 1, 2 or 3: 18 is six rows of three; members in rows of 1, 2 or 4: 12 is three of four), and
 * more than today's entries, so that their pages stay as they are and an editor adds several
 * before a second page appears. A page of either stays well inside the HTML budget (13.3 KB of
 * brotli, postbuild) with entries' texts far longer than today's.
 */
export const listingPageSizes = { projects: 18, team: 12 } as const;

/** The projects listing, page by page: /projects, /projects/page/2… */
export const projectPages: ListingPage<Project>[] = localized(() =>
  paginate(projects, listingPageSizes.projects, paths.projects),
);

/** The team listing, page by page: /team, /team/page/2… */
export const teamPages: ListingPage<TeamMember>[] = localized(() => paginate(team, listingPageSizes.team, paths.team));

/** The team under the default Team Details content, page by page: /team-details, /team-details/page/2… */
export const teamDetailsPages: ListingPage<TeamMember>[] = localized(() =>
  paginate(team, listingPageSizes.team, paths.teamDetails),
);

/** The listings split into pages; each one's first page is at the listing's own path. */
export const pagedListings: ListingPage<unknown>[][] = localized(() => [projectPages, teamPages, teamDetailsPages]);

/** Every page of every paged listing past the first (the first is the listing's own route). */
export function laterListingPages(): string[] {
  return pagedListings.flatMap((pages) => pages.slice(1).map((page) => page.url));
}
