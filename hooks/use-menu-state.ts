import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { placeOf, type MenuMap } from '@/lib/menu-state';

/**
 * The menu's state: where the visitor is, read from the route on every render because the header
 * that holds the menu is shared by many routes and stays mounted as the visitor moves between
 * them; which dropdown is open; and whether the script has taken over from the stylesheet.
 */
export function useMenuState(map: MenuMap, hover: boolean, navRef: RefObject<HTMLElement | null>) {
  const place = placeOf(usePathname() ?? '/', map);
  const [open, setOpen] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  // A dropdown that a mouse opened by hovering stays open when its toggle is then clicked.
  const openedByHover = useRef(false);

  // Until the script runs, the stylesheet opens a dropdown on focus (and, in the bar, on hover),
  // so a visitor who reaches the menu before hydration is not left with dead toggles, and one
  // without JavaScript can still reach every page. Once it runs, the state takes over, keeping
  // open the dropdown the visitor has open. Both change in one render: a frame without the
  // dropdown would move it from under the pointer, and the browser would report the pointer
  // leaving, which closes it. In an effect after the hydration's commit, not in it: a state set in
  // a layout effect renders again at once, and takes the page's other effects with it, all in
  // the hydration's task, the longest a phone runs.
  useEffect(() => {
    const held = Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-menu]') ?? []).find(
      (entry) => entry.matches(':focus-within') || (hover && entry.matches(':hover')),
    );
    if (held?.dataset.menu) {
      openedByHover.current = !held.matches(':focus-within');
      setOpen(held.dataset.menu);
    }
    setReady(true);
  }, [hover, navRef]);

  return {
    place,
    open,
    ready,
    /** In the bar, a resting mouse opens a dropdown and leaving closes it; touch and pens wait for a press. */
    hoverOpen: (event: PointerEvent, name: string | null) => {
      if (!hover || event.pointerType !== 'mouse') return;
      openedByHover.current = name !== null;
      setOpen(name);
    },
    toggle: (name: string) => {
      const keepOpen = open === name && openedByHover.current;
      openedByHover.current = false;
      setOpen(open === name && !keepOpen ? null : name);
    },
    /** Closes the dropdown `name`, if it is the open one, or whichever is open. */
    close: (name?: string) => setOpen((current) => (name === undefined || current === name ? null : current)),
  };
}

export type MenuState = ReturnType<typeof useMenuState>;
