// The rules of the site's forms: which fields each form has, which are required, how long
// each may be and what the visitor is told when a value breaks a rule. The browser and the
// site's Worker (worker/leads.ts, through lib/receiver.ts) both judge a submission by this
// module; the words are the caller's, so that the browser carries those of its page alone.

export const formKinds = ['quote', 'service', 'comment', 'newsletter'] as const;
export type FormKind = (typeof formKinds)[number];

export const fieldNames = ['name', 'email', 'subject', 'phone', 'message'] as const;
export type FieldName = (typeof fieldNames)[number];

/** The fields of each form, in the order the visitor meets them. */
export const formFields: Record<FormKind, readonly FieldName[]> = {
  quote: ['name', 'email', 'subject', 'phone', 'message'],
  service: ['name', 'email', 'phone', 'message'],
  comment: ['name', 'email', 'message'],
  newsletter: ['email'],
};

/** What a form names besides its fields: the service asked about, the post commented on. */
export const formTopic: Partial<Record<FormKind, 'service' | 'post'>> = {
  service: 'service',
  comment: 'post',
};

/** The longest value each field takes, in characters. */
export const fieldLimits: Record<FieldName, number> = {
  name: 100,
  email: 254,
  subject: 150,
  phone: 32,
  message: 5000,
};

/** Limits of the parts of a submission that are not typed by the visitor. */
export const contextLimits = { page: 2048, topic: 200 } as const;

const requiredFields: ReadonlySet<FieldName> = new Set(['name', 'email', 'message']);

/**
 * What a form says when a value breaks a rule, in one language: the fields' short names, the
 * message for each missing field, and the messages of the other rules, where `{field}` is a
 * field's short name and `{limit}` and `{length}` are counts of characters. The pages take theirs
 * from content/forms.yml in the page's language; the receiver answers in its own English words
 * (`receiverWords`, lib/receiver.ts), which the pages do not show.
 */
export interface FormWords {
  /** The fields' short names, and those of what a form is about (the mail program's lines). */
  labels: Record<FieldName | 'service' | 'post', string>;
  missing: Record<FieldName, string>;
  email: string;
  phone: string;
  control: string;
  tooLong: string;
  /** The counter under a field near its limit: `{length}` of `{limit}` characters. */
  count: string;
  /** For a field the receiver refused where the page's own rules see nothing wrong. */
  invalid: string;
  /** The locale counts are written in (`en-US`). */
  locale: string;
}

/** The field bots fill in and people never see; a submission with a value in it is dropped. */
export const honeypotFieldName = 'website';

/** A counter appears once a value is this share of its limit. */
export const counterThreshold = 0.8;

/** A message with its `{name}` placeholders filled in. */
const filledIn = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);

/** The messages of the rules other than a missing value, in `words`. */
export function fieldMessages(words: FormWords) {
  const count = (value: number) => value.toLocaleString(words.locale);
  return {
    email: words.email,
    phone: words.phone,
    control: (field: FieldName) => filledIn(words.control, { field: words.labels[field] }),
    tooLong: (field: FieldName, length: number) =>
      filledIn(words.tooLong, { field: words.labels[field], limit: count(fieldLimits[field]), length: count(length) }),
    count: (field: FieldName, length: number) =>
      filledIn(words.count, { limit: count(fieldLimits[field]), length: count(length) }),
  };
}

export function isRequired(field: FieldName): boolean {
  return requiredFields.has(field);
}

// RFC 5322's dot-atom: the characters an address's local part may hold without quoting.
const localPartPattern = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// Labels of letters, digits and hyphens, and a top-level domain of letters (or an IDN's xn--).
const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * The address in printable ASCII, its domain converted from an international name (IDN) to
 * its `xn--` form as mail servers read it, or null when it is not an address: one "@", a
 * local part of RFC 5322's characters, a domain with a dot and a top-level name.
 */
export function asciiEmail(raw: string): string | null {
  const value = raw.trim();
  const at = value.lastIndexOf('@');
  if (at <= 0 || at !== value.indexOf('@')) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !localPartPattern.test(local)) return null;
  // Anything a URL would read as more than a host name is not a domain.
  if (domain === '' || /[\s/?#:@\\[\]%\u0000-\u001f\u007f-\u009f]/u.test(domain)) return null;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  return domainPattern.test(host) ? `${local}@${host}` : null;
}

export function isEmail(value: string): boolean {
  return asciiEmail(value) !== null;
}

/** Digits, spaces and + - ( ), with at least 7 digits. */
export function isPlausiblePhone(value: string): boolean {
  return /^[\d\s+\-()]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7;
}

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

// Control characters (C0, DEL and C1) have no place in what a person types. The message may
// keep its tabs and line breaks; one-line fields also refuse line and paragraph separators and
// the bidirectional embeddings, overrides and isolates that make a name or a subject read
// otherwise than it is stored (Trojan Source, CVE-2021-42574).
const messageControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
const lineControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Whether a value holds a character its field refuses: a control, or in a one-line field a bidi control. */
export function hasControlCharacter(value: string, multiline: boolean): boolean {
  return (multiline ? messageControls : lineControls).test(value);
}

/** The message for one field's value, in `words`, or null when it is fine. */
export function validateField(field: FieldName, raw: string, words: FormWords): string | null {
  const value = raw.trim();
  if (value === '') return isRequired(field) ? words.missing[field] : null;
  const messages = fieldMessages(words);
  const length = characterCount(value);
  if (length > fieldLimits[field]) return messages.tooLong(field, length);
  if (hasControlCharacter(value, field === 'message')) return messages.control(field);
  if (field === 'email' && !isEmail(value)) return messages.email;
  if (field === 'phone' && !isPlausiblePhone(value)) return messages.phone;
  return null;
}

export interface FieldError {
  field: FieldName;
  message: string;
}

export type FieldValues = Partial<Record<FieldName, string>>;

/** Every broken rule of a form's values, in the order of its fields, in `words`. */
export function validateForm(kind: FormKind, values: FieldValues, words: FormWords): FieldError[] {
  return formFields[kind].flatMap((field) => {
    const message = validateField(field, values[field] ?? '', words);
    return message ? [{ field, message }] : [];
  });
}

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (formKinds as readonly string[]).includes(value);
}

function isFieldName(value: string): value is FieldName {
  return (fieldNames as readonly string[]).includes(value);
}

/** What a form sends: its kind, its fields (trimmed), the page it was sent from and its topic. */
export interface Submission extends FieldValues {
  form: FormKind;
  page: string;
  service?: string;
  post?: string;
  /** Turnstile's token, when the site uses Turnstile; checked by the receiver, never stored. */
  turnstile?: string;
}

export type Judgement =
  { ok: true; submission: Submission; spam: boolean } | { ok: false; errors: { field: string; message: string }[] };

/** The services and posts of the site, by the titles the forms send: a topic outside them is refused. */
export type KnownTopics = Record<'service' | 'post', ReadonlySet<string>>;

/** Field errors from an endpoint's JSON answer (`{"errors":[{"field","message"}]}`), for known fields only. */
export function fieldErrorsFromAnswer(kind: FormKind, answer: unknown): FieldError[] {
  const list = (answer as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field !== 'string' || typeof message !== 'string' || message.trim() === '') return [];
    if (!isFieldName(field) || !formFields[kind].includes(field)) return [];
    return [{ field, message }];
  });
}
