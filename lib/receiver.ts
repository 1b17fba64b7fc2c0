// The receiver's side of the form rules (lib/form-rules.ts): its own words, in English, which
// its answers and the team's e-mails use and the pages never show, and the judging of a
// submission as it arrives from outside (worker/leads.ts). Apart from the rules, so that no page
// carries these words: the pages judge in their own (content/forms.yml).
import {
  asciiEmail,
  characterCount,
  contextLimits,
  formFields,
  formKinds,
  formTopic,
  hasControlCharacter,
  honeypotFieldName,
  isFormKind,
  validateForm,
  type FieldName,
  type FieldValues,
  type FormWords,
  type Judgement,
  type KnownTopics,
  type Submission,
} from './form-rules';

/** The receiver's words (worker/leads.ts): those of its answers. */
export const receiverWords: FormWords = {
  labels: {
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    phone: 'Phone',
    message: 'Message',
    service: 'Service',
    post: 'Post',
  },
  missing: {
    name: 'Enter your name.',
    email: 'Enter your email address.',
    subject: 'Enter a subject.',
    phone: 'Enter your phone number.',
    message: 'Enter your message.',
  },
  email: 'Enter an email address like name@example.com.',
  phone: 'Enter a phone number with at least 7 digits, using only digits, spaces and + - ( ).',
  control: '{field} contains an invisible control character; delete it or type the text again.',
  tooLong: '{field} must be {limit} characters or fewer; it has {length}.',
  count: '{length} of {limit} characters',
  invalid: 'Check this field.',
  locale: 'en-US',
};

/** Short names of the fields, for the e-mails the team reads (in English). */
export const fieldLabels: Record<FieldName, string> = receiverWords.labels;

/** A path of this site: one leading "/", no scheme or host, printable ASCII (a browser's `location.pathname`). */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[\x21-\x7e]*$/.test(value) && !value.includes('\\');
}

/**
 * Judges a submission as it arrives from outside (the receiver's side): a known form, text
 * for every field, the same rules as in the browser, a page of this site, a topic the site
 * has, and no unknown keys passed on. A filled honeypot, whatever it holds, is spam, judged
 * before anything else so that no answer tells a bot which field gave it away.
 */
export function judgeSubmission(body: unknown, known?: KnownTopics): Judgement {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: 'form', message: 'The body must be a JSON object.' }] };
  }
  const input = body as Record<string, unknown>;
  if (!isFormKind(input.form)) {
    return { ok: false, errors: [{ field: 'form', message: `"form" must be one of: ${formKinds.join(', ')}.` }] };
  }
  const kind = input.form;
  const trap = input[honeypotFieldName];
  if (trap !== undefined && trap !== null && trap !== '') {
    return { ok: true, submission: { form: kind, page: '/' }, spam: true };
  }
  const errors: { field: string; message: string }[] = [];
  const text = (key: string, limit: number): string => {
    const value = input[key] ?? '';
    if (typeof value !== 'string') {
      errors.push({ field: key, message: `"${key}" must be text.` });
      return '';
    }
    if (characterCount(value) > limit) errors.push({ field: key, message: `"${key}" is too long.` });
    return value;
  };
  const values: FieldValues = {};
  for (const field of formFields[kind]) values[field] = text(field, Number.POSITIVE_INFINITY).trim();
  errors.push(...validateForm(kind, values, receiverWords));
  if (values.email) values.email = asciiEmail(values.email) ?? values.email;
  const page = text('page', contextLimits.page);
  if (!errors.some((error) => error.field === 'page') && !isSitePath(page)) {
    errors.push({ field: 'page', message: '"page" must be a path of this site, like /contact.' });
  }
  const topicKey = formTopic[kind];
  const topic = topicKey ? text(topicKey, contextLimits.topic).trim() : undefined;
  // The generic service page's form names no service; a named one must be the site's.
  if (topicKey && topic && known && !errors.some((error) => error.field === topicKey) && !known[topicKey].has(topic)) {
    errors.push({ field: topicKey, message: `"${topicKey}" must name a ${topicKey} of this site.` });
  } else if (topicKey && topic && hasControlCharacter(topic, false)) {
    errors.push({ field: topicKey, message: `"${topicKey}" contains a control character.` });
  }
  if (errors.length > 0) return { ok: false, errors };
  const submission: Submission = { form: kind, ...values, page };
  if (topicKey && topic) submission[topicKey] = topic;
  return { ok: true, submission, spam: false };
}
