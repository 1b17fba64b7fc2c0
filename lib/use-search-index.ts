import { useEffect, useState } from 'react';
import type { SearchRecord } from './search';
import { loadSearchIndex } from './search-index-loader';

export type SearchIndexState =
  { status: 'idle' | 'loading' | 'error'; records?: undefined } | { status: 'ready'; records: SearchRecord[] };

/**
 * The search index once `wanted` turns true (never before: pages that do not
 * search never download it). Idle until wanted, then loading, then ready or error.
 * An error stays for this view; the loader forgets it, so /search tries again.
 */
export function useSearchIndex(wanted: boolean): SearchIndexState {
  const [result, setResult] = useState<SearchRecord[] | Error | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadSearchIndex().then(
      (records) => current && setResult(records),
      (error: unknown) => current && setResult(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  if (result instanceof Error) return { status: 'error' };
  if (result) return { status: 'ready', records: result };
  return { status: wanted ? 'loading' : 'idle' };
}
