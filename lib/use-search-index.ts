import { useEffect, useState } from 'react';
import type { SearchRecord } from './search';
import { loadSearchIndex } from './search-index-loader';

export type SearchIndexState =
  { status: 'idle' | 'loading' | 'error'; records?: undefined } | { status: 'ready'; records: SearchRecord[] };

type Outcome = { records: SearchRecord[] } | { failed: unknown };

/**
 * The search index once `wanted` turns true (never before: pages that do not search never
 * download it). Idle until wanted, then loading, then ready or error. A failed load is tried
 * again when `attempt` changes (the visitor types on, or asks to try again), not on its own.
 */
export function useSearchIndex(wanted: boolean, attempt: unknown = 0): SearchIndexState {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ready = outcome !== null && 'records' in outcome;
  const failed = outcome !== null && 'failed' in outcome && Object.is(outcome.failed, attempt);
  useEffect(() => {
    if (!wanted || ready || failed) return;
    let current = true;
    loadSearchIndex().then(
      (records) => current && setOutcome({ records }),
      () => current && setOutcome({ failed: attempt }),
    );
    return () => {
      current = false;
    };
  }, [wanted, attempt, ready, failed]);
  if (outcome && 'records' in outcome) return { status: 'ready', records: outcome.records };
  if (failed) return { status: 'error' };
  return { status: wanted ? 'loading' : 'idle' };
}
