'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { markOf, type MenuMark } from '@/lib/menu-state';
import { useMenu } from './nav-menu.client';

export interface MenuLinkProps {
  href: string;
  mark: MenuMark;
  className?: string;
  /** A dropdown's page: marked for assistive technology only, and choosing it closes the dropdown. */
  inDropdown?: boolean;
  children: ReactNode;
}

/** A link of the menu, marked when the route is its page or lies below it. */
export function MenuLink({ href, mark, className, inDropdown, children }: MenuLinkProps) {
  const menu = useMenu();
  const { 'data-active': active, 'aria-current': current } = markOf(mark, menu.place);
  return (
    <Link
      href={href}
      className={className}
      data-active={inDropdown ? undefined : active}
      aria-current={current}
      onClick={inDropdown ? () => menu.close() : undefined}
    >
      {children}
    </Link>
  );
}
