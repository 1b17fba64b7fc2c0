-- Every lead the site's forms send, stored before the visitor is told it arrived.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL CHECK (form IN ('quote', 'service', 'comment', 'newsletter')),
  name TEXT,
  email TEXT NOT NULL,
  subject TEXT,
  phone TEXT,
  message TEXT,
  -- The service asked about (service form) or the post commented on (comment form).
  topic TEXT,
  -- The path of the page the form was sent from.
  page TEXT NOT NULL,
  -- ISO 8601, UTC.
  received_at TEXT NOT NULL,
  user_agent TEXT,
  -- A salted hash of the sender's address when IP_HASH_SALT is set; never the address itself.
  visitor_hash TEXT,
  -- When the notification e-mail went out; NULL until it has.
  notified_at TEXT,
  notify_attempts INTEGER NOT NULL DEFAULT 0,
  -- Why the last attempt failed.
  notify_error TEXT
);

CREATE INDEX leads_by_received_at ON leads (received_at);
CREATE INDEX leads_unnotified ON leads (received_at) WHERE notified_at IS NULL;
