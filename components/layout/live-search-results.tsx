import Link from 'next/link';
import { searchCopy } from '@/content/page-copy';
import { searchUrl } from '@/content/permalinks';
import { resultCount, type SearchHit } from '@/lib/search';
import type { SearchIndexState } from '@/lib/use-search-index';
import styles from './live-search-results.module.scss';

export interface LiveSearchResultsProps {
  /** The listbox's id, which the combobox controls. */
  id: string;
  optionId: (index: number) => string;
  query: string;
  status: SearchIndexState['status'];
  /** The matches listed here; `total` counts them all. */
  hits: SearchHit[];
  total: number;
  /** The highlighted option, -1 for none. */
  active: number;
}

function message({ query, status, total }: Pick<LiveSearchResultsProps, 'query' | 'status' | 'total'>): string {
  if (query === '') return '';
  if (status === 'error') return searchCopy.liveFailed;
  if (status !== 'ready') return searchCopy.loading;
  return total === 0 ? `No results for “${query}”` : resultCount(total);
}

/**
 * The live results under the dialog's search field: a polite count, the matches as a
 * listbox of links (middle-click still opens a tab) and a link to all of them on /search.
 */
export function LiveSearchResults({ id, optionId, query, status, hits, total, active }: LiveSearchResultsProps) {
  return (
    <div className={styles.results}>
      <p role="status" className={styles.status}>
        {message({ query, status, total })}
      </p>
      <div
        role="listbox"
        id={id}
        aria-label={searchCopy.liveListLabel}
        hidden={hits.length === 0}
        className={styles.list}
      >
        {hits.map((hit, index) => (
          <Link
            key={hit.url}
            id={optionId(index)}
            href={hit.url}
            prefetch={false}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
          >
            <span className={styles.head}>
              <span className={styles.title}>{hit.title}</span>
              <span className={styles.type}>{hit.type}</span>
            </span>
            <span className={styles.text}>{hit.text}</span>
          </Link>
        ))}
      </div>
      {hits.length > 0 && (
        <Link href={searchUrl(query)} prefetch={false} className={styles.all}>
          {searchCopy.seeAll}
        </Link>
      )}
    </div>
  );
}
