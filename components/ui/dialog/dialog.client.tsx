'use client';

import type { ReactNode } from 'react';
import { DialogContext } from './dialog-context';
import { useModalDialog, type ModalDialogOptions } from '../../../hooks/use-modal-dialog';

export interface DialogProps extends ModalDialogOptions {
  /** The `<dialog>`'s id, which its trigger names. */
  id: string;
  /** A `DialogTrigger` and a `DialogPanel`. */
  children: ReactNode;
}

/**
 * One native modal dialog: its state, shared by the button that opens it (`DialogTrigger`)
 * and the dialog itself (`DialogPanel`), which may lie apart in the markup.
 */
export function Dialog({ id, children, ...options }: DialogProps) {
  const state = useModalDialog(options);
  return <DialogContext value={{ ...state, id }}>{children}</DialogContext>;
}
