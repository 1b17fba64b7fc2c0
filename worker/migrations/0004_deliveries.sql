-- What the site hands to services outside it, one row each, made with the lead and sent from a
-- queue (worker/deliveries.ts): a signed event to the company's tools when LEAD_WEBHOOK_URL is
-- set (its id the event's `webhook-id`, which every retry repeats so that a receiver takes it
-- once), and a newsletter sign-up to the newsletter service when one is set up.
CREATE TABLE deliveries (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL,
  -- lead.created or subscriber.confirmed (webhook events), newsletter.signup (the service).
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
CREATE INDEX deliveries_by_lead ON deliveries (lead_id);
CREATE INDEX deliveries_owed ON deliveries (created_at) WHERE delivered_at IS NULL AND abandoned_at IS NULL;
