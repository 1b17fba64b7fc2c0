import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FormStatusText } from '@/content/forms';
import {
  buildSubmission,
  composeMailto,
  sendKeyFor,
  sendSubmission,
  type NewsletterNext,
  takesSendKey,
  type SendKey,
} from '@/lib/form-delivery';
import { clearDraft, draftKey } from '@/lib/form-drafts';
import { formSentEvents, track } from '@/lib/track';
import {
  characterCount,
  formFields,
  formTopic,
  honeypotFieldName,
  validateField,
  validateForm,
  type FieldError,
  type FieldName,
  type FieldValues,
  type FormKind,
} from '@/lib/form-rules';
import { focusField, readControlValue, readFieldValues } from '@/lib/form-values';
import type { FormState, Outcome } from '@/lib/form-state';
import { useFormDraft } from './use-form-draft';
import { useTurnstile } from './use-turnstile';

export interface FormOptions {
  kind: FormKind;
  /** Where the form POSTs its JSON; without one, valid forms open the visitor's mail program. */
  endpoint?: string;
  /** The company's address and the e-mail subject, for the mail program. */
  email: string;
  subject: string;
  /** The service asked about or the post commented on. */
  topic?: string;
  text: FormStatusText;
  /** Turnstile's site key: each send to the endpoint then carries a token (see `useTurnstile`). */
  turnstileSiteKey?: string;
}

const lengthsOf = (values: FieldValues) =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, characterCount(value ?? '')]));

/**
 * The behaviour of a site form: judging its values on submit, keeping a draft, sending to
 * the endpoint (or handing the message to the mail program) and saying how that went.
 */
export function useFormController({ kind, endpoint, email, subject, topic, text, turnstileSiteKey }: FormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const sendingRef = useRef(false);
  const attempts = useRef(0);
  // The key of the last send that was not confirmed: a retry of the same values reuses it.
  const lastSend = useRef<SendKey | null>(null);
  const [errors, setErrors] = useState<FormState['errors']>({});
  const [lengths, setLengths] = useState<FormState['lengths']>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [mailtoHref, setMailtoHref] = useState('');
  const [restored, setRestored] = useState(false);
  const key = draftKey(kind, topic);
  const turnstile = useTurnstile(endpoint ? turnstileSiteKey : undefined, kind);
  const draft = useFormDraft(formRef, kind, key, (values) => {
    setLengths(lengthsOf(values));
    setRestored(true);
  });

  // With script, the messages below replace the browser's validation bubbles.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const isField = (name: string): name is FieldName => (formFields[kind] as readonly string[]).includes(name);
  const submissionOf = (form: HTMLFormElement) =>
    buildSubmission(kind, readFieldValues(form, kind), { page: window.location.pathname, topic });
  const finish = (next: Outcome['type'], reason?: 'http' | 'timeout' | 'network', newsletter?: NewsletterNext) => {
    attempts.current += 1;
    const attempt = attempts.current;
    setOutcome(
      next === 'failed'
        ? { type: next, attempt, reason: reason ?? 'network' }
        : { type: next, attempt, ...(next === 'sent' && newsletter ? { newsletter } : {}) },
    );
  };
  const showErrors = (form: HTMLFormElement, list: FieldError[]) => {
    flushSync(() => setErrors(Object.fromEntries(list.map(({ field, message }) => [field, message]))));
    if (list[0]) focusField(form, list[0].field);
  };
  const clearForm = (form: HTMLFormElement) => {
    draft.cancel();
    clearDraft(key);
    form.reset();
    setLengths({});
    setErrors({});
    setRestored(false);
  };

  async function submit(form: HTMLFormElement) {
    if (sendingRef.current) return;
    setOutcome(null);
    const invalid = validateForm(kind, readFieldValues(form, kind), text.rules);
    if (invalid.length > 0) return showErrors(form, invalid);
    setErrors({});
    // A bot filled in the hidden field: it is told what a person would be, and nothing is sent.
    if (readControlValue(form, honeypotFieldName) !== '') {
      clearForm(form);
      return finish('sent');
    }
    const submission = submissionOf(form);
    if (!endpoint) {
      finish('mailto');
      window.location.href = composeMailto(email, subject, submission, text.rules.labels);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    const token = await turnstile.token();
    const key = takesSendKey(endpoint, window.location.href) ? sendKeyFor(lastSend.current, submission) : null;
    lastSend.current = key;
    const result = await sendSubmission(endpoint, token ? { ...submission, turnstile: token } : submission, {
      idempotencyKey: key?.key,
    });
    sendingRef.current = false;
    setSending(false);
    if (result.status === 'sent') {
      lastSend.current = null;
      clearForm(form);
      finish('sent', undefined, result.newsletter);
      // The page and what the form was about (the service, the post), never what was typed.
      const about = formTopic[kind];
      track(formSentEvents[kind], { page: window.location.pathname, ...(about && topic ? { [about]: topic } : {}) });
    } else if (result.status === 'invalid') {
      // The receiver's words are for machines: each field it refused says the page's own.
      const values = readFieldValues(form, kind);
      showErrors(
        form,
        result.errors.map(({ field }) => ({
          field,
          message: validateField(field, values[field] ?? '', text.rules) ?? text.rules.invalid,
        })),
      );
    } else {
      setMailtoHref(composeMailto(email, subject, submission, text.rules.labels));
      finish('failed', result.reason);
    }
  }

  // Fields are judged on submit, not on leaving them: a message that appears on blur moves the
  // button away from a click in progress. A field already marked is re-checked as it is typed.
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!isField(target.name)) return;
    turnstile.start();
    const field = target.name;
    setLengths((current) => ({ ...current, [field]: characterCount(target.value) }));
    if (errors[field])
      setErrors((current) => ({ ...current, [field]: validateField(field, target.value, text.rules) ?? undefined }));
    if (outcome?.type === 'failed')
      setMailtoHref(composeMailto(email, subject, submissionOf(event.currentTarget), text.rules.labels));
    draft.schedule();
  };

  const state: FormState = useMemo(
    () => ({
      kind,
      errors,
      lengths,
      sending,
      outcome,
      mailtoHref,
      restored,
      text,
      retry: () => formRef.current?.requestSubmit(),
      discardDraft: () => {
        const form = formRef.current;
        if (!form) return;
        clearForm(form);
        const [first] = formFields[kind];
        if (first) focusField(form, first);
      },
    }),
    // clearForm only touches stable setters and refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind, errors, lengths, sending, outcome, mailtoHref, restored, text],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget);
  };

  return { formRef, state, onSubmit, onInput, turnstileRef: turnstile.enabled ? turnstile.containerRef : null };
}
