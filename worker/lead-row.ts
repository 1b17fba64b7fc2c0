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
  received_at: string;
  user_agent: string | null;
  visitor_hash: string | null;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
}
