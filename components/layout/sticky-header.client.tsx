'use client';

import type { ReactNode } from 'react';
import { useScrollPast } from './use-scroll-past';

/** The specification's sticky threshold. */
export const STICKY_OFFSET = 245;

export interface StickyHeaderProps {
  className: string;
  variant: string;
  children: ReactNode;
}

/** The header element; it sticks to the top once the page is scrolled past 245 px. */
export function StickyHeader({ className, variant, children }: StickyHeaderProps) {
  const sticky = useScrollPast(STICKY_OFFSET);
  return (
    <header className={className} data-variant={variant} data-sticky={sticky}>
      {children}
    </header>
  );
}
