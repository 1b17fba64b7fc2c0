import type { z } from 'zod';
import { dataFileInLanguage } from './files';
import { languageInfo } from './languages';
import { localized, pageLanguage } from './localized';
import { dataFiles, type formsFile } from './schema';
import { contact } from './site';

/**
 * Where the forms POST their JSON, set at build time (`NEXT_PUBLIC_FORM_ENDPOINT`). Without
 * it, a valid form opens the visitor's mail program with the message written out.
 */
export const formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT?.trim() || undefined;

/**
 * Cloudflare Turnstile's site key, set at build time (`NEXT_PUBLIC_TURNSTILE_SITE_KEY`) when the
 * Worker has `TURNSTILE_SECRET`: forms sent to the endpoint then carry a Turnstile token.
 */
export const turnstileSiteKey = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY?.trim() || undefined;

const forms = localized((language) => dataFileInLanguage(dataFiles.forms, language));

/** A subject that names its topic when there is one: "Enquiry about {topic}". */
function subjectAbout(copy: { subject: string; subject_without_topic: string }) {
  return (topic?: string) => (topic ? copy.subject.replaceAll('{topic}', topic) : copy.subject_without_topic);
}

/**
 * Each form's e-mail subject (for the mail program) and what it says once its message has arrived
 * (content/forms.yml), keyed by the form kinds of lib/form-rules.ts: a form without its copy fails
 * the type check where the form is drawn.
 */
export const formCopy = localized(
  () =>
    ({
      quote: { subject: () => forms.quote.subject, success: forms.quote.success },
      service: { subject: subjectAbout(forms.service), success: forms.service.success },
      comment: { subject: subjectAbout(forms.comment), success: forms.comment.success },
      newsletter: {
        subject: () => forms.newsletter.subject,
        success: forms.newsletter.success,
        successKept: forms.newsletter.kept,
      },
    }) satisfies Record<string, { subject: (topic?: string) => string; success: string; successKept?: string }>,
);

/** The words a form's messages use; the server form hands them to the form's island. */
export interface FormStatusText {
  success: string;
  /**
   * The newsletter's success where the receiver says no newsletter service takes the address
   * (its answer's `newsletter: "kept"`): what happens to the address instead.
   */
  successKept?: string;
  sending: string;
  mailto: { lead: string; fallback: string; address: string };
  failed: Record<'http' | 'timeout' | 'network', string>;
  kept: string;
  retry: string;
  mailLink: string;
  restored: string;
  discard: string;
  /** What the fields say when a value breaks a rule (lib/form-rules.ts reads them as its `FormWords`). */
  rules: FormRuleWords;
}

/** The messages of content/forms.yml as the form rules take them, with the locale of their counts. */
export type FormRuleWords = Omit<z.output<typeof formsFile>['messages'], 'too_long'> & {
  tooLong: string;
  locale: string;
};

/** What the fields say when a value breaks a rule, in the page's language. */
export function formWords(): FormRuleWords {
  const { labels, missing, email, phone, control, too_long, count, invalid } = forms.messages;
  return {
    labels,
    missing,
    email,
    phone,
    control,
    tooLong: too_long,
    count,
    invalid,
    locale: languageInfo[pageLanguage()].intl,
  };
}

/** The labels of each form's fields, its button where the page does not give it, the newsletter's heading. */
export const formFields = localized(() => ({
  quote: forms.quote.fields,
  service: { ...forms.service.fields, submit: forms.service.submit },
  comment: forms.comment.fields,
  newsletter: { ...forms.newsletter.fields, title: forms.newsletter.title, submit: forms.newsletter.submit },
}));

/** Everything a form says while and after it sends. */
export function formStatusText(kind: keyof typeof formCopy): FormStatusText {
  const { status } = forms;
  const copy: { success: string; successKept?: string } = formCopy[kind];
  return {
    success: copy.success,
    ...(copy.successKept ? { successKept: copy.successKept } : {}),
    sending: status.sending,
    mailto: { lead: status.mail_lead, fallback: status.mail_fallback, address: contact.email },
    failed: { http: status.failed_http, timeout: status.failed_timeout, network: status.failed_network },
    kept: status.kept,
    retry: status.retry,
    mailLink: status.mail_link,
    restored: status.restored,
    discard: status.discard,
    rules: formWords(),
  };
}

/** The page the Worker shows a visitor back from confirming their newsletter sign-up, in each language. */
export const newsletterConfirmation = localized(() => forms.newsletter.confirmation);
