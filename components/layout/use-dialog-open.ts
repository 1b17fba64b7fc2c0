import { useEffect, type RefObject } from 'react';

/**
 * Calls `onOpen` whenever the `<dialog>` around `ref`'s element opens (however it
 * was opened: its trigger's script or the `command` attribute). Does nothing outside a dialog.
 */
export function useDialogOpen(ref: RefObject<HTMLElement | null>, onOpen: () => void): void {
  useEffect(() => {
    const dialog = ref.current?.closest('dialog');
    if (!dialog) return;
    const observer = new MutationObserver(() => {
      if (dialog.open) onOpen();
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, [ref, onOpen]);
}
