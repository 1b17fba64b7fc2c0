// Every stored lead reaches the company's own tools (a CRM, an automation service, a chat
// channel) as an event signed per the Standard Webhooks specification: the `webhook-id`,
// `webhook-timestamp` and `webhook-signature` headers, made by the `standardwebhooks` library
// with the `whsec_` secret, over a JSON body of `type`, `timestamp` and `data`. This module makes
// the event and sends one attempt; worker/deliveries.ts sends it from its queue, tries again
// under the same `webhook-id` until the endpoint answers 2xx, and marks one it gives up on.
// Without LEAD_WEBHOOK_URL nothing of this runs. docs/forms-and-leads.md has the recipes.
import { Webhook } from 'standardwebhooks';
import type { Env } from './env';
import { isSecretSafeUrl } from './http';
import type { LeadRow } from './lead-row';
import { fieldLines, formTitles, printable } from './notify';
import { postOnce, type Attempt } from './outbound';
import type { NewDelivery } from './store';

/** The events the site sends: a lead stored, a newsletter subscriber who confirmed their address. */
export const eventTypes = { lead: 'lead.created', subscriber: 'subscriber.confirmed' } as const;
export type EventType = (typeof eventTypes)[keyof typeof eventTypes];

/** The shapes of the body: the event itself, or a message for a chat's incoming webhook. */
export const webhookFormats = ['standard', 'slack', 'teams'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

/** An event's `data`: the lead's fields, its form, page, language and id. */
export interface LeadData {
  id: string;
  form: LeadRow['form'];
  name: string | null;
  email: string;
  subject: string | null;
  phone: string | null;
  message: string | null;
  /** The service asked about (service form) or the post commented on (comment form). */
  topic: string | null;
  /** The path of the page the form was sent from. */
  page: string;
  /** The language of that page: `en`, `de` or `ar`. */
  language: string;
  receivedAt: string;
}

/** The event as the Standard Webhooks specification shapes it. */
export interface LeadEvent {
  type: EventType;
  /** When it happened (the lead's arrival), ISO 8601. */
  timestamp: string;
  data: LeadData;
}

/** Whether leads go out as events at all: LEAD_WEBHOOK_URL is set. */
export const webhooksOn = (env: Pick<Env, 'LEAD_WEBHOOK_URL'>): boolean => Boolean(env.LEAD_WEBHOOK_URL?.trim());

/** A new delivery of `type`, its id the event's `webhook-id`. */
export const newDelivery = (type: EventType | 'newsletter.signup'): NewDelivery => ({
  id: `msg_${crypto.randomUUID().replaceAll('-', '')}`,
  type,
});

export function leadEvent(lead: LeadRow, type: EventType): LeadEvent {
  return {
    type,
    timestamp: lead.received_at,
    data: {
      id: lead.id,
      form: lead.form,
      name: lead.name,
      email: lead.email,
      subject: lead.subject,
      phone: lead.phone,
      message: lead.message,
      topic: lead.topic,
      page: lead.page,
      language: lead.language,
      receivedAt: lead.received_at,
    },
  };
}

export interface WebhookSettings {
  url: URL;
  signer: Webhook;
  format: WebhookFormat;
}

/**
 * The settings, checked: the endpoint (https, or http on this machine), the secret (`whsec_`
 * and base64 of 24 to 64 random bytes, as the specification has it) and the format. A problem
 * names the setting and what is wrong with it, never its value: the URL of a chat's webhook is
 * a secret too.
 */
export function webhookSettings(env: Env): WebhookSettings | { problem: string } {
  const address = env.LEAD_WEBHOOK_URL?.trim() ?? '';
  if (!isSecretSafeUrl(address)) return { problem: 'LEAD_WEBHOOK_URL is not an https:// address' };
  const secret = env.LEAD_WEBHOOK_SECRET?.trim() ?? '';
  if (!secret) return { problem: 'LEAD_WEBHOOK_SECRET is not set' };
  const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret)?.[1];
  const bytes = key && key.length % 4 === 0 ? (key.length / 4) * 3 - (key.match(/=+$/)?.[0].length ?? 0) : 0;
  if (bytes < 24 || bytes > 64)
    return { problem: 'LEAD_WEBHOOK_SECRET is not a whsec_ secret (whsec_ and the base64 of 24 to 64 random bytes)' };
  const format = (env.LEAD_WEBHOOK_FORMAT?.trim() || 'standard') as WebhookFormat;
  if (!webhookFormats.includes(format))
    return { problem: `LEAD_WEBHOOK_FORMAT is none of ${webhookFormats.join(', ')}` };
  return { url: new URL(address), signer: new Webhook(secret), format };
}

/** The event's title and lines, as a person reads them in a chat. */
function describeEvent({ type, data }: LeadEvent, lead: LeadRow): { title: string; lines: string[] } {
  const who = printable(data.name ?? data.email);
  const title =
    type === eventTypes.subscriber ? `Newsletter subscriber confirmed: ${who}` : `${formTitles[data.form]} from ${who}`;
  const lines = [`Sent from ${printable(data.page)} at ${data.receivedAt}.`, ...fieldLines(lead)];
  if (data.message) lines.push('', printable(data.message));
  lines.push('', `Lead ${data.id}`);
  return { title, lines };
}

/** Text for Slack's mrkdwn: &, < and > escaped as Slack asks, so no visitor writes a mention or a link. */
const slackText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text for an Adaptive Card: a visitor's `[text](address)` stays text, not a link. */
const cardText = (text: string) => text.replace(/\]\(/g, ']\u200b(');

/** The body as sent: the event (`standard`), or a chat message made from it. */
export function eventBody(event: LeadEvent, lead: LeadRow, format: WebhookFormat): string {
  if (format === 'standard') return JSON.stringify(event);
  const { title, lines } = describeEvent(event, lead);
  if (format === 'slack') return JSON.stringify({ text: `*${slackText(title)}*\n${slackText(lines.join('\n'))}` });
  return JSON.stringify({
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: cardText(title), weight: 'Bolder', size: 'Medium', wrap: true },
            { type: 'TextBlock', text: cardText(lines.join('\n\n')), wrap: true },
          ],
        },
      },
    ],
  });
}

/** The signed request's headers for one attempt: the same `webhook-id` every time, this attempt's timestamp. */
export function signedHeaders(signer: Webhook, id: string, now: Date, body: string): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signer.sign(id, now, body),
  };
}

/** One attempt to deliver the event of `type` for `lead` under the delivery's `id`, signed at `now`. */
export function sendEvent(
  settings: WebhookSettings | { problem: string },
  id: string,
  type: EventType,
  lead: LeadRow,
  now: Date,
): Promise<Attempt> {
  if ('problem' in settings) return Promise.resolve({ ok: false, status: null, reason: settings.problem });
  const body = eventBody(leadEvent(lead, type), lead, settings.format);
  return postOnce(settings.url, signedHeaders(settings.signer, id, now, body), body);
}
