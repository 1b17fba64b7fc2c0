import { MagnifyingGlass } from '@phosphor-icons/react/dist/ssr';
import { cx } from '@/lib/class-names';
import { LiveSearch } from './live-search.client';
import styles from './search-form.module.scss';

export interface SearchFormProps {
  id: string;
  defaultValue?: string;
  tone?: 'plain' | 'boxed';
  /** List matching pages while the visitor types (the header dialog). */
  live?: boolean;
}

/** A plain GET form to /search: it works with or without script; `live` adds results as you type. */
export function SearchForm({ id, defaultValue, tone = 'plain', live = false }: SearchFormProps) {
  const submit = (
    <button type="submit" className={styles.submit} aria-label="Submit search">
      <MagnifyingGlass size={20} aria-hidden />
    </button>
  );
  return (
    <form action="/search" method="get" role="search" className={cx(styles.form, styles[tone])}>
      <label htmlFor={id} className={styles.label}>
        Search services, projects and articles
      </label>
      {live ? (
        <LiveSearch id={id} fieldClassName={styles.field} inputClassName={styles.input}>
          {submit}
        </LiveSearch>
      ) : (
        <div className={styles.field}>
          <input
            id={id}
            name="q"
            type="search"
            required
            minLength={2}
            defaultValue={defaultValue}
            placeholder="Search…"
            autoComplete="off"
            className={styles.input}
          />
          {submit}
        </div>
      )}
    </form>
  );
}
