import type { ReactNode } from 'react';
import styles from './contact-section.module.scss';

export interface ContactSectionProps {
  eyebrow: string;
  formTitle: string;
  formText: string;
  /** The form, labelled by the heading `#contact-form-title`. */
  form: ReactNode;
  /** The contact details beside it. */
  info: ReactNode;
}

/** The contact page's main block: the quote form beside the contact details. */
export function ContactSection({ eyebrow, formTitle, formText, form, info }: ContactSectionProps) {
  return (
    <div className={styles.section}>
      <section className={styles.formCard} aria-labelledby="contact-form-title">
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h2 id="contact-form-title" className={styles.title}>
          {formTitle}
        </h2>
        <p className={styles.text}>{formText}</p>
        {form}
      </section>
      {info}
    </div>
  );
}
