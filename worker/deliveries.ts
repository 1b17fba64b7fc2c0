// What the site hands to services outside it, sent from a queue, never in the visitor's request:
// a lead's signed event to the company's tools (worker/webhooks.ts) and a newsletter sign-up to
// the newsletter service (worker/newsletter.ts). The receiver stores each delivery with its lead
// (worker/store.ts) and queues it; this consumer claims it, sends it, and settles it in D1. A
// failed attempt (a non-2xx answer, a redirect, no answer within 10 s, no connection) is tried
// again with back-off, longer when the service's Retry-After asks, under the same id; an accepted
// one is never sent again; one the queue gives up on goes to the dead-letter queue, whose
// consumer marks it and tells the operator (worker/notify.ts).
import type { DeliveryNotice, Env } from './env';
import type { LeadRow } from './lead-row';
import { subscribe, newsletterSettings, newsletterSignup } from './newsletter';
import { alertOperator, retryDelaySeconds } from './notify';
import type { Attempt } from './outbound';
import {
  claimDelivery,
  deleteDelivery,
  findLead,
  markDelivered,
  markDeliveryAbandoned,
  markDeliveryFailed,
  type DeliveryRow,
} from './store';
import { sendEvent, webhookSettings, type EventType } from './webhooks';

/** The deliveries' queue (wrangler.jsonc); its dead-letter queue is its name with "-dlq". */
export const deliveryQueue = 'corevia-lead-deliveries';

/** The longest a queue message may wait before its next try (Cloudflare Queues' limit). */
const longestDelaySeconds = 12 * 60 * 60;

/** Seconds before the next try: the back-off, or longer when the service asked for it. */
const nextDelay = (attempts: number, retryAfter?: number) =>
  Math.min(Math.max(retryDelaySeconds(attempts), retryAfter ?? 0), longestDelaySeconds);

/** One attempt at a claimed delivery, to the service its type goes to. */
function attempt(
  env: Env,
  delivery: DeliveryRow,
  lead: LeadRow,
  now: Date,
): { target: string; sent: Promise<Attempt> } {
  if (delivery.type === newsletterSignup) {
    const settings = newsletterSettings(env);
    return { target: 'the newsletter service', sent: subscribe(settings, lead, now) };
  }
  const settings = webhookSettings(env);
  const target = 'problem' in settings ? 'the webhook' : settings.url.host;
  return { target, sent: sendEvent(settings, delivery.id, delivery.type as EventType, lead, now) };
}

/** The queue's consumer: each notice's delivery, claimed, sent, and settled in D1. */
export async function deliverAll(batch: MessageBatch<DeliveryNotice>, env: Env): Promise<void> {
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
    const { target, sent } = attempt(env, delivery, lead, now);
    const result = await sent;
    if (result.ok) {
      await markDelivered(env.DB, delivery.id, new Date(), result.status);
      message.ack();
      continue;
    }
    console.error('deliveries:', delivery.type, delivery.id, 'to', target, 'failed:', result.reason);
    await markDeliveryFailed(env.DB, delivery.id, new Date(), result.status, result.reason);
    message.retry({ delaySeconds: nextDelay(message.attempts, result.retryAfter) });
  }
}

/** The dead-letter queue's consumer: deliveries the queue gave up on, marked as such, and the operator told. */
export async function recordAbandonedDeliveries(batch: MessageBatch<DeliveryNotice>, env: Env): Promise<void> {
  const now = new Date();
  for (const message of batch.messages) {
    await markDeliveryAbandoned(env.DB, message.body.delivery, now);
    message.ack();
  }
  console.error('deliveries: gave up on', batch.messages.length, 'deliveries');
  await alertOperator(env, now);
}
