'use client';

import { useState, useSyncExternalStore } from 'react';
import { resultCount } from '@/lib/search-count';
import { buttonClassName } from '@/components/ui/button';
import { SearchForm, type SearchFormWords } from '@/components/ui/search-form';
import { useSearch } from '@/hooks/use-search-index';
import { SearchResultList, type SearchResultListProps } from './search-result-list';
import styles from './search-results.module.scss';
import { fill } from '@/content/words';

export interface SearchResultsProps {
  copy: Omit<SearchResultListProps, 'query' | 'results'> & {
    formLabel: string;
    form: SearchFormWords;
    /** The search page's address in the page's language. */
    action: string;
    idle: string;
    loading: string;
    failed: string;
    retry: string;
  };
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
 * (only when there is a query) and lists the matches. The form is prefilled with `q`. One
 * live region says what happens: searching, then how many results came (they may come late),
 * and a failed load says so with a way to try again.
 */
export function SearchResults({ copy }: SearchResultsProps) {
  const query = useSyncExternalStore(subscribe, readQuery, noQuery).trim();
  const [retries, setRetries] = useState(0);
  const search = useSearch(query !== '', query, Infinity, `${retries} ${query}`);
  const results = search.status === 'ready' ? search.hits : null;
  let said = '';
  if (query !== '' && search.status === 'loading') said = copy.loading;
  if (results)
    said = fill(copy.words.count_for, { count: resultCount(results.length, copy.words, copy.language), query });
  return (
    <>
      <SearchForm
        key={query}
        id="search-page"
        label={copy.formLabel}
        defaultValue={query}
        tone="boxed"
        words={copy.form}
        action={copy.action}
      />
      {query === '' && <p className={styles.idle}>{copy.idle}</p>}
      <p role="status" className={search.status === 'loading' ? styles.idle : 'visually-hidden'}>
        {said}
      </p>
      {results && <SearchResultList {...copy} query={query} results={results} />}
      {search.status === 'error' && (
        <div role="alert" className={styles.failed}>
          <p>{copy.failed}</p>
          <button type="button" className={buttonClassName('primary')} onClick={() => setRetries((count) => count + 1)}>
            {copy.retry}
          </button>
        </div>
      )}
    </>
  );
}
