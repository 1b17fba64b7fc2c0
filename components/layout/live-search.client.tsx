'use client';

import type { ReactNode } from 'react';
import { LiveSearchResults, type LiveSearchCopy } from './live-search-results';
import { useLiveSearch } from '../../hooks/use-live-search';

export interface LiveSearchProps {
  /** The input's id, which the form's label names; the listbox and options take ids from it. */
  id: string;
  fieldClassName?: string;
  inputClassName?: string;
  /** The form's submit button, drawn beside the input. */
  children: ReactNode;
  copy: LiveSearchCopy;
}

/**
 * The header search field as a combobox (ARIA 1.2 pattern): matching pages are listed
 * while the visitor types. The arrows move through them, Enter opens the highlighted
 * one; with none highlighted the form submits to /search, as it does without script.
 * Escape is left to the dialog, which closes and returns focus to its trigger.
 */
export function LiveSearch({ id, fieldClassName, inputClassName, children, copy }: LiveSearchProps) {
  const { input, expanded, activeId, results } = useLiveSearch(id);
  const listId = `${id}-results`;
  return (
    <>
      <div className={fieldClassName}>
        <input
          {...input}
          id={id}
          name="q"
          // Not type="search": Chromium spends Escape on clearing such a field, and Escape must close the dialog.
          type="text"
          enterKeyHint="search"
          required
          minLength={2}
          placeholder={copy.placeholder}
          autoComplete="off"
          className={inputClassName}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
        />
        {children}
      </div>
      <LiveSearchResults id={listId} copy={copy} {...results} />
    </>
  );
}
