-- The notification's state, one lead per Idempotency-Key, the e-mails sent (for the hourly
-- cap and the operator's alert) and the day's key of the visitor hash.

-- A queue consumer is sending this lead's e-mail since then; another one leaves it alone.
ALTER TABLE leads ADD COLUMN notify_claimed_at TEXT;
-- 1: past the hour's cap of single e-mails, the lead waits for the hourly digest.
ALTER TABLE leads ADD COLUMN notify_digest INTEGER NOT NULL DEFAULT 0;
-- The queue gave up on its e-mail: the sweep leaves it, `npm run leads` shows it.
ALTER TABLE leads ADD COLUMN notify_abandoned_at TEXT;

DROP INDEX leads_unnotified;
CREATE INDEX leads_unnotified ON leads (notify_attempts, received_at) WHERE notified_at IS NULL;

-- A retry with the same key is answered with the first lead's id (kept one day).
CREATE TABLE lead_keys (
  key TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  -- SHA-256 of the submission: the same key with other content is refused.
  fingerprint TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Every e-mail the Worker sent: a lead's, a digest of leads, or an alert to the operator.
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('lead', 'digest', 'alert')),
  sent_at TEXT NOT NULL,
  leads INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX notifications_by_kind ON notifications (kind, sent_at);

-- The random key of each day's visitor hash; deleted once its day is over.
CREATE TABLE visitor_keys (
  day TEXT PRIMARY KEY,
  key TEXT NOT NULL
);
