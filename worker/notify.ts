// The company hears of every lead: the queue's consumer e-mails each one (the send_email
// binding, which writes the MIME itself) and records in D1 when it went out. Past the
// hour's cap of single e-mails (NOTIFY_MAX_PER_HOUR) a lead waits for the hourly digest, which
// lists every such lead in one e-mail. A failed send is retried by the queue; one it gives up on
// goes to the dead-letter queue, whose consumer marks it given up and alerts the operator.
import { defaultLanguage, languageInfo, type Language } from '../content/languages';
import { asciiEmail, formFields } from '../lib/form-rules';
import { fieldLabels } from '../lib/receiver';
import type { Env, LeadNotice } from './env';
import type { LeadRow } from './lead-row';
import {
  abandonedCount,
  abandonedDeliveryCount,
  claimDigest,
  claimLead,
  deferToDigest,
  markNotified,
  markNotifyAbandoned,
  markNotifyFailed,
  recordEmail,
  releaseEmail,
  reserveAlert,
  reserveLeadEmail,
  settleDigest,
} from './store';

export const formTitles: Record<LeadRow['form'], string> = {
  quote: 'Quote request',
  service: 'Service enquiry',
  comment: 'Blog comment',
  newsletter: 'Newsletter subscription',
};

const hour = 60 * 60 * 1000;
/** The most leads one digest lists; the rest wait for the next hour's. */
export const digestLimit = 2000;

