// The Worker's reads and writes of D1 (worker/migrations/ holds the tables).
import { pathLanguage } from '../content/languages';
import type { Submission } from '../lib/form-rules';
import type { LeadRow } from './lead-row';

export interface Arrival {
  receivedAt: Date;
  userAgent: string | null;
  visitorHash: string | null;
}

/** A submission's Idempotency-Key and the fingerprint of what it sent. */
export interface SendKey {
  key: string;
  fingerprint: string;
}

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const iso = (time: Date | number) => new Date(time).toISOString();

function insertLeadStatement(db: D1Database, id: string, lead: Submission, arrival: Arrival): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO leads (id, form, name, email, subject, phone, message, topic, page, language, received_at, user_agent, visitor_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)`,
    )
    .bind(
      id,
      lead.form,
      lead.name ?? null,
      lead.email ?? '',
      lead.subject ?? null,
      lead.phone ?? null,
      lead.message ?? null,
      lead.service ?? lead.post ?? null,
      lead.page,
      pathLanguage(lead.page),
      arrival.receivedAt.toISOString(),
      arrival.userAgent,
      arrival.visitorHash,
    );
}

/** A webhook event to be delivered for a lead: its `webhook-id` and its type (worker/webhooks.ts). */
export interface NewDelivery {
  id: string;
  type: string;
}

/**
 * Stores a judged submission, and with it its Idempotency-Key and its webhook deliveries, in one
 * transaction; resolves once D1 has it. A key another request stored meanwhile makes the whole
 * insert fail, and the lead is not stored twice.
 */
export async function insertLead(
  db: D1Database,
  id: string,
  lead: Submission,
  arrival: Arrival,
  sendKey?: SendKey,
  deliveries: NewDelivery[] = [],
): Promise<void> {
  const insert = insertLeadStatement(db, id, lead, arrival);
  const at = arrival.receivedAt.getTime();
  const statements = [
    // A key past its day is free again.
    ...(sendKey
      ? [db.prepare('DELETE FROM lead_keys WHERE key = ?1 AND created_at <= ?2').bind(sendKey.key, iso(at - day))]
      : []),
    insert,
    ...(sendKey
      ? [
          db
            .prepare('INSERT INTO lead_keys (key, lead_id, fingerprint, created_at) VALUES (?1, ?2, ?3, ?4)')
            .bind(sendKey.key, id, sendKey.fingerprint, iso(at)),
        ]
      : []),
    ...deliveries.map((delivery) => insertDeliveryStatement(db, delivery, id, arrival.receivedAt)),
  ];
  if (statements.length === 1) await insert.run();
  else await db.batch(statements);
}

function insertDeliveryStatement(db: D1Database, { id, type }: NewDelivery, leadId: string, at: Date) {
  return db
    .prepare('INSERT INTO deliveries (id, lead_id, type, created_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(id, leadId, type, iso(at));
}

/** Adds a webhook delivery for a stored lead (a subscriber who confirmed, say). */
export async function insertDelivery(db: D1Database, delivery: NewDelivery, leadId: string, at: Date): Promise<void> {
  await insertDeliveryStatement(db, delivery, leadId, at).run();
}

/** The lead stored under an Idempotency-Key within the last day. */
export function findKey(
  db: D1Database,
  key: string,
  now: Date,
): Promise<{ lead_id: string; fingerprint: string } | null> {
  return db
    .prepare('SELECT lead_id, fingerprint FROM lead_keys WHERE key = ?1 AND created_at > ?2')
    .bind(key, iso(now.getTime() - day))
    .first();
}

/** How many leads were stored since `since` (the site-wide ceiling). */
export async function leadsSince(db: D1Database, since: Date): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM leads WHERE received_at > ?1')
    .bind(iso(since))
    .first<{ n: number }>();
  return row?.n ?? 0;
}

export function findLead(db: D1Database, id: string): Promise<LeadRow | null> {
  return db.prepare('SELECT * FROM leads WHERE id = ?1').bind(id).first<LeadRow>();
}

/** A claim older than this is taken for a consumer that died while sending. */
export const claimTimeoutMs = 10 * 60 * 1000;

/**
 * Claims a lead's notification for one consumer: the lead, when it still waits for its own
 * e-mail and no other consumer is sending it; null otherwise. With it, a notice queued twice
 * (by a retry and by the sweep, say) never sends two e-mails.
 */
export function claimLead(db: D1Database, id: string, now: Date): Promise<LeadRow | null> {
  return db
    .prepare(
      `UPDATE leads SET notify_claimed_at = ?2
       WHERE id = ?1 AND notified_at IS NULL AND notify_abandoned_at IS NULL AND notify_digest = 0
         AND (notify_claimed_at IS NULL OR notify_claimed_at <= ?3)
       RETURNING *`,
    )
    .bind(id, iso(now), iso(now.getTime() - claimTimeoutMs))
    .first<LeadRow>();
}

/**
 * Takes one of the hour's `cap` single e-mails: the slot's id when fewer than `cap` went out in the
 * last hour, null otherwise (one statement, so two consumers cannot both take the last).
 */
export async function reserveLeadEmail(db: D1Database, cap: number, now: Date): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO notifications (kind, sent_at, leads)
       SELECT 'lead', ?1, 1 WHERE (SELECT COUNT(*) FROM notifications WHERE kind = 'lead' AND sent_at > ?2) < ?3
       RETURNING id`,
    )
    .bind(iso(now), iso(now.getTime() - hour), cap)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Gives back a slot whose e-mail did not go out. */
