'use client';

import { useRef, type ReactNode } from 'react';
import { markOf, type MenuMark } from '@/lib/menu-state';
import { useDismiss } from '../../hooks/use-dismiss';
import { useMenu } from './nav-menu.client';

export interface MenuDropdownProps {
  name: string;
  /** The id of the dropdown's list, `children`. */
  id: string;
  className: string;
  link: ReactNode;
  /** Standing for an entry without a link, the toggle shows its name and carries its mark. */
  toggle: { className?: string } & ({ label: string } | { mark: MenuMark });
  caret: ReactNode;
  children: ReactNode;
}

/**
 * An entry with a dropdown: its toggle and a mouse resting on it in the bar open it; Escape
 * (wherever focus is: a dropdown the pointer opened too), a click or focus elsewhere close it.
 */
export function MenuDropdown({ name, id, className, link, toggle, caret, children }: MenuDropdownProps) {
  const menu = useMenu();
  const open = menu.open === name;
  const ref = useRef<HTMLLIElement>(null);
  useDismiss(open, ref, () => menu.close(name), 'button[aria-expanded]');
  return (
    <li
      ref={ref}
      className={className}
      data-menu={name}
      data-open={open}
      onPointerEnter={(event) => menu.hoverOpen(event, name)}
      onPointerLeave={(event) => menu.hoverOpen(event, null)}
    >
      {link}
      <button
        type="button"
        className={toggle.className}
        {...('mark' in toggle ? markOf(toggle.mark, menu.place) : { 'aria-label': toggle.label })}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => menu.toggle(name)}
      >
        {'mark' in toggle && name}
        {caret}
      </button>
      {children}
    </li>
  );
}
