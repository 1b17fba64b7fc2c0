'use client';

import type { ComponentPropsWithoutRef } from 'react';
import { useScrollPast } from '../../hooks/use-scroll-past';

/** The specification's sticky threshold. */
export const STICKY_OFFSET = 245;

export type StickyHeaderProps = ComponentPropsWithoutRef<'header'>;

/** The header element; `data-sticky` turns true once the page is scrolled past 245 px. */
export function StickyHeader({ children, ...props }: StickyHeaderProps) {
  const sticky = useScrollPast(STICKY_OFFSET);
  return (
    <header {...props} data-sticky={sticky}>
      {children}
    </header>
  );
}
