-- Each lead handed to the company's tools as a signed event (worker/webhooks.ts): one row per
-- event, made with the lead when LEAD_WEBHOOK_URL is set, its id the event's `webhook-id`, which
-- every retry repeats so that a receiver takes it once.
CREATE TABLE webhook_deliveries (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  -- lead.created, or subscriber.confirmed.
  type TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- The endpoint answered 2xx: never sent again.
  delivered_at TEXT,
  -- A queue consumer is sending it since then; another one leaves it alone.
  claimed_at TEXT,
  last_attempt_at TEXT,
  -- The endpoint's status of the last attempt, when it answered.
  last_status INTEGER,
  -- Why the last attempt failed: a status, a time-out, an unreachable host; never the secret.
  last_error TEXT,
  -- The queue gave up on it: `npm run leads` shows it, and the operator was told.
  abandoned_at TEXT
);
CREATE INDEX webhook_deliveries_by_lead ON webhook_deliveries (lead_id);
CREATE INDEX webhook_deliveries_owed ON webhook_deliveries (created_at) WHERE delivered_at IS NULL AND abandoned_at IS NULL;
