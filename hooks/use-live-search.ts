import { useCallback, useEffect, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { characterCount } from '@/lib/form-rules';
import { moveHighlight } from '@/lib/listbox-keys';
import { track } from '@/lib/track';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useSearch } from '@/hooks/use-search-index';

/** Results listed in the dialog; the rest are one link away on /search. */
export const LIVE_RESULTS_SHOWN = 8;
/** How long typing must pause before the results follow, in milliseconds. */
export const LIVE_SEARCH_DELAY = 150;
/** How long a query must stand before it counts as a search (not each pause while typing), in milliseconds. */
export const SEARCH_USED_DELAY = 1000;

/**
 * The state of the live search combobox whose input has the id `id`: the typed
 * value, the index (loaded once the input gets focus, which the dialog gives it
 * on opening), the debounced query and its matches, and the highlighted option.
 */
export function useLiveSearch(id: string) {
  const [value, setValue] = useState('');
  const [wanted, setWanted] = useState(false);
  const [highlight, setHighlight] = useState({ list: '', query: '', url: '', index: -1 });
  const settled = useDebouncedValue(value.trim(), LIVE_SEARCH_DELAY);
  const query = value.trim() === '' ? '' : settled;
  // After a failed load, each new query tries again.
  const search = useSearch(wanted, query, LIVE_RESULTS_SHOWN, settled);
  const shown = search.hits ?? [];
  // The same results (typing on) keep the highlight. So does the same query whose results grow
  // as more of the index arrives, on the same page while it is still listed; a new query's
  // results start without one.
  const list = shown.map((hit) => hit.url).join(' ');
  const active =
    highlight.list === list
      ? highlight.index
      : highlight.query === query
        ? shown.findIndex((hit) => hit.url === highlight.url)
        : -1;
  const optionId = useCallback((n: number) => `${id}-option-${n}`, [id]);
  const activeId = active >= 0 ? optionId(active) : undefined;

  // What the visitor typed while the page's script was still on its way (the dialog opens and the
  // field takes focus without it): taken up once the script runs, so nothing typed is lost.
  useEffect(() => {
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- typed outside React, before it ran
    if (input.value) setValue(input.value);
    if (document.activeElement === input) setWanted(true);
  }, [id]);

  // A query that stood for a second counts as one search, told by its length only: what was
  // searched for stays in the browser.
  const used = useDebouncedValue(query, SEARCH_USED_DELAY);
  useEffect(() => {
    if (used) track('Search Used', { length: characterCount(used) });
  }, [used]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const next = moveHighlight(event.key, active, shown.length);
    if (next !== null) {
      event.preventDefault();
      setHighlight({ list, query, url: shown[next]?.url ?? '', index: next });
    } else if (event.key === 'Enter' && activeId) {
      // The option is a link: a click opens it as a mouse would (and closes the dialog).
      event.preventDefault();
      document.getElementById(activeId)?.click();
    }
  }

  return {
    expanded: shown.length > 0,
    activeId,
    input: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
      onFocus: () => setWanted(true),
      onKeyDown,
    },
    results: { optionId, query, status: search.status, hits: shown, total: search.total ?? 0, active },
  };
}
