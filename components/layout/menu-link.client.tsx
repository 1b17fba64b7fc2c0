'use client';

import type { ReactNode } from 'react';
import { markOf } from '@/lib/menu-state';
import { useMenu } from './nav-menu.client';

export interface MenuLinkProps {
  href: string;
  /** The pages below the link's own (its dropdown's), which mark it current too. */
  within?: string[];
  className?: string;
  /** A dropdown's page: marked for assistive technology only, and choosing it closes the dropdown. */
  inDropdown?: boolean;
  children: ReactNode;
}

/** A link of the menu, marked when the route is its page or lies below it. */
export function MenuLink({ href, within, className, inDropdown, children }: MenuLinkProps) {
  const menu = useMenu();
  const { 'data-active': active, 'aria-current': current } = markOf({ page: href, within }, menu.place);
  return (
    <a
      href={href}
      className={className}
      data-active={inDropdown ? undefined : active}
      aria-current={current}
      onClick={inDropdown ? () => menu.close() : undefined}
    >
      {children}
    </a>
  );
}