/** A positive whole number setting, or its default. */
export function countSetting(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

// Rows stored before the receiver refused control characters are made safe to print as well.
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/gu;
export const printable = (value: string) => value.replace(controls, '\ufffd');

/** The lead's fields as lines of "Label: value", with its service or post first, and the language
 * the visitor wrote in when it is not English. */
export function fieldLines(lead: LeadRow): string[] {
  const lines: string[] = [];
  const language = languageInfo[lead.language] as (typeof languageInfo)[Language] | undefined;
  if (lead.language !== defaultLanguage)
    lines.push(`Language: ${language ? `${language.english} (${language.name})` : printable(lead.language)}`);
  if (lead.topic) lines.push(`${lead.form === 'service' ? 'Service' : 'Post'}: ${printable(lead.topic)}`);
  for (const field of formFields[lead.form]) {
    const value = lead[field];
    if (field !== 'message' && value) lines.push(`${fieldLabels[field]}: ${printable(value)}`);
  }
  return lines;
}

/** The notification's subject and plain-text body. */
export function describeLead(lead: LeadRow): { subject: string; text: string } {
  const who = printable(lead.name ?? lead.email);
  const language = languageInfo[lead.language] as (typeof languageInfo)[Language] | undefined;
  const subject = `${formTitles[lead.form]} from ${who}${lead.language !== defaultLanguage && language ? ` (in ${language.english})` : ''}`;
  const lines = [`${formTitles[lead.form]} sent from ${printable(lead.page)} at ${lead.received_at}.`, ''];
  lines.push(...fieldLines(lead));
  if (lead.message) lines.push('', printable(lead.message));
  lines.push('', `Lead ${lead.id}. Reply to this e-mail to answer ${who}.`);
  return { subject, text: lines.join('\n') };
}

/** The digest's subject and body: every lead past the hour's cap, each with its fields and message. */
export function describeDigest(leads: LeadRow[], cap: number): { subject: string; text: string } {
  const count = `${leads.length} ${leads.length === 1 ? 'lead' : 'leads'}`;
  const lines = [
    `${count} arrived after this hour's ${cap} single e-mails had gone out. Each is below; all are stored (npm run leads).`,
  ];
  for (const lead of leads) {
    lines.push('', '----', `${formTitles[lead.form]} sent from ${printable(lead.page)} at ${lead.received_at}.`);
    lines.push(...fieldLines(lead));
    if (lead.message) lines.push('', printable(lead.message));
    lines.push(`(Lead ${lead.id}.)`);
  }
  return { subject: `Digest: ${count} from the website's forms`, text: lines.join('\n') };
}

interface Mail {
  subject: string;
  text: string;
  /** Replies go to this address, when it is a valid one. */
  replyTo?: string;
}

/**
 * The e-mail as the send_email binding takes it: Cloudflare writes the MIME (a non-ASCII subject
 * in encoded words, the body in UTF-8, Message-ID and Date), so no header is assembled here.
 */
function composeMail(from: string, to: string, { subject, text, replyTo }: Mail): EmailMessageBuilder {
  // Only an address that passes the forms' own rule, in its ASCII form, ever becomes Reply-To.
  const reply = replyTo ? asciiEmail(replyTo) : null;
  return {
    from: { name: 'Website forms', email: from },
    to,
    // A name stored before the receiver refused line breaks keeps the subject on one line.
    subject: printable(subject.replace(/[\r\n]+/g, ' ')),
    text,
    ...(reply ? { replyTo: reply } : {}),
  };
}

/** Seconds before the next try: 1, 2, 4, 8 … minutes, at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function notifyLeads(batch: MessageBatch<LeadNotice>, env: Env): Promise<void> {
  const cap = countSetting(env.NOTIFY_MAX_PER_HOUR, 30);
  for (const message of batch.messages) {
    const { id } = message.body;
    const now = new Date();
    // Deleted since, sent already, waiting for the digest, given up on, or in another consumer's hands.
    const lead = await claimLead(env.DB, id, now);
    if (!lead) {
      message.ack();
      continue;
    }
    const slot = await reserveLeadEmail(env.DB, cap, now);
    if (slot === null) {
      await deferToDigest(env.DB, id);
      message.ack();
      continue;
    }
    try {
      await env.NOTIFY_EMAIL.send(
        composeMail(env.NOTIFY_FROM, env.NOTIFY_TO, { ...describeLead(lead), replyTo: lead.email }),
      );
    } catch (error) {
      const reason = reasonOf(error);
      console.error('notify: the e-mail for lead', id, 'failed:', reason);
      await releaseEmail(env.DB, slot);
      await markNotifyFailed(env.DB, id, reason);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      continue;
    }
    await markNotified(env.DB, id, new Date());
    message.ack();
  }
}

/**
 * The hourly digest: every lead that waits past the cap, in one e-mail to the sales inbox.
 * Returns how many it listed.
 */
export async function sendDigest(env: Env, now: Date): Promise<number> {
  const leads = await claimDigest(env.DB, now, digestLimit);
  if (leads.length === 0) return 0;
  const cap = countSetting(env.NOTIFY_MAX_PER_HOUR, 30);
  try {
    await env.NOTIFY_EMAIL.send(composeMail(env.NOTIFY_FROM, env.NOTIFY_TO, describeDigest(leads, cap)));
  } catch (error) {
    const reason = reasonOf(error);
    console.error('notify: the digest of', leads.length, 'leads failed:', reason);
    await settleDigest(env.DB, now, null, reason);
    return 0;
  }
  await settleDigest(env.DB, now, new Date());
  await recordEmail(env.DB, 'digest', leads.length, now);
  return leads.length;
}

/** One alert an hour at most. */
const alertSpacingMs = hour;

/**
 * Tells the operator what was given up on, lead e-mails and deliveries to other services
 * (worker/deliveries.ts) alike: one e-mail an hour at most, which counts both.
 */
export async function alertOperator(env: Env, now: Date): Promise<void> {
  if (!env.ALERT_EMAIL || !env.ALERT_TO) {
    console.error('notify: deliveries were given up on, and no ALERT_EMAIL binding or ALERT_TO is set to say so');
    return;
  }
  const slot = await reserveAlert(env.DB, now, alertSpacingMs);
  if (slot === null) return;
  const count = await abandonedCount(env.DB);
  const events = await abandonedDeliveryCount(env.DB);
  const paragraphs = [
    ...(count > 0 || events === 0
      ? [
          `The website gave up e-mailing ${count} ${count === 1 ? 'lead' : 'leads'} to ${env.NOTIFY_TO} after every retry.`,
          'Every lead is stored. `npm run leads -- --unsent --remote` lists those not yet e-mailed, with why the last try failed.',
        ]
      : []),
    ...(events > 0
      ? [
          `The website gave up handing on ${events} ${events === 1 ? 'lead' : 'leads'} after every retry: events to the webhook (LEAD_WEBHOOK_URL) or sign-ups to the newsletter service.`,
          '`npm run leads -- --remote` shows where each stands (the Delivery column), and `--json` why its last try failed.',
        ]
      : []),
    "Check the Email Routing destination, the webhook's endpoint, the newsletter service and the Worker's log; this alert is sent at most once an hour.",
  ];
  const what = [
    ...(count > 0 || events === 0 ? [`${count} lead ${count === 1 ? 'notification' : 'notifications'}`] : []),
    ...(events > 0 ? [`${events} lead ${events === 1 ? 'delivery' : 'deliveries'}`] : []),
  ];
  try {
    const subject = `Website: ${what.join(' and ')} given up on`;
    await env.ALERT_EMAIL.send(composeMail(env.NOTIFY_FROM, env.ALERT_TO, { subject, text: paragraphs.join('\n\n') }));
  } catch (error) {
    console.error('notify: the alert to the operator failed:', reasonOf(error));
    await releaseEmail(env.DB, slot);
  }
}

/** The dead-letter queue's consumer: notices the queue gave up on, marked as such, and the operator told. */
export async function recordAbandoned(batch: MessageBatch<LeadNotice>, env: Env): Promise<void> {
  const now = new Date();
  for (const message of batch.messages) {
    await markNotifyAbandoned(env.DB, message.body.id, now);
    message.ack();
  }
  console.error('notify: gave up on', batch.messages.length, 'lead notifications');
  await alertOperator(env, now);
}
