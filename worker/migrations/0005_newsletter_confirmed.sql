-- When a newsletter sign-up's address was confirmed: the visitor came back from the newsletter
-- service's confirmation e-mail through the signed link the Worker gave it (worker/newsletter.ts).
-- NULL until then: a sign-up is not a subscriber until its address confirms.
ALTER TABLE leads ADD COLUMN newsletter_confirmed_at TEXT;