export async function releaseEmail(db: D1Database, slot: number): Promise<void> {
  await db.prepare('DELETE FROM notifications WHERE id = ?1').bind(slot).run();
}

/** Past the hour's cap: the lead waits for the hourly digest. */
export async function deferToDigest(db: D1Database, id: string): Promise<void> {
  await db.prepare('UPDATE leads SET notify_digest = 1, notify_claimed_at = NULL WHERE id = ?1').bind(id).run();
}

export async function markNotified(db: D1Database, id: string, at: Date): Promise<void> {
  await db
    .prepare(
      'UPDATE leads SET notified_at = ?2, notify_attempts = notify_attempts + 1, notify_error = NULL, notify_claimed_at = NULL WHERE id = ?1',
    )
    .bind(id, at.toISOString())
    .run();
}

export async function markNotifyFailed(db: D1Database, id: string, error: string): Promise<void> {
  await db
    .prepare(
      'UPDATE leads SET notify_attempts = notify_attempts + 1, notify_error = ?2, notify_claimed_at = NULL WHERE id = ?1',
    )
    .bind(id, error.slice(0, 500))
    .run();
}

/** Marks a notification the queue gave up on: the sweep leaves it, `npm run leads -- --unsent` lists it. */
export async function markNotifyAbandoned(db: D1Database, id: string, at: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE leads SET notify_abandoned_at = ?2, notify_claimed_at = NULL,
         notify_error = 'Gave up after ' || notify_attempts || ' attempts: ' || COALESCE(notify_error, 'no attempt')
       WHERE id = ?1 AND notified_at IS NULL AND notify_abandoned_at IS NULL`,
    )
    .bind(id, iso(at))
    .run();
}

/** How many leads were given up on and never e-mailed. */
export async function abandonedCount(db: D1Database): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM leads WHERE notified_at IS NULL AND notify_abandoned_at IS NOT NULL')
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Records an alert to the operator unless one went out in the last `spacingMs`: the record's id
 * when this one may be sent, null otherwise (one statement, so two consumers cannot both send it).
 */
export async function reserveAlert(db: D1Database, now: Date, spacingMs: number): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO notifications (kind, sent_at, leads)
       SELECT 'alert', ?1, 0 WHERE NOT EXISTS (SELECT 1 FROM notifications WHERE kind = 'alert' AND sent_at > ?2)
       RETURNING id`,
    )
    .bind(iso(now), iso(now.getTime() - spacingMs))
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** Claims every lead waiting for the digest (at most `limit`, oldest first) and returns them. */
export async function claimDigest(db: D1Database, now: Date, limit: number): Promise<LeadRow[]> {
  const { results } = await db
    .prepare(
      `UPDATE leads SET notify_claimed_at = ?1
       WHERE id IN (
         SELECT id FROM leads
         WHERE notified_at IS NULL AND notify_digest = 1 AND notify_abandoned_at IS NULL
           AND (notify_claimed_at IS NULL OR notify_claimed_at <= ?2)
         ORDER BY received_at LIMIT ?3)
       RETURNING *`,
    )
    .bind(iso(now), iso(now.getTime() - claimTimeoutMs), limit)
    .all<LeadRow>();
  return results.toSorted((a, b) => a.received_at.localeCompare(b.received_at));
}

