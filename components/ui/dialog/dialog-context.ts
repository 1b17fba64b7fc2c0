import { createContext, useContext, type MouseEvent } from 'react';
import type { useModalDialog } from '../../../hooks/use-modal-dialog';

/** What a dialog's trigger and panel share: the dialog's id and its state. */
export type DialogState = ReturnType<typeof useModalDialog> & { id: string };

export const DialogContext = createContext<DialogState | null>(null);

export function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('A dialog trigger or panel belongs inside <Dialog>.');
  return state;
}

/**
 * The attributes of a button that opens or closes the dialog. The `command` attributes work
 * before (or without) any script; with script the click is handled instead, so that focus
 * and state follow in the same way in every browser.
 */
export function commandButton(id: string, command: 'show-modal' | 'close', act: () => void) {
  return {
    type: 'button' as const,
    commandfor: id,
    command,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      act();
    },
  };
}
