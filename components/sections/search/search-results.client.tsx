'use client';

import { useSyncExternalStore } from 'react';
import { SearchForm } from '@/components/ui/search-form';
import { searchRecords } from '@/lib/search';
import { useSearchIndex } from '@/lib/use-search-index';
import { SearchResultList, type SearchResultListProps } from './search-result-list';
import styles from './search-results.module.scss';

export interface SearchResultsProps {
  copy: Omit<SearchResultListProps, 'query' | 'results'> & { idle: string; loading: string; failed: string };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const readQuery = () => new URLSearchParams(window.location.search).get('q') ?? '';
// The prerendered page knows no query: it shows the form and the idle line.
const noQuery = () => '';

/**
 * The /search page's results: reads `q` from the address, fetches the search index
 * (only when there is a query) and lists the matches. The form is prefilled with `q`.
 */
export function SearchResults({ copy }: SearchResultsProps) {
  const query = useSyncExternalStore(subscribe, readQuery, noQuery).trim();
  const index = useSearchIndex(query !== '');
  let body;
  if (query === '') body = <p className={styles.idle}>{copy.idle}</p>;
  else if (index.status === 'ready')
    body = <SearchResultList {...copy} query={query} results={searchRecords(index.records, query)} />;
  else
    body = (
      <p className={styles.idle} role={index.status === 'error' ? 'alert' : 'status'}>
        {index.status === 'error' ? copy.failed : copy.loading}
      </p>
    );
  return (
    <>
      <SearchForm key={query} id="search-page" defaultValue={query} tone="boxed" />
      {body}
    </>
  );
}
