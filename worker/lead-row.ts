import type { Language } from '../content/languages';
import type { Submission } from '../lib/form-rules';

/** A lead as the `leads` table holds it (worker/migrations/). */
export interface LeadRow {
  id: string;
  form: Submission['form'];
  name: string | null;
  email: string;
  subject: string | null;
  phone: string | null;
  message: string | null;
  topic: string | null;
  page: string;
  /** The language of the page it was sent from (content/languages.ts). */
  language: Language;
  received_at: string;
  user_agent: string | null;
  /** HMAC of the sender's network under the day's key (worker/sender.ts). */
  visitor_hash: string | null;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
  /** A consumer is sending its e-mail since then. */
  notify_claimed_at: string | null;
  /** 1: past the hour's cap, it waits for the digest. */
  notify_digest: number;
  /** The queue gave up on its e-mail. */
  notify_abandoned_at: string | null;
  /** A newsletter sign-up whose address confirmed, and when (worker/newsletter.ts). */
  newsletter_confirmed_at: string | null;
}
