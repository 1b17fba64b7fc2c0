'use client';

import { useSyncExternalStore } from 'react';
import { Icon } from '@/components/ui/icon';
import type { ThemeWords } from '@/content/interface';
import { fill } from '@/content/words';
import { applyThemeChoice, nextThemeChoice, readThemeChoice, showThemeColour, themeStorageKey } from '@/lib/theme';

const icons = { system: 'circle-half', light: 'sun', dark: 'moon' } as const;

// Every control on the page (the header's, the menu's) shows one choice; a choice made in
// another tab of the site applies here too.
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== themeStorageKey && event.key !== null) return;
    applyThemeChoice(readThemeChoice());
    notify();
  };
  window.addEventListener('storage', onStorage);
  if (listeners.size === 1) showThemeColour(readThemeChoice());
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const never = () => () => {};

export interface ThemeControlProps {
  className?: string;
  /** Shows the state in words beside the icon (the menu); otherwise the icon alone, named. */
  showLabel?: boolean;
  /** What the button says, in the page's language (content/interface.yml: theme). */
  words: ThemeWords;
}

/**
 * One button that cycles the theme: system, light, dark. Its name says the theme in force
 * ("Theme: System"). Until script runs it cannot work, so it keeps its room but stays hidden:
 * without script the page follows the system.
 */
export function ThemeControl({ className, showLabel = false, words }: ThemeControlProps) {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as const);
  const ready = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const label = fill(words.label, { choice: words[choice] });
  return (
    <button
      type="button"
      className={className}
      data-theme-control=""
      data-ready={ready ? '' : undefined}
      aria-label={showLabel ? undefined : label}
      title={`${label} (${fill(words.next, { choice: words[nextThemeChoice(choice)] })})`}
      onClick={() => {
        applyThemeChoice(nextThemeChoice(choice));
        notify();
      }}
    >
      <Icon name={icons[choice]} size={showLabel ? 20 : 22} />
      {showLabel && label}
    </button>
  );
}
