// The company hears of every lead: the queue's consumer e-mails each one (the send_email
// binding, through Cloudflare Email Routing) and records in D1 when it went out. A failed
// send is retried by the queue; one it gives up on goes to the dead-letter queue, whose
// consumer records that, and the daily sweep queues it again.
import { EmailMessage } from 'cloudflare:email';
import { fieldLabels, formFields } from '../lib/form-rules';
import type { Env, LeadNotice } from './env';
import type { LeadRow } from './lead-row';
import { findLead, markNotified, markNotifyAbandoned, markNotifyFailed } from './store';

const formTitles: Record<LeadRow['form'], string> = {
  quote: 'Quote request',
  service: 'Service enquiry',
  comment: 'Blog comment',
  newsletter: 'Newsletter subscription',
};

/** A header value in RFC 2047 words when it is not plain ASCII. */
function encodeHeader(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(flat)) return flat;
  return `=?UTF-8?B?${base64(new TextEncoder().encode(flat))}?=`;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The notification's subject and plain-text body. */
export function describeLead(lead: LeadRow): { subject: string; text: string } {
  const who = lead.name ?? lead.email;
  const subject = `${formTitles[lead.form]} from ${who}`;
  const lines = [`${formTitles[lead.form]} sent from ${lead.page} at ${lead.received_at}.`, ''];
  if (lead.topic) lines.push(`${lead.form === 'service' ? 'Service' : 'Post'}: ${lead.topic}`);
  for (const field of formFields[lead.form]) {
    const value = lead[field];
    if (field !== 'message' && value) lines.push(`${fieldLabels[field]}: ${value}`);
  }
  if (lead.message) lines.push('', lead.message);
  lines.push('', `Lead ${lead.id}. Reply to this e-mail to answer ${who}.`);
  return { subject, text: lines.join('\n') };
}

/** The e-mail as MIME: plain text in UTF-8 (base64, so any character and line survives), replies going to the sender. */
export function composeNotification(lead: LeadRow, from: string, to: string, now: Date): string {
  const { subject, text } = describeLead(lead);
  const body = base64(new TextEncoder().encode(text.replace(/\r?\n/g, '\r\n')))
    .match(/.{1,76}/g)!
    .join('\r\n');
  const domain = from.split('@')[1] ?? 'localhost';
  return [
    `From: ${encodeHeader('Website forms')} <${from}>`,
    `To: <${to}>`,
    `Reply-To: <${lead.email}>`,
    `Subject: ${encodeHeader(subject)}`,
    `Message-ID: <${lead.id}@${domain}>`,
    `Date: ${now.toUTCString().replace('GMT', '+0000')}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
    '',
  ].join('\r\n');
}

/** Seconds before the next try: 1, 2, 4, 8 … minutes, at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(60 * 2 ** Math.max(0, attempts - 1), 3600);

export async function notifyLeads(batch: MessageBatch<LeadNotice>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const { id } = message.body;
    const lead = await findLead(env.DB, id);
    // Deleted since, or sent already (a notice queued twice): nothing to do.
    if (!lead || lead.notified_at) {
      message.ack();
      continue;
    }
    try {
      const raw = composeNotification(lead, env.NOTIFY_FROM, env.NOTIFY_TO, new Date());
      await env.NOTIFY_EMAIL.send(new EmailMessage(env.NOTIFY_FROM, env.NOTIFY_TO, raw));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error('notify: the e-mail for lead', id, 'failed:', reason);
      await markNotifyFailed(env.DB, id, reason);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      continue;
    }
    await markNotified(env.DB, id, new Date());
    message.ack();
  }
}

/** The dead-letter queue's consumer: notices the queue gave up on, recorded as such. */
export async function recordAbandoned(batch: MessageBatch<LeadNotice>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    await markNotifyAbandoned(env.DB, message.body.id);
    message.ack();
  }
}
