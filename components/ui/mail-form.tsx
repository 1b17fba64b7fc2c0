import type { ReactNode } from 'react';
import { contact } from '@/content/site';
import { buttonClassName } from './button';
import { HoneypotField } from './honeypot-field';
import styles from './mail-form.module.scss';

export interface MailFormProps {
  /** Which form this is (sent along once forms are delivered): quote, service-enquiry, comment. */
  form: string;
  /** Subject line of the e-mail the visitor's mail program prepares. */
  subject: string;
  submitLabel: string;
  /** Fields: `FormField`s. */
  children: ReactNode;
  /** Two columns from tablet width up, or one column (sidebars). */
  layout?: 'grid' | 'stack';
  id?: string;
  labelledBy?: string;
}

/**
 * A site form. Without script it hands the fields to the visitor's mail
 * program (`mailto:`, plain text), like the newsletter strip; field-level
 * validation and delivery to an endpoint attach to the same markup later.
 */
export function MailForm({ form, subject, submitLabel, children, layout = 'grid', id, labelledBy }: MailFormProps) {
  return (
    <form
      id={id}
      className={`${styles.form} ${styles[layout]}`}
      action={`mailto:${contact.email}?subject=${encodeURIComponent(subject)}`}
      method="post"
      encType="text/plain"
      data-form={form}
      aria-labelledby={labelledBy}
    >
      {children}
      <HoneypotField id={`${form}-website`} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName('primary', 'lg')}>
          {submitLabel}
        </button>
        <p className={styles.note}>
          Fields marked <span aria-hidden>*</span>
          <span className="visually-hidden">with an asterisk</span> are required.
        </p>
      </div>
    </form>
  );
}
