import { Icon } from '@/components/ui/icon';
import { FieldControl } from '@/components/ui/form/field-control.client';
import { FieldMessage } from '@/components/ui/form/field-message.client';
import { FormController } from '@/components/ui/form/form-controller.client';
import { FormStatus } from '@/components/ui/form/form-status.client';
import { SubmitButton } from '@/components/ui/form/submit-button.client';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { PrivacyConsent } from '@/components/ui/privacy-link';
import { formCopy, formEndpoint, formFields, formStatusText, turnstileSiteKey } from '@/content/forms';
import { contact } from '@/content/site';
import styles from './newsletter.module.scss';

/** The newsletter strip: one e-mail field on the same form mechanism as the site's other forms. */
export function Newsletter() {
  const labels = formFields.newsletter;
  return (
    <section className={styles.strip} aria-labelledby="newsletter-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <span className={styles.badge} aria-hidden>
            <Icon name="mail" size={28} />
          </span>
          <h2 id="newsletter-title" className={styles.title}>
            {labels.title}
          </h2>
        </div>
        <FormController
          kind="newsletter"
          endpoint={formEndpoint}
          turnstileSiteKey={turnstileSiteKey}
          email={contact.email}
          subject={formCopy.newsletter.subject()}
          text={formStatusText('newsletter')}
          className={styles.form}
          labelledBy="newsletter-title"
        >
          <div className={styles.pill}>
            <label htmlFor="newsletter-email" className="visually-hidden">
              {labels.email}
            </label>
            <FieldControl
              id="newsletter-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder={labels.email_placeholder}
              className={styles.input}
            />
            <SubmitButton className={styles.button}>{labels.submit}</SubmitButton>
          </div>
          <HoneypotField id="newsletter-website" />
          <FieldMessage id="newsletter-email" name="email" />
          <PrivacyConsent tone="inverse" />
          <FormStatus />
        </FormController>
      </div>
    </section>
  );
}
