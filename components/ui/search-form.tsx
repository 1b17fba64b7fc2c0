import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { countedSearchForm } from '@/lib/track';
import { cx } from '@/lib/class-names';
import styles from './search-form.module.scss';

/** What a custom search field gets from the form: the input's id, the form's classes and its submit button. */
export interface SearchFieldParts {
  id: string;
  fieldClassName?: string;
  inputClassName?: string;
  submit: ReactNode;
}

export interface SearchFormProps {
  id: string;
  /** The field's visible label (content/pages.yml: search › formLabel). */
  label: string;
  defaultValue?: string;
  tone?: 'plain' | 'boxed';
  /** Draws the field instead of the plain input (the header's search as you type). */
  field?: (parts: SearchFieldParts) => ReactNode;
  /** The submit button's name and the field's placeholder, in the page's language. */
  words: SearchFormWords;
  /** The search page's address in the page's language (an island cannot read it). */
  action: string;
}

/** What a search form says (content/interface.yml: search). */
export interface SearchFormWords {
  submit: string;
  placeholder: string;
}

/** A plain GET form to /search: it works with or without script; `field` may add results as you type. */
export function SearchForm({ id, label, defaultValue, tone = 'plain', field, words, action }: SearchFormProps) {
  const submit = (
    <button type="submit" className={styles.submit} aria-label={words.submit}>
      <Icon name="search" size={20} />
    </button>
  );
  return (
    <form
      action={action}
      method="get"
      role="search"
      className={cx(styles.form, styles[tone])}
      // Sending a plain form is a search, which the analytics count (lib/analytics-sender.ts); the
      // live search is counted as the visitor types.
      {...(!field && { [countedSearchForm]: '' })}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {field ? (
        field({ id, fieldClassName: styles.field, inputClassName: styles.input, submit })
      ) : (
        <div className={styles.field}>
          <input
            id={id}
            name="q"
            type="search"
            required
            minLength={2}
            defaultValue={defaultValue}
            placeholder={words.placeholder}
            autoComplete="off"
            className={styles.input}
          />
          {submit}
        </div>
      )}
    </form>
  );
}
