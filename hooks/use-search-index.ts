import { useEffect, useMemo, useState } from 'react';
import type { SearchHit, SearchIndex, SearchShards, search } from '../lib/search';
import { loadSearchEngine, loadSearchIndex, loadSearchShards, searchShards } from '../lib/search-index-loader';

export type SearchIndexState =
  | { status: 'idle' | 'loading' | 'error'; hits?: undefined; total?: undefined }
  | { status: 'ready'; hits: SearchHit[]; total: number };

type Failure = { attempt: unknown };
type Loaded = { index: SearchIndex; search: typeof search };

/**
 * The results of `query` (the first `shown` of them, and how many there are) once `wanted`
 * turns true: the search index is fetched then, never before (pages that do not search never
 * download it), and then the shards the query needs. Idle until wanted, then loading, then ready
 * or error. A failed load is tried again when `attempt` changes (the visitor types on, or asks to
 * try again), not on its own.
 */
export function useSearch(wanted: boolean, query: string, shown = Infinity, attempt: unknown = 0): SearchIndexState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [shards, setShards] = useState<SearchShards>(searchShards);
  const [failure, setFailure] = useState<Failure | null>(null);
  const failed = failure !== null && Object.is(failure.attempt, attempt);
  const outcome = useMemo(
    () => (loaded && query !== '' ? loaded.search(loaded.index, shards, query, shown) : null),
    [loaded, shards, query, shown],
  );
  const missing = outcome && 'missing' in outcome ? outcome.missing.join(' ') : '';

  useEffect(() => {
    if (!wanted || loaded || failed) return;
    let current = true;
    Promise.all([loadSearchIndex(), loadSearchEngine()]).then(
      ([index, engine]) => current && setLoaded({ index, search: engine.search }),
      () => current && setFailure({ attempt }),
    );
    return () => {
      current = false;
    };
  }, [wanted, loaded, failed, attempt]);

  useEffect(() => {
    if (!wanted || missing === '' || failed) return;
    let current = true;
    loadSearchShards(missing.split(' ')).then(
      (fetched) => current && setShards(fetched),
      () => current && setFailure({ attempt }),
    );
    return () => {
      current = false;
    };
  }, [wanted, missing, failed, attempt]);

  if (failed) return { status: 'error' };
  if (!wanted) return { status: 'idle' };
  if (!loaded || missing !== '') return { status: 'loading' };
  if (!outcome || 'missing' in outcome) return { status: 'ready', hits: [], total: 0 };
  return { status: 'ready', hits: outcome.hits, total: outcome.total };
}
