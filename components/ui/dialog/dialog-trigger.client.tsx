'use client';

import type { ReactNode } from 'react';
import { commandButton, useDialog } from './dialog-context';

export interface DialogTriggerProps {
  /** Accessible name of the button. */
  label: string;
  className?: string;
  children: ReactNode;
}

/** The button that opens its dialog (with or without script). A modal dialog's trigger has no expanded state. */
export function DialogTrigger({ label, className, children }: DialogTriggerProps) {
  const { id, triggerRef, show } = useDialog();
  return (
    <button
      ref={triggerRef}
      {...commandButton(id, 'show-modal', show)}
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-controls={id}
    >
      {children}
    </button>
  );
}
