import type { ReactNode } from 'react';
import { paths } from '@/content/permalinks';
import { cx } from '@/lib/class-names';
import styles from './privacy-link.module.scss';
import { ui } from '@/content/interface';

export interface PrivacyLinkProps {
  children: ReactNode;
}

/** A link to the privacy notice, underlined so it stands out from the text around it. */
export function PrivacyLink({ children }: PrivacyLinkProps) {
  return (
    <a href={paths.privacy} className={styles.link}>
      {children}
    </a>
  );
}

export interface PrivacyConsentProps {
  /** `inverse` on a bright gradient (the newsletter strip): the line gets a dark backing to stay legible. */
  tone?: 'default' | 'inverse';
}

/** The line beside a form's button: sending the form means agreeing to the privacy notice. */
export function PrivacyConsent({ tone = 'default' }: PrivacyConsentProps) {
  const [before = '', after = ''] = ui.forms.consent.split('{link}');
  return (
    <p className={cx(styles.consent, styles[tone])}>
      {before}
      <PrivacyLink>{ui.forms.consent_link}</PrivacyLink>
      {after}
    </p>
  );
}