/** The digest claimed at `claimedAt` went out (or did not): its leads are notified (or wait for the next). */
export async function settleDigest(db: D1Database, claimedAt: Date, sent: Date | null, error?: string): Promise<void> {
  if (sent) {
    await db
      .prepare(
        `UPDATE leads SET notified_at = ?2, notify_attempts = notify_attempts + 1, notify_error = NULL, notify_claimed_at = NULL
         WHERE notify_digest = 1 AND notified_at IS NULL AND notify_claimed_at = ?1`,
      )
      .bind(iso(claimedAt), iso(sent))
      .run();
    return;
  }
  await db
    .prepare(
      `UPDATE leads SET notify_attempts = notify_attempts + 1, notify_error = ?2, notify_claimed_at = NULL
       WHERE notify_digest = 1 AND notified_at IS NULL AND notify_claimed_at = ?1`,
    )
    .bind(iso(claimedAt), (error ?? 'the digest failed').slice(0, 500))
    .run();
}

/** Records an e-mail that went out (a digest of `leads` leads). */
export async function recordEmail(db: D1Database, kind: 'digest', leads: number, at: Date): Promise<void> {
  await db
    .prepare('INSERT INTO notifications (kind, sent_at, leads) VALUES (?1, ?2, ?3)')
    .bind(kind, iso(at), leads)
    .run();
}

/** Deletes the leads received before `cutoff`, and their webhook deliveries; returns how many leads. */
export async function deleteLeadsBefore(db: D1Database, cutoff: Date): Promise<number> {
  const [, leads] = await db.batch([
    db
      .prepare('DELETE FROM deliveries WHERE lead_id IN (SELECT id FROM leads WHERE received_at < ?1)')
      .bind(iso(cutoff)),
    db.prepare('DELETE FROM leads WHERE received_at < ?1').bind(iso(cutoff)),
  ]);
  return leads!.meta.changes;
}

/** Deletes the Idempotency-Keys and the e-mail records past their day. */
export async function forgetPastDay(db: D1Database, now: Date): Promise<void> {
  const cutoff = iso(now.getTime() - day);
  await db.batch([
    db.prepare('DELETE FROM lead_keys WHERE created_at <= ?1').bind(cutoff),
    db.prepare('DELETE FROM notifications WHERE sent_at <= ?1').bind(cutoff),
  ]);
}

/**
 * One page of the leads whose e-mail is still owed and not in hand: received before `before`,
 * not notified, not given up on, not waiting for the digest, not claimed by a live consumer;
 * fewest attempts first, then newest, so that no pile of failing leads holds a new one back.
 */
