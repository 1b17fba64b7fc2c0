import type { ReactNode } from 'react';
import { formCopy, formEndpoint, formStatusText, turnstileSiteKey } from '@/content/forms';
import { contact } from '@/content/site';
import { cx } from '@/lib/class-names';
import type { FormKind } from '@/lib/form-rules';
import { buttonClassName } from './button';
import { FormController } from './form/form-controller.client';
import { FormStatus } from './form/form-status.client';
import { SubmitButton } from './form/submit-button.client';
import { HoneypotField } from './honeypot-field';
import { PrivacyConsent } from './privacy-link';
import styles from './site-form.module.scss';
import { ui } from '@/content/interface';

export interface SiteFormProps {
  kind: Exclude<FormKind, 'newsletter'>;
  /** The service asked about or the post commented on; it travels with the message. */
  topic?: string;
  submitLabel: string;
  /** Fields: `FormField`s. */
  children: ReactNode;
  /** Two columns from tablet width up, or one column (sidebars). */
  layout?: 'grid' | 'stack';
  id?: string;
  labelledBy?: string;
}

/**
 * A site form: the quote, service enquiry and comment forms. Without script it hands the
 * fields to the visitor's mail program; with script the controller validates, keeps a draft
 * and delivers it (see `FormController`).
 */
export function SiteForm({ kind, topic, submitLabel, children, layout = 'grid', id, labelledBy }: SiteFormProps) {
  const copy = formCopy[kind];
  return (
    <FormController
      kind={kind}
      endpoint={formEndpoint}
      turnstileSiteKey={turnstileSiteKey}
      email={contact.email}
      subject={copy.subject(topic)}
      topic={topic}
      text={formStatusText(kind)}
      id={id}
      className={cx(styles.form, styles[layout])}
      labelledBy={labelledBy}
    >
      {children}
      <HoneypotField id={`${id ?? kind}-website`} />
      <div className={styles.actions}>
        <SubmitButton className={buttonClassName('primary', 'lg')}>{submitLabel}</SubmitButton>
        <p className={styles.note}>
          {ui.forms.required_before} <span aria-hidden>*</span>
          <span className="visually-hidden">{ui.forms.required_hidden}</span> {ui.forms.required_after}
        </p>
        <PrivacyConsent />
      </div>
      <FormStatus />
    </FormController>
  );
}
