'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface ModalDialogProps {
  id: string;
  /** Accessible name of the dialog. */
  label: string;
  /** Accessible name of the button that opens it. */
  triggerLabel: string;
  triggerContent: ReactNode;
  triggerClassName?: string;
  dialogClassName?: string;
  closeLabel: string;
  closeContent: ReactNode;
  closeClassName?: string;
  /** Close once a link inside is chosen (the mobile menu). */
  closeOnLink?: boolean;
  children: ReactNode;
}

/**
 * A native modal `<dialog>`: the browser makes the page behind it inert, closes
 * it on Escape and returns focus to the trigger. The `command` attributes open
 * it before (or without) any script; with script, clicks are handled here so the
 * expanded state is announced, and the backdrop closes it in every browser.
 */
export function ModalDialog(props: ModalDialogProps) {
  const { id, label, triggerLabel, triggerContent, closeLabel, closeContent, closeOnLink, children } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => setOpen(false);
    const onClick = (event: MouseEvent) => {
      // A click on the dialog box itself (not its content) is a click on the backdrop.
      if (event.target === dialog) dialog.close();
      else if (closeOnLink && (event.target as Element).closest('a[href]')) dialog.close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = dialog.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea, select',
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, [closeOnLink]);

  return (
    <>
      <button
        type="button"
        className={props.triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        commandfor={id}
        command="show-modal"
        onClick={(event) => {
          event.preventDefault();
          dialogRef.current?.showModal();
          setOpen(true);
        }}
      >
        {triggerContent}
      </button>
      <dialog ref={dialogRef} id={id} aria-label={label} className={props.dialogClassName} closedby="any">
        <button
          type="button"
          className={props.closeClassName}
          aria-label={closeLabel}
          commandfor={id}
          command="close"
          onClick={(event) => {
            event.preventDefault();
            dialogRef.current?.close();
          }}
        >
          {closeContent}
        </button>
        {children}
      </dialog>
    </>
  );
}
