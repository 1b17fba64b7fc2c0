'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import type { NavItem } from '@/content/types';
import { cx } from '@/lib/class-names';
import { menuState, normalisePath } from '@/lib/menu-state';
import styles from './nav-menu.module.scss';

/**
 * `aria-current` of a menu entry: `page` on the page itself, `true` on the entry of the section
 * the page belongs to (a project's page under Portfolio, a post under Blog).
 */
function currentValue(page: boolean, section: boolean): 'page' | 'true' | undefined {
  if (page) return 'page';
  return section ? 'true' : undefined;
}

export interface NavMenuProps {
  items: NavItem[];
  layout: 'bar' | 'stack';
  /** Keeps ids unique when the menu is rendered twice (header and mobile menu). */
  idPrefix: string;
  label: string;
}

/** The menu: active item by path, dropdowns for mouse, touch and keyboard. */
export function NavMenu({ items, layout, idPrefix, label }: NavMenuProps) {
  const pathname = normalisePath(usePathname() ?? '/');
  const { isActive, linkState } = menuState(items);
  const [openName, setOpenName] = useState<string | null>(null);
  const hover = layout === 'bar';
  // A dropdown that a mouse opened by hovering stays open when its toggle is then clicked.
  const openedByHover = useRef(false);
  const hoverOpen = (name: string | null) => {
    openedByHover.current = name !== null;
    setOpenName(name);
  };
  const toggle = (name: string) => {
    const keepOpen = openName === name && openedByHover.current;
    openedByHover.current = false;
    setOpenName(openName === name && !keepOpen ? null : name);
  };

  // Until the script runs, the stylesheet opens a dropdown on focus (and, in the bar, on hover),
  // so a visitor who reaches the menu before hydration is not left with dead toggles, and one
  // without JavaScript can still reach every page. Once it runs, the state takes over, keeping
  // open the dropdown the visitor has open. Both change in one render before the next paint:
  // a frame without the dropdown would move it from under the pointer, and the browser would
  // report the pointer leaving, which closes it.
  const navRef = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    const held = Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-menu]') ?? []).find(
      (entry) => entry.matches(':focus-within') || (hover && entry.matches(':hover')),
    );
    if (held?.dataset.menu) {
      openedByHover.current = !held.matches(':focus-within');
      setOpenName(held.dataset.menu);
    }
    setReady(true);
  }, [hover]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, name: string) => {
    if (event.key !== 'Escape' || openName !== name) return;
    setOpenName(null);
    event.currentTarget.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
  };

  return (
    <nav ref={navRef} aria-label={label} className={cx(styles.nav, styles[layout])} data-ready={ready || undefined}>
      <ul className={styles.list}>
        {items.map((item) => {
          const active = isActive(item, pathname);
          const current = currentValue(linkState(item.url, pathname) === 'page', active);
          if (!item.children) {
            return (
              <li key={item.name} className={styles.item}>
                <Link href={item.url ?? '/'} className={styles.link} data-active={active} aria-current={current}>
                  {item.name}
                </Link>
              </li>
            );
          }
          const open = openName === item.name;
          const menuId = `${idPrefix}-${item.name.toLowerCase()}-menu`;
          return (
            <li
              key={item.name}
              className={cx(styles.item, styles.hasMenu)}
              data-menu={item.name}
              data-open={open}
              onPointerEnter={(e) => hover && e.pointerType === 'mouse' && hoverOpen(item.name)}
              onPointerLeave={(e) => hover && e.pointerType === 'mouse' && hoverOpen(null)}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null))
                  setOpenName((n) => (n === item.name ? null : n));
              }}
              onKeyDown={(e) => onKeyDown(e, item.name)}
            >
              {item.url !== undefined ? (
                <Link href={item.url} className={styles.link} data-active={active} aria-current={current}>
                  {item.name}
                </Link>
              ) : null}
              <button
                type="button"
                className={item.url !== undefined ? styles.toggle : cx(styles.link, styles.toggleLabel)}
                data-active={item.url === undefined ? active : undefined}
                aria-current={item.url === undefined ? current : undefined}
                aria-expanded={open}
                aria-controls={menuId}
                aria-label={item.url !== undefined ? `${item.name} submenu` : undefined}
                onClick={() => toggle(item.name)}
              >
                {item.url === undefined && item.name}
                <Icon name="caret-down" size={12} weight="bold" className={styles.caret} />
              </button>
              <ul id={menuId} className={styles.submenu}>
                {item.children.map((child) => {
                  const state = linkState(child.url, pathname);
                  return (
                    <li key={child.name}>
                      <Link
                        href={child.url}
                        className={styles.sublink}
                        aria-current={currentValue(state === 'page', state === 'section')}
                        onClick={() => setOpenName(null)}
                      >
                        {child.name}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
