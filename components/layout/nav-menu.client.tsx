'use client';

import { createContext, use, useRef, type ReactNode } from 'react';
import type { MenuMap } from '@/lib/menu-state';
import { useMenuState, type MenuState } from '../../hooks/use-menu-state';

const Menu = createContext<MenuState | null>(null);

/** The state of the menu around the calling control (one of its leaves below). */
export function useMenu(): MenuState {
  const menu = use(Menu);
  if (!menu) throw new Error('A menu control is drawn outside MenuRoot');
  return menu;
}

export interface MenuRootProps {
  map: MenuMap;
  hover: boolean;
  label: string;
  className: string;
  children: ReactNode;
}

/**
 * The `<nav>` of the server-drawn menu (nav-menu.tsx), holding the state its leaves read: only the
 * controls whose attributes follow the route or the open dropdown are rendered on the client.
 */
export function MenuRoot({ map, hover, label, className, children }: MenuRootProps) {
  const navRef = useRef<HTMLElement>(null);
  const state = useMenuState(map, hover, navRef);
  return (
    <nav ref={navRef} aria-label={label} className={className} data-ready={state.ready || undefined}>
      <Menu value={state}>{children}</Menu>
    </nav>
  );
}
