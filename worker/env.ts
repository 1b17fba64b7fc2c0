/** The Worker's bindings and settings (wrangler.jsonc; the secrets are set with `wrangler secret put`). */
export interface Env {
  /** The static export (out/), with the headers of out/_headers. */
  ASSETS: Fetcher;
  DB: D1Database;
  /** Lead ids whose notification e-mail is to be sent. */
  NOTIFICATIONS: Queue<LeadNotice>;
  /** Forms a minute per sender (an IPv4 address, an IPv6 /64). */
  LEAD_RATE_LIMIT: RateLimit;
  /** The sales inbox: lead e-mails and digests. */
  NOTIFY_EMAIL: SendEmail;
  NOTIFY_FROM: string;
  NOTIFY_TO: string;
  /** The operator: alerts when notifications are given up on. */
  ALERT_EMAIL?: SendEmail;
  ALERT_TO?: string;
  /** Single lead e-mails an hour before the rest wait for the hourly digest; 30 when unset. */
  NOTIFY_MAX_PER_HOUR?: string;
  /** Leads the whole site stores a minute before it answers 429; 300 when unset. */
  SITE_LEADS_PER_MINUTE?: string;
  /** Origins besides the site's own that may send forms, comma-separated. */
  ALLOWED_ORIGINS?: string;
  /** Days a lead is kept; 365 when unset. */
  RETENTION_DAYS?: string;
  /** The build's Turnstile site key: with it and without the secret, every form is refused (503). */
  TURNSTILE_SITE_KEY?: string;
  /** Turnstile's secret: when set, every form must carry a token that passes. */
  TURNSTILE_SECRET?: string;
  TURNSTILE_VERIFY_URL?: string;
  /** The client id of the GitHub OAuth app the CMS's editors sign in with; sign-in is off while it is empty. */
  GITHUB_CLIENT_ID?: string;
  /** That app's client secret (a secret): it is sent to GitHub's token endpoint only. */
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's token endpoint; https://github.com/login/oauth/access_token when unset. */
  GITHUB_TOKEN_URL?: string;
  /** Signed lead events to the company's tools (worker/webhooks.ts): the deliveries to be made. */
  DELIVERIES: Queue<DeliveryNotice>;
  /** Where each lead goes as a signed event (a CRM, an automation tool, a chat); off while unset. */
  LEAD_WEBHOOK_URL?: string;
  /** The Standard Webhooks signing secret (`whsec_` and base64), a secret: `wrangler secret put`. */
  LEAD_WEBHOOK_SECRET?: string;
  /** The body's shape: `standard` (the event, when unset), `slack` or `teams` (a chat message). */
  LEAD_WEBHOOK_FORMAT?: string;
  /** The newsletter service that runs the double opt-in (`brevo`); unset: sign-ups are kept for the team. */
  NEWSLETTER_SERVICE?: string;
  /** Brevo's API key (a secret), the list confirmed addresses join, and its double-opt-in templates. */
  BREVO_API_KEY?: string;
  BREVO_LIST_ID?: string;
  BREVO_TEMPLATE_ID?: string;
  BREVO_TEMPLATE_ID_DE?: string;
  BREVO_TEMPLATE_ID_AR?: string;
  /** Brevo's API; https://api.brevo.com/v3/ when unset (the tests' stand-in otherwise). */
  BREVO_API_URL?: string;
  /** Signs the link back from the confirmation (a secret of 32 characters or more). */
  NEWSLETTER_LINK_SECRET?: string;
  /** The site's address, for the links the Worker writes into what it sends. */
  SITE_URL?: string;
  /** "on": GET /api/ping answers (the floor of `npm run bench:leads`); absent in production. */
  BENCH_PING?: string;
}

export interface LeadNotice {
  id: string;
}

/** A webhook delivery to make: its row in `deliveries`, whose id is the event's `webhook-id`. */
export interface DeliveryNotice {
  delivery: string;
}
