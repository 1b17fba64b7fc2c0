import { useEffect, useRef, type RefObject } from 'react';
import { dismissable, type DismissReason } from '@/lib/dismiss';

/**
 * While `open`, Escape, a click or focus outside `rootRef` calls `close` (lib/dismiss.ts); Escape
 * with focus inside returns it to the element `control` selects. Registered once per opening:
 * the order of opening is the order Escape undoes.
 */
export function useDismiss(
  open: boolean,
  rootRef: RefObject<Element | null>,
  close: (reason: DismissReason) => void,
  control?: string,
): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    return dismissable({ root, control, close: (reason) => latest.current(reason) });
  }, [open, rootRef, control]);
}
