'use client';

import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { cx } from '@/lib/class-names';
import { commandButton, useDialog } from './dialog-context';
import { FocusGuard } from './focus-guard';
import styles from './dialog.module.scss';

export interface DialogPanelProps {
  /** Accessible name of the dialog. */
  label: string;
  closeLabel: string;
  /** Replaces the round close button in the top corner. */
  closeClassName?: string;
  /** How it comes in: rising into place, or sliding in from the start edge (a menu). */
  entrance?: 'rise' | 'side';
  className?: string;
  /** The content; a function of the open state for content that exists only while open (a player). */
  children: ReactNode | ((open: boolean) => ReactNode);
}

/**
 * The `<dialog>` with its close button. The browser closes it on Escape and a click outside
 * (`closedby`) even before script runs. While it is open, a guard at each end sends Tab
 * round when it leaves a cross-origin frame, where no key event reaches the page.
 */
export function DialogPanel({
  label,
  closeLabel,
  closeClassName,
  entrance = 'rise',
  className,
  children,
}: DialogPanelProps) {
  const { id, dialogRef, open, close } = useDialog();
  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={label}
      className={cx(styles.dialog, styles[entrance], className)}
      closedby="any"
      // The browser may have opened it (its trigger's `command`) before the script ran: its
      // `open` attribute then differs from the server's HTML, on purpose.
      suppressHydrationWarning
    >
      {open && <FocusGuard edge="start" />}
      <button {...commandButton(id, 'close', close)} className={closeClassName ?? styles.close} aria-label={closeLabel}>
        <Icon name="close" size={22} />
      </button>
      {typeof children === 'function' ? children(open) : children}
      {open && <FocusGuard edge="end" />}
    </dialog>
  );
}