export async function unnotifiedLeadIds(
  db: D1Database,
  before: Date,
  now: Date,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM leads
       WHERE notified_at IS NULL AND notify_abandoned_at IS NULL AND notify_digest = 0 AND received_at < ?1
         AND (notify_claimed_at IS NULL OR notify_claimed_at <= ?2)
       ORDER BY notify_attempts, received_at DESC, id LIMIT ?3 OFFSET ?4`,
    )
    .bind(iso(before), iso(now.getTime() - claimTimeoutMs), limit, offset)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** A webhook delivery as `deliveries` holds it (worker/migrations/0004_deliveries.sql). */
export interface DeliveryRow {
  id: string;
  lead_id: string;
  type: string;
  created_at: string;
  attempts: number;
  delivered_at: string | null;
  claimed_at: string | null;
  last_attempt_at: string | null;
  last_status: number | null;
  last_error: string | null;
  abandoned_at: string | null;
}

/** A delivery claim older than this is taken for a consumer that died while sending. */
export const deliveryClaimTimeoutMs = 2 * 60 * 1000;

/**
 * Claims a webhook delivery for one consumer: the delivery, when it is still owed and no other
 * consumer is sending it; null otherwise. So an event the endpoint accepted is never sent again,
 * however often its notice is queued.
 */
export function claimDelivery(db: D1Database, id: string, now: Date): Promise<DeliveryRow | null> {
  return db
    .prepare(
      `UPDATE deliveries SET claimed_at = ?2
       WHERE id = ?1 AND delivered_at IS NULL AND abandoned_at IS NULL
         AND (claimed_at IS NULL OR claimed_at <= ?3)
       RETURNING *`,
    )
    .bind(id, iso(now), iso(now.getTime() - deliveryClaimTimeoutMs))
    .first<DeliveryRow>();
}

/** The endpoint accepted the delivery (`status`, 2xx). */
export async function markDelivered(db: D1Database, id: string, at: Date, status: number): Promise<void> {
  await db
    .prepare(
      `UPDATE deliveries SET delivered_at = ?2, last_attempt_at = ?2, attempts = attempts + 1,
         last_status = ?3, last_error = NULL, claimed_at = NULL
       WHERE id = ?1`,
    )
    .bind(id, iso(at), status)
    .run();
}

/** An attempt that failed: the endpoint's status when it answered, and why. */
export async function markDeliveryFailed(
  db: D1Database,
  id: string,
  at: Date,
  status: number | null,
  error: string,
): Promise<void> {
  await db
    .prepare(
      `UPDATE deliveries SET attempts = attempts + 1, last_attempt_at = ?2, last_status = ?3,
         last_error = ?4, claimed_at = NULL
       WHERE id = ?1`,
    )
    .bind(id, iso(at), status, error.slice(0, 500))
    .run();
}

/** Marks a delivery the queue gave up on: the sweep leaves it, `npm run leads` shows it. */
export async function markDeliveryAbandoned(db: D1Database, id: string, at: Date): Promise<void> {
  await db
    .prepare(
      `UPDATE deliveries SET abandoned_at = ?2, claimed_at = NULL,
         last_error = 'Gave up after ' || attempts || ' attempts: ' || COALESCE(last_error, 'no attempt')
       WHERE id = ?1 AND delivered_at IS NULL AND abandoned_at IS NULL`,
    )
    .bind(id, iso(at))
    .run();
}

/** Deletes a delivery whose lead is gone (erased, or past its retention): there is nothing to send. */
export async function deleteDelivery(db: D1Database, id: string): Promise<void> {
  await db.prepare('DELETE FROM deliveries WHERE id = ?1').bind(id).run();
}

/** How many webhook deliveries were given up on. */
export async function abandonedDeliveryCount(db: D1Database): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM deliveries WHERE delivered_at IS NULL AND abandoned_at IS NOT NULL')
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * One page of the deliveries never attempted since before `before` (their notice was not
 * queued): those attempted are in the queue's hands until it delivers them or gives up.
 */
export async function unattemptedDeliveryIds(
  db: D1Database,
  before: Date,
  now: Date,
  { limit = 100, offset = 0 }: { limit?: number; offset?: number } = {},
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM deliveries
       WHERE delivered_at IS NULL AND abandoned_at IS NULL AND attempts = 0 AND created_at < ?1
         AND (claimed_at IS NULL OR claimed_at <= ?2)
       ORDER BY created_at DESC, id LIMIT ?3 OFFSET ?4`,
    )
    .bind(iso(before), iso(now.getTime() - deliveryClaimTimeoutMs), limit, offset)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** Records that a newsletter sign-up's address confirmed: true the first time, false after. */
export async function confirmSubscriber(db: D1Database, id: string, at: Date): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE leads SET newsletter_confirmed_at = ?2
       WHERE id = ?1 AND form = 'newsletter' AND newsletter_confirmed_at IS NULL RETURNING id`,
    )
    .bind(id, iso(at))
    .first<{ id: string }>();
  return row !== null;
}
