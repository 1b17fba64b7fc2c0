'use client';

import { useSyncExternalStore } from 'react';
import { SearchForm } from '@/components/layout/search-form';
import { searchRecords, type SearchRecord } from '@/lib/search';
import { SearchResultList, type SearchResultListProps } from './search-result-list';
import styles from './search-results.module.scss';

export interface SearchResultsProps {
  records: SearchRecord[];
  copy: Omit<SearchResultListProps, 'query' | 'results'> & { idle: string };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const readQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';
// The prerendered page knows no query: it shows the form and the idle line.
const noQuery = () => '';

/**
 * The /search page's results: reads `q` from the address, filters the
 * prerendered index and lists the matches. The form is prefilled with `q`.
 */
export function SearchResults({ records, copy }: SearchResultsProps) {
  const query = useSyncExternalStore(subscribe, readQuery, noQuery).trim();
  return (
    <>
      <SearchForm key={query} id="search-page" defaultValue={query} tone="boxed" />
      {query === '' ? (
        <p className={styles.idle}>{copy.idle}</p>
      ) : (
        <SearchResultList {...copy} query={query} results={searchRecords(records, query)} />
      )}
    </>
  );
}
