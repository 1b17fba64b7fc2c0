import { tabbables } from '@/lib/tabbables';
import styles from './dialog.module.scss';

export interface FocusGuardProps {
  edge: 'start' | 'end';
}

/**
 * A stop at one end of an open dialog. Tab lands on it only when it leaves a cross-origin
 * frame (a video player), where no key event reaches the page; it sends focus round to the
 * other end, so focus stays inside.
 */
export function FocusGuard({ edge }: FocusGuardProps) {
  return (
    <span
      data-focus-guard={edge}
      tabIndex={0}
      className={styles.guard}
      onFocus={(event) => {
        const dialog = event.currentTarget.closest('dialog');
        const stops = dialog ? tabbables(dialog) : [];
        (edge === 'start' ? stops.at(-1) : stops[0])?.focus();
      }}
    />
  );
}
