import { parseSearchIndex, type SearchRecord } from './search';

/** Written into the export by scripts/search-index.ts; same origin, so the CSP's connect-src 'self' allows it. */
export const searchIndexUrl = '/search-index.json';

let pending: Promise<SearchRecord[]> | null = null;

/**
 * The search index, fetched once per page view however many islands ask for it
 * (the header dialog and the /search page share one request). A failed fetch is
 * forgotten, so the next request tries again.
 */
export function loadSearchIndex(): Promise<SearchRecord[]> {
  pending ??= fetch(searchIndexUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then(parseSearchIndex)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** Drops the fetched index (for tests, which stub `fetch` differently each time). */
export function forgetSearchIndex(): void {
  pending = null;
}
