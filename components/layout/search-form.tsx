import { MagnifyingGlass } from '@phosphor-icons/react/dist/ssr';
import styles from './search-form.module.scss';

export interface SearchFormProps {
  id: string;
  defaultValue?: string;
  tone?: 'plain' | 'boxed';
}

/** A plain GET form to /search: it works with or without script. */
export function SearchForm({ id, defaultValue, tone = 'plain' }: SearchFormProps) {
  return (
    <form action="/search" method="get" role="search" className={`${styles.form} ${styles[tone]}`}>
      <label htmlFor={id} className={styles.label}>
        Search services, projects and articles
      </label>
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
        <button type="submit" className={styles.submit} aria-label="Submit search">
          <MagnifyingGlass size={20} aria-hidden />
        </button>
      </div>
    </form>
  );
}
