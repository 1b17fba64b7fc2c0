import { Icon } from '@/components/ui/icon';
import type { Link as LinkItem } from '@/content/types';
import type { SearchHit } from '@/lib/search';
import type { SearchWords } from '@/content/interface';
import { fill } from '@/content/words';
import { resultCount, resultType } from '@/lib/search-count';
import styles from './search-result-list.module.scss';

export interface SearchResultListProps {
  query: string;
  results: SearchHit[];
  emptyText: string;
  browseTitle: string;
  suggestions: readonly LinkItem[];
  /** The counts and kinds of results, in the page's language. */
  words: SearchWords;
  /** The page's language, whose plural rules choose the count's form. */
  language: string;
}

/** The matches of a query with their count, or an empty state with a way onward. */
export function SearchResultList({
  query,
  results,
  emptyText,
  browseTitle,
  suggestions,
  words,
  language,
}: SearchResultListProps) {
  const count = resultCount(results.length, words, language);
  return (
    <section className={styles.section} aria-labelledby="search-results-title">
      <h2 id="search-results-title" className={styles.title}>
        {fill(words.count_for, { count, query })}
      </h2>
      {results.length === 0 ? (
        <div className={styles.empty}>
          <p>{emptyText}</p>
          <h3 className={styles.browseTitle}>{browseTitle}</h3>
          <ul className={styles.suggestions}>
            {suggestions.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.name}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ol className={styles.list}>
          {results.map((result) => (
            <li key={result.url} className={styles.result}>
              <span className={styles.type}>{resultType(result.type, words)}</span>
              <h3 className={styles.resultTitle}>
                <a href={result.url} className={styles.link}>
                  {result.title}
                </a>
              </h3>
              <p className={styles.text}>{result.text}</p>
              <Icon name="arrow-right" size={20} weight="bold" className={styles.arrow} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
