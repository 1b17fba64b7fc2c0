'use client';

import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { useFormState } from './form-state';
import styles from './form-status.module.scss';

/**
 * What the form says after a submit: a polite status while sending, on success and when the
 * mail program takes over; an alert with a retry and an e-mail link when sending failed. A
 * restored draft is pointed out, with a way to discard it.
 */
export function FormStatus() {
  const { outcome, sending, mailtoHref, restored, text, retry, discardDraft } = useFormState();
  const successRef = useRef<HTMLParagraphElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const attempt = outcome?.attempt;

  // After a send, focus moves to what happened: the confirmation, or the way to try again.
  useEffect(() => {
    if (attempt === undefined) return;
    (successRef.current ?? retryRef.current)?.focus();
  }, [attempt]);

  if (!text) return null;
  return (
    <div className={styles.area}>
      <div role="status" className={styles.live}>
        {sending && <p className={styles.sending}>{text.sending}</p>}
        {outcome?.type === 'sent' && (
          <p ref={successRef} tabIndex={-1} className={styles.success}>
            <Icon name="check-circle" size={22} weight="fill" className={styles.icon} />
            {outcome.newsletter === 'kept' && text.successKept ? text.successKept : text.success}
          </p>
        )}
        {outcome?.type === 'mailto' && (
          <p className={styles.info}>
            <Icon name="mail" size={22} className={styles.icon} />
            <span>
              {text.mailto.lead} {text.mailto.fallback}{' '}
              <a href={`mailto:${text.mailto.address}`}>{text.mailto.address}</a>.
            </span>
          </p>
        )}
      </div>
      {outcome?.type === 'failed' && (
        <div role="alert" className={styles.failure}>
          <p className={styles.failureText}>
            <Icon name="warning-octagon" size={22} weight="fill" className={styles.icon} />
            <span>
              {text.failed[outcome.reason]} {text.kept}
            </span>
          </p>
          <div className={styles.failureActions}>
            <button ref={retryRef} type="button" className={styles.retry} onClick={retry}>
              {text.retry}
            </button>
            <a href={mailtoHref} className={styles.mailLink}>
              {text.mailLink}
            </a>
          </div>
        </div>
      )}
      {restored && !outcome && (
        <p className={styles.restored}>
          {text.restored}{' '}
          <button type="button" className={styles.discard} onClick={discardDraft}>
            {text.discard}
          </button>
        </p>
      )}
    </div>
  );
}
