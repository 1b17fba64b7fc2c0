import { useCallback, useEffect, useRef, useState } from 'react';
import { isOutside, tabbables, wrapTab } from '@/lib/tabbables';

export interface ModalDialogOptions {
  /** Close once a link inside is followed (a menu, search results). */
  closeOnLink?: boolean;
  /** Selector of what gets focus on opening; by default the first stop, the close button. */
  initialFocus?: string;
}

/**
 * The behaviour of a native modal `<dialog>` and the button that opens it. The browser
 * makes the page behind it inert; this adds, in every browser: a click on the backdrop
 * closes it, so does Escape (also a repeated one, which a browser may otherwise ignore
 * without a new user activation), Tab goes round inside it, focus moves in on opening
 * and back to the trigger on closing, however it closed.
 */
export function useModalDialog({ closeOnLink = false, initialFocus }: ModalDialogOptions = {}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      // The dialog element itself is the target of a click on its backdrop (and on its padding).
      const close = target === dialog ? isOutside(dialog, event) : closeOnLink && target.closest('a[href]');
      if (close) dialog.close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Content that spends a key on itself (a dropdown closing on Escape) prevents its default.
      if (event.defaultPrevented) return;
      if (event.key === 'Tab') wrapTab(dialog, event);
      if (event.key !== 'Escape') return;
      event.preventDefault();
      dialog.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    // Opened by the browser before the script ran (its trigger's `command`): the state follows,
    // and focus goes where opening it here would have put it, not on the first stop the browser
    // chose, unless the visitor has since moved it within the dialog (opened a submenu).
    if (dialog.open) {
      setOpen(true);
      const focused = document.activeElement;
      if (!dialog.contains(focused) || focused === dialog || focused === tabbables(dialog)[0])
        initialTarget(dialog, initialFocus)?.focus();
    }
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [closeOnLink, initialFocus]);

  const show = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    setOpen(true);
    initialTarget(dialog, initialFocus)?.focus();
  }, [initialFocus]);
  const close = useCallback(() => dialogRef.current?.close(), []);

  return { dialogRef, triggerRef, open, show, close };
}

/** What gets focus as a dialog opens: the element `initialFocus` selects, else its first stop. */
function initialTarget(dialog: HTMLDialogElement, initialFocus: string | undefined): HTMLElement | undefined {
  const target = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null;
  return target ?? tabbables(dialog)[0];
}
