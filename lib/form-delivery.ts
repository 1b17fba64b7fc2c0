import {
  fieldErrorsFromAnswer,
  type FormWords,
  formFields,
  formTopic,
  type FieldError,
  type FieldValues,
  type FormKind,
  type Submission,
} from './form-rules';

/** An endpoint that has not answered in this time is given up on. */
export const sendTimeoutMs = 10_000;

export interface SubmissionContext {
  /** The path of the page the form was sent from. */
  page: string;
  /** The service asked about or the post commented on, for the forms that name one. */
  topic?: string;
}

/** The JSON body a form POSTs: `{ form, ...fields, page }`, plus `service` or `post`. */
export function buildSubmission(kind: FormKind, values: FieldValues, context: SubmissionContext): Submission {
  const submission: Submission = { form: kind, page: context.page };
  for (const field of formFields[kind]) submission[field] = (values[field] ?? '').trim();
  const topicKey = formTopic[kind];
  if (topicKey && context.topic) submission[topicKey] = context.topic;
  return submission;
}

/**
 * A `mailto:` link that opens the visitor's mail program with the form's values written out,
 * each under its short name in `labels` (the page's language).
 */
export function composeMailto(
  address: string,
  subject: string,
  submission: Submission,
  labels: FormWords['labels'],
): string {
  const lines = formFields[submission.form]
    .filter((field) => field !== 'message' && submission[field])
    .map((field) => `${labels[field]}: ${submission[field]}`);
  const topicKey = formTopic[submission.form];
  const topic = topicKey ? submission[topicKey] : undefined;
  if (topicKey && topic) lines.unshift(`${labels[topicKey]}: ${topic}`);
  const body = submission.message ? [...lines, '', submission.message].join('\n') : lines.join('\n');
  const query = [`subject=${encodeURIComponent(subject)}`];
  // Mail programs expect CRLF line breaks in a mailto body (RFC 6068).
  if (body) query.push(`body=${encodeURIComponent(body.replace(/\r?\n/g, '\r\n'))}`);
  return `mailto:${address}?${query.join('&')}`;
}

/**
 * What the receiver says became of a newsletter sign-up: handed to a newsletter service that asks
 * the visitor to confirm (`confirm`), or kept for the team (`kept`). Absent from other answers.
 */
export type NewsletterNext = 'confirm' | 'kept';

export type SendResult =
  | { status: 'sent'; newsletter?: NewsletterNext }
  | { status: 'invalid'; errors: FieldError[] }
  | { status: 'failed'; reason: 'http' | 'timeout' | 'network'; httpStatus?: number };

export interface SendOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Sent as the Idempotency-Key header: the receiver stores one lead for all sends that carry it. */
  idempotencyKey?: string;
}

/** 128 random bits as hex (`crypto.randomUUID` needs a secure context; this does not). */
function randomKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a form sent last and under which key. */
export interface SendKey {
  body: string;
  key: string;
}

/**
 * The key of a send: the last one while the same submission is sent again (a retry after a
 * time-out, whose first send may have arrived), a new one for anything else.
 */
export function sendKeyFor(previous: SendKey | null, submission: Submission, make = randomKey): SendKey {
  const body = JSON.stringify(submission);
  return previous?.body === body ? previous : { body, key: make() };
}

/**
 * Whether the endpoint is on the page's own origin (the site's Worker), where the key's header
 * costs no CORS preflight; a hosted form service elsewhere may not allow the header.
 */
export function takesSendKey(endpoint: string, pageUrl: string): boolean {
  return new URL(endpoint, pageUrl).origin === new URL(pageUrl).origin;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * POSTs a submission as JSON. A 2xx answer is a confirmed send; a 4xx answer listing errors
 * of known fields is shown at those fields; anything else, no answer within the time-out or
 * a network failure is a failure the visitor can retry.
 */
export async function sendSubmission(
  endpoint: string,
  submission: Submission,
  { timeoutMs = sendTimeoutMs, fetchImpl = fetch, idempotencyKey }: SendOptions = {},
): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify(submission),
      signal: controller.signal,
    });
    if (response.ok) {
      const { newsletter } = ((await readJson(response)) ?? {}) as { newsletter?: unknown };
      return newsletter === 'confirm' || newsletter === 'kept' ? { status: 'sent', newsletter } : { status: 'sent' };
    }
    if (response.status >= 400 && response.status < 500) {
      const errors = fieldErrorsFromAnswer(submission.form, await readJson(response));
      if (errors.length > 0) return { status: 'invalid', errors };
    }
    return { status: 'failed', reason: 'http', httpStatus: response.status };
  } catch {
    return { status: 'failed', reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
