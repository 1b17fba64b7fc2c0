/** The Worker's bindings and settings (wrangler.jsonc; the secrets are set with `wrangler secret put`). */
export interface Env {
  /** The static export (out/), with the headers of out/_headers. */
  ASSETS: Fetcher;
  DB: D1Database;
  /** Lead ids whose notification e-mail is to be sent. */
  NOTIFICATIONS: Queue<LeadNotice>;
  LEAD_RATE_LIMIT: RateLimit;
  NOTIFY_EMAIL: SendEmail;
  NOTIFY_FROM: string;
  NOTIFY_TO: string;
  /** Origins besides the site's own that may send forms, comma-separated. */
  ALLOWED_ORIGINS?: string;
  /** Days a lead is kept; 365 when unset. */
  RETENTION_DAYS?: string;
  /** Turnstile's secret: when set, every form must carry a token that passes. */
  TURNSTILE_SECRET?: string;
  TURNSTILE_VERIFY_URL?: string;
  /** When set, leads keep a salted hash of the sender's address (never the address). */
  IP_HASH_SALT?: string;
  /** The client id of the GitHub OAuth app the CMS's editors sign in with; sign-in is off while it is empty. */
  GITHUB_CLIENT_ID?: string;
  /** That app's client secret (a secret): it is sent to GitHub's token endpoint only. */
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's token endpoint; https://github.com/login/oauth/access_token when unset. */
  GITHUB_TOKEN_URL?: string;
}

export interface LeadNotice {
  id: string;
}
