import { honeypotFieldName } from '@/lib/form-rules';
import styles from './honeypot-field.module.scss';
import { ui } from '@/content/interface';

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
      <label htmlFor={id}>{ui.forms.honeypot}</label>
      <input id={id} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
