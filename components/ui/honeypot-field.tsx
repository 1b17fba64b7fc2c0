import { honeypotFieldName } from '@/lib/form-rules';
import styles from './honeypot-field.module.scss';

export interface HoneypotFieldProps {
  /** Unique on the page. */
  id: string;
}

/**
 * A trap for form-filling bots: moved off screen, skipped by the keyboard and
 * hidden from assistive technology, so only a bot fills it in.
 */
export function HoneypotField({ id }: HoneypotFieldProps) {
  return (
    <div className={styles.trap} aria-hidden>
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
