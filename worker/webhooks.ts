// Every stored lead reaches the company's own tools (a CRM, an automation service, a chat
// channel) as an event signed per the Standard Webhooks specification: the `webhook-id`,
// `webhook-timestamp` and `webhook-signature` headers, made by the `standardwebhooks` library
// with the `whsec_` secret, over a JSON body of `type`, `timestamp` and `data`. The receiver stores
// a delivery row with the lead (worker/store.ts) and queues it; this module is the queue's
// consumer. A refused (non-2xx), redirected, slow or unreachable endpoint is tried again with
// back-off under the same `webhook-id`, so that a receiver that keeps the ids it has seen takes
// each event once; an accepted one is never sent again; one the queue gives up on goes to the
// dead-letter queue, whose consumer marks it and tells the operator (worker/notify.ts). Without
// LEAD_WEBHOOK_URL nothing of this runs. docs/forms-and-leads.md has the recipes.
import { Webhook } from 'standardwebhooks';
import type { Env, WebhookNotice } from './env';
import { isSecretSafeUrl } from './http';
import type { LeadRow } from './lead-row';
import { alertOperator, fieldLines, formTitles, printable, retryDelaySeconds } from './notify';
import {
  claimDelivery,
  deleteDelivery,
  findLead,
  markDelivered,
  markDeliveryAbandoned,
  markDeliveryFailed,
  type DeliveryRow,
  type NewDelivery,
} from './store';

/** The events the site sends: a lead stored, a newsletter subscriber who confirmed their address. */
export const eventTypes = { lead: 'lead.created', subscriber: 'subscriber.confirmed' } as const;
export type EventType = (typeof eventTypes)[keyof typeof eventTypes];

/** The shapes of the body: the event itself, or a message for a chat's incoming webhook. */
export const webhookFormats = ['standard', 'slack', 'teams'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];

/** The deliveries' queue (wrangler.jsonc); its dead-letter queue is its name with "-dlq". */
export const webhookQueue = 'corevia-lead-webhooks';

/** How long an endpoint has to answer before the attempt counts as failed. */
export const deliveryTimeoutMs = 10_000;
/** The longest a queue message may wait before its next try (Cloudflare Queues' limit). */
const longestDelaySeconds = 12 * 60 * 60;

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
export const newDelivery = (type: EventType): NewDelivery => ({
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

/** Seconds an answer's Retry-After asks for (seconds or an HTTP date), when it asks. */
export function retryAfterSeconds(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - now.getTime()) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

type Attempt = { ok: true; status: number } | { ok: false; status: number | null; reason: string; retryAfter?: number };

/** One attempt; its answer's body is never read (an endpoint may answer with megabytes). */
async function attempt(settings: WebhookSettings, headers: Record<string, string>, body: string): Promise<Attempt> {
  const { url } = settings;
  const started = new Date();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      // A redirect is not followed: the event and its signature go to the address configured only.
      redirect: 'manual',
      signal: AbortSignal.timeout(deliveryTimeoutMs),
    });
    await response.body?.cancel().catch(() => {});
    const { status } = response;
    if (status >= 200 && status < 300) return { ok: true, status };
    if (status >= 300 && status < 400) return { ok: false, status, reason: `${status} (a redirect, not followed)` };
    return {
      ok: false,
      status,
      reason: String(status),
      retryAfter: retryAfterSeconds(response.headers.get('Retry-After'), started),
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      return { ok: false, status: null, reason: `no answer within ${deliveryTimeoutMs / 1000} s` };
    // The message may name the address, whose path can hold a chat's token: only its host is said.
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      status: null,
      reason: `unreachable: ${message.split(url.href).join(url.host).split(url.pathname).join('')}`.slice(0, 200),
    };
  }
}

/** Seconds before the next try: the back-off, or longer when the endpoint asked for it. */
const nextDelay = (attempts: number, retryAfter?: number) =>
  Math.min(Math.max(retryDelaySeconds(attempts), retryAfter ?? 0), longestDelaySeconds);

/** Sends one claimed delivery; says whether the endpoint took it, and when to try again if not. */
async function deliver(
  settings: WebhookSettings | { problem: string },
  delivery: DeliveryRow,
  lead: LeadRow,
  now: Date,
): Promise<Attempt> {
  if ('problem' in settings) return { ok: false, status: null, reason: settings.problem };
  const event = leadEvent(lead, delivery.type as EventType);
  const body = eventBody(event, lead, settings.format);
  return attempt(settings, signedHeaders(settings.signer, delivery.id, now, body), body);
}

/** The queue's consumer: each notice's delivery, claimed, sent, and settled in D1. */
export async function deliverWebhooks(batch: MessageBatch<WebhookNotice>, env: Env): Promise<void> {
  const settings = webhookSettings(env);
  if ('problem' in settings) console.error('webhooks: cannot deliver:', settings.problem);
  for (const message of batch.messages) {
    const now = new Date();
    // Delivered already, given up on, erased, or in another consumer's hands.
    const delivery = await claimDelivery(env.DB, message.body.delivery, now);
    if (!delivery) {
      message.ack();
      continue;
    }
    const lead = await findLead(env.DB, delivery.lead_id);
    if (!lead) {
      await deleteDelivery(env.DB, delivery.id);
      message.ack();
      continue;
    }
    const result = await deliver(settings, delivery, lead, now);
    if (result.ok) {
      await markDelivered(env.DB, delivery.id, new Date(), result.status);
      message.ack();
      continue;
    }
    const host = 'problem' in settings ? 'the endpoint' : settings.url.host;
    console.error('webhooks: delivery', delivery.id, 'to', host, 'failed:', result.reason);
    await markDeliveryFailed(env.DB, delivery.id, new Date(), result.status, result.reason);
    message.retry({ delaySeconds: nextDelay(message.attempts, result.retryAfter) });
  }
}

/** The dead-letter queue's consumer: deliveries the queue gave up on, marked as such, and the operator told. */
export async function recordAbandonedWebhooks(batch: MessageBatch<WebhookNotice>, env: Env): Promise<void> {
  const now = new Date();
  for (const message of batch.messages) {
    await markDeliveryAbandoned(env.DB, message.body.delivery, now);
    message.ack();
  }
  console.error('webhooks: gave up on', batch.messages.length, 'deliveries');
  await alertOperator(env, now);
}
