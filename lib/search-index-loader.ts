import type { SearchIndex, SearchShards } from './search';

/** Written into the export by buildtime/search-index.ts; same origin, so the CSP's connect-src 'self' allows it. */
export const searchIndexUrl = '/search-index.json';

/**
 * The search itself (lib/search.ts), fetched with the index: every page has the search dialog,
 * and a visit that does not search need not download it.
 */
export const loadSearchEngine = () => import('./search');

const noShards = (): SearchShards => ({ terms: new Map(), heads: new Map(), bodies: new Map() });

let pending: Promise<SearchIndex> | null = null;
let shards: SearchShards = noShards();
const files = new Map<string, Promise<void>>();

/**
 * Where the index of the page's language lies: each language has its own, beside its pages
 * (/search-index.json, /de/search-index.json), and the page's root says its language.
 */
export function inPageLanguage(url: string): string {
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return language && language !== 'en' ? `/${language}${url}` : url;
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(inPageLanguage(url));
  if (!response.ok) throw new Error(`The search index answered ${response.status} for ${url}`);
  return response.json();
}

/**
 * The search index's first file, fetched once per page view however many islands ask for it
 * (the header dialog and the /search page share one request). A failed fetch is forgotten, so
 * the next request tries again.
 */
export function loadSearchIndex(): Promise<SearchIndex> {
  pending ??= Promise.all([fetchJson(searchIndexUrl), loadSearchEngine()])
    .then(([data, { readSearchIndex }]) => readSearchIndex(data))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/**
 * Fetches shards of the index (each once, however often asked for; a failed one is forgotten) and
 * resolves to all the shards fetched so far, a new object each time so that a change shows.
 */
export async function loadSearchShards(urls: string[]): Promise<SearchShards> {
  const into = shards;
  const { storeShard } = await loadSearchEngine();
  await Promise.all(
    urls.map((url) => {
      let file = files.get(url);
      if (!file) {
        file = fetchJson(url)
          .then((data) => storeShard(into, url, data))
          .catch((error: unknown) => {
            files.delete(url);
            throw error;
          });
        files.set(url, file);
      }
      return file;
    }),
  );
  return { ...shards };
}

/** The shards fetched so far. */
export const searchShards = (): SearchShards => shards;

/** Drops the fetched index and shards (for tests, which stub `fetch` differently each time). */
export function forgetSearchIndex(): void {
  pending = null;
  shards = noShards();
  files.clear();
}
