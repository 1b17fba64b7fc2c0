'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '../../hooks/use-dismiss';

export interface LanguageMenuProps {
  className?: string;
  /** Its `<summary>` and the panel of links. */
  children: ReactNode;
}

/**
 * The header's language menu: a native `<details>`, which opens from the keyboard and without
 * script; with script, Escape (focus back on its summary), a click elsewhere and focus leaving
 * it close it too.
 */
export function LanguageMenu({ className, children }: LanguageMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  useDismiss(
    open,
    ref,
    () => {
      if (ref.current) ref.current.open = false;
    },
    'summary',
  );
  return (
    // The browser may have opened it before the script ran: `open` then differs from the server's HTML.
    <details
      ref={ref}
      className={className}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      suppressHydrationWarning
    >
      {children}
    </details>
  );
}
