import type { SearchHit } from '@/lib/search';
import type { SearchWords } from '@/content/interface';
import { fill } from '@/content/words';
import { resultCount, resultType } from '@/lib/search-count';
import type { SearchIndexState } from '@/hooks/use-search-index';
import styles from './live-search-results.module.scss';

/** The live results' texts (content/pages.yml: search), handed down from the server. */
export interface LiveSearchCopy {
  loading: string;
  liveFailed: string;
  liveListLabel: string;
  seeAll: string;
  /** The field's placeholder. */
  placeholder: string;
  /** The counts and kinds of results. */
  words: SearchWords;
  /** The search page's address in the page's language. */
  searchPath: string;
  /** The page's language, whose plural rules choose the count's form. */
  language: string;
}

export interface LiveSearchResultsProps {
  copy: LiveSearchCopy;
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

function message({
  copy,
  query,
  status,
  total,
}: Pick<LiveSearchResultsProps, 'copy' | 'query' | 'status' | 'total'>): string {
  if (query === '') return '';
  if (status === 'error') return copy.liveFailed;
  if (status !== 'ready') return copy.loading;
  return total === 0 ? fill(copy.words.none_for, { query }) : resultCount(total, copy.words, copy.language);
}

/**
 * The live results under the dialog's search field: a polite count, the matches as a
 * listbox of links (middle-click still opens a tab) and a link to all of them on /search.
 */
export function LiveSearchResults({ copy, id, optionId, query, status, hits, total, active }: LiveSearchResultsProps) {
  return (
    <div className={styles.results}>
      <p role="status" className={styles.status}>
        {message({ copy, query, status, total })}
      </p>
      <div role="listbox" id={id} aria-label={copy.liveListLabel} hidden={hits.length === 0} className={styles.list}>
        {hits.map((hit, index) => (
          <a
            key={hit.url}
            id={optionId(index)}
            href={hit.url}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
          >
            <span className={styles.head}>
              <span className={styles.title}>{hit.title}</span>
              <span className={styles.type}>{resultType(hit.type, copy.words)}</span>
            </span>
            <span className={styles.text}>{hit.text}</span>
          </a>
        ))}
      </div>
      {hits.length > 0 && (
        <a href={`${copy.searchPath}?q=${encodeURIComponent(query)}`} className={styles.all}>
          {copy.seeAll}
        </a>
      )}
    </div>
  );
}
