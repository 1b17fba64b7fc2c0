import type { Submission } from '../lib/form-rules';
import type { LeadRow } from './lead-row';

export interface Arrival {
  receivedAt: Date;
  userAgent: string | null;
  visitorHash: string | null;
}

/** Stores a judged submission; resolves once D1 has it. */
export async function insertLead(db: D1Database, id: string, lead: Submission, arrival: Arrival): Promise<void> {
  await db
    .prepare(
      `INSERT INTO leads (id, form, name, email, subject, phone, message, topic, page, received_at, user_agent, visitor_hash)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)`,
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
      arrival.receivedAt.toISOString(),
      arrival.userAgent,
      arrival.visitorHash,
    )
    .run();
}

export function findLead(db: D1Database, id: string): Promise<LeadRow | null> {
  return db.prepare('SELECT * FROM leads WHERE id = ?1').bind(id).first<LeadRow>();
}

export async function markNotified(db: D1Database, id: string, at: Date): Promise<void> {
  await db
    .prepare(
      'UPDATE leads SET notified_at = ?2, notify_attempts = notify_attempts + 1, notify_error = NULL WHERE id = ?1',
    )
    .bind(id, at.toISOString())
    .run();
}

export async function markNotifyFailed(db: D1Database, id: string, error: string): Promise<void> {
  await db
    .prepare('UPDATE leads SET notify_attempts = notify_attempts + 1, notify_error = ?2 WHERE id = ?1')
    .bind(id, error.slice(0, 500))
    .run();
}

/** Marks a notification the queue gave up on, keeping why its last attempt failed. */
export async function markNotifyAbandoned(db: D1Database, id: string): Promise<void> {
  await db
    .prepare(
      "UPDATE leads SET notify_error = 'Gave up after ' || notify_attempts || ' attempts: ' || COALESCE(notify_error, 'no attempt') WHERE id = ?1 AND notified_at IS NULL",
    )
    .bind(id)
    .run();
}

/** Deletes the leads received before `cutoff`; returns how many. */
export async function deleteLeadsBefore(db: D1Database, cutoff: Date): Promise<number> {
  const result = await db.prepare('DELETE FROM leads WHERE received_at < ?1').bind(cutoff.toISOString()).run();
  return result.meta.changes;
}

/** Ids of leads received before `before` whose notification has not gone out. */
export async function unnotifiedLeadIds(db: D1Database, before: Date, limit = 100): Promise<string[]> {
  const { results } = await db
    .prepare('SELECT id FROM leads WHERE notified_at IS NULL AND received_at < ?1 ORDER BY received_at LIMIT ?2')
    .bind(before.toISOString(), limit)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}
