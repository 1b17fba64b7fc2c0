// A newsletter that asks before it mails. A sign-up from the newsletter strip is stored as a lead
// like any form; it is not a subscriber until its address confirms. Where a newsletter service is
// set up (NEWSLETTER_SERVICE), the sign-up is handed to it from the deliveries' queue
// (worker/deliveries.ts), and the service runs the double opt-in and the one-click unsubscribe
// itself: Brevo's double-opt-in endpoint sends the visitor its confirmation e-mail, in the
// template of their language, and adds the address to the list only once they confirm. Its
// confirmation then sends the visitor back to the Worker through a link signed here
// (`confirmationLink`), which records the confirmation, hands a `subscriber.confirmed` event to
// the company's tools (worker/webhooks.ts), and shows a page in the visitor's language. Without a
// service the address is only kept and e-mailed to the team, and the form says so. Another
// service takes Brevo's place by another `subscribe`; docs/forms-and-leads.md has the settings.
import { pathIn } from '../content/language-paths';
import { defaultLanguage, isLanguage, languageInfo, type Language } from '../content/languages';
import type { Env } from './env';
import { escapeHtml, html as htmlPage, isSecretSafeUrl } from './http';
import type { LeadRow } from './lead-row';
import { postOnce, type Attempt } from './outbound';
import { confirmSubscriber, findLead, insertDelivery } from './store';
import { newsletterWords } from './topics';
import { eventTypes, newDelivery, webhooksOn } from './webhooks';

/** The delivery type of a sign-up handed to the newsletter service. */
export const newsletterSignup = 'newsletter.signup';

/** The path the service sends a confirmed visitor back to. */
export const confirmedPath = '/api/newsletter/confirmed';

/** How long a confirmation link stays good: a visitor may confirm days after signing up. */
export const linkLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const brevoApi = 'https://api.brevo.com/v3/';

export interface NewsletterSettings {
  api: URL;
  apiKey: string;
  listId: number;
  /** The double-opt-in template of each language, the default one where a language has none. */
  templateFor: (language: Language) => number;
  site: URL;
  linkSecret: string;
}

/** Whether a newsletter service takes the sign-ups: NEWSLETTER_SERVICE is set. */
export const newsletterOn = (env: Pick<Env, 'NEWSLETTER_SERVICE'>): boolean => Boolean(env.NEWSLETTER_SERVICE?.trim());

const positiveWhole = (value: string | undefined) => {
  const number = Number(value?.trim());
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** The settings, checked; a problem names the setting, never its value. */
export function newsletterSettings(env: Env): NewsletterSettings | { problem: string } {
  const service = env.NEWSLETTER_SERVICE?.trim();
  if (service !== 'brevo') return { problem: 'NEWSLETTER_SERVICE is not brevo, the one service this site speaks to' };
  const apiKey = env.BREVO_API_KEY?.trim();
  if (!apiKey) return { problem: 'BREVO_API_KEY is not set' };
  const listId = positiveWhole(env.BREVO_LIST_ID);
  if (!listId) return { problem: 'BREVO_LIST_ID is not a list id' };
  const template = positiveWhole(env.BREVO_TEMPLATE_ID);
  if (!template) return { problem: 'BREVO_TEMPLATE_ID is not a template id' };
  const byLanguage: Partial<Record<Language, number>> = {
    de: positiveWhole(env.BREVO_TEMPLATE_ID_DE),
    ar: positiveWhole(env.BREVO_TEMPLATE_ID_AR),
  };
  const api = env.BREVO_API_URL?.trim() || brevoApi;
  if (!isSecretSafeUrl(api)) return { problem: 'BREVO_API_URL is not an https:// address' };
  const site = env.SITE_URL?.trim() ?? '';
  if (!isSecretSafeUrl(site) && !/^https:\/\//.test(site))
    return { problem: 'SITE_URL is not the site’s https:// address' };
  const linkSecret = env.NEWSLETTER_LINK_SECRET?.trim() ?? '';
  if (linkSecret.length < 32) return { problem: 'NEWSLETTER_LINK_SECRET is not set to 32 characters or more' };
  return {
    api: new URL(api.endsWith('/') ? api : `${api}/`),
    apiKey,
    listId,
    templateFor: (language) => byLanguage[language] ?? template,
    site: new URL(site),
    linkSecret,
  };
}

const encoder = new TextEncoder();

async function hmac(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The link back from the service's confirmation: the lead, when it expires, and their signature. */
export async function confirmationLink(
  settings: NewsletterSettings,
  leadId: string,
  language: Language,
  now: Date,
): Promise<string> {
  const expires = String(Math.floor((now.getTime() + linkLifetimeMs) / 1000));
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmac(settings.linkSecret),
    encoder.encode(`${leadId}.${expires}`),
  );
  const url = new URL(confirmedPath, settings.site);
  // The language only chooses the words of a link found not valid; it is not signed.
  url.search = new URLSearchParams({ lead: leadId, expires, sig: base64url(signature), lang: language }).toString();
  return url.href;
}

/** The lead a confirmation link names, when its signature holds and it has not expired. */
export async function verifiedLead(settings: NewsletterSettings, url: URL, now: Date): Promise<string | null> {
  const lead = url.searchParams.get('lead') ?? '';
  const expires = url.searchParams.get('expires') ?? '';
  const signature = fromBase64url(url.searchParams.get('sig') ?? '');
  if (!/^[0-9a-f-]{36}$/.test(lead) || !/^\d{1,12}$/.test(expires) || !signature) return null;
  if (Number(expires) * 1000 < now.getTime()) return null;
  const valid = await crypto.subtle.verify(
    'HMAC',
    await hmac(settings.linkSecret),
    signature,
    encoder.encode(`${lead}.${expires}`),
  );
  return valid ? lead : null;
}

/** Hands a sign-up to Brevo's double opt-in: Brevo e-mails the visitor, and lists them once they confirm. */
export async function subscribe(
  settings: NewsletterSettings | { problem: string },
  lead: LeadRow,
  now: Date,
): Promise<Attempt> {
  if ('problem' in settings) return { ok: false, status: null, reason: settings.problem };
  const language = isLanguage(lead.language) ? lead.language : defaultLanguage;
  const body = JSON.stringify({
    email: lead.email,
    includeListIds: [settings.listId],
    templateId: settings.templateFor(language),
    redirectionUrl: await confirmationLink(settings, lead.id, language, now),
  });
  return postOnce(
    new URL('contacts/doubleOptinConfirmation', settings.api),
    { 'api-key': settings.apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
    body,
  );
}

/** The page a visitor sees back from confirming, in their language. */
function confirmationPage(status: number, language: Language, confirmed: boolean): Response {
  const words = newsletterWords[language];
  const { dir } = languageInfo[language];
  const title = confirmed ? words.confirmed_title : words.invalid_title;
  const text = confirmed ? words.confirmed_text : words.invalid_text;
  const page = `<!DOCTYPE html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font:1.0625rem/1.6 system-ui,sans-serif;color:#0b1b3f;background:#f4f7fc}
main{max-width:34rem;margin:1.5rem;padding:2.5rem 2rem;background:#fff;border-radius:1rem;box-shadow:0 0.5rem 2rem rgb(11 27 63/0.08)}
h1{margin:0 0 0.75rem;font-size:1.75rem;line-height:1.25}
p{margin:0 0 1.5rem}
p:last-child{margin-bottom:0}
a{color:#1d4ed8;font-weight:600}
@media (prefers-color-scheme:dark){body{color:#e6ebf5;background:#0b1324}main{background:#121c33}a{color:#8fb3ff}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
<p><a href="${escapeHtml(pathIn('/', language))}">${escapeHtml(words.back)}</a></p>
</main>
</body>
</html>
`;
  return htmlPage(
    status,
    page,
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    { 'Cache-Control': 'no-store' },
  );
}

/**
 * GET /api/newsletter/confirmed: the service sends a visitor here once they confirmed their
 * address. A link whose signature holds records the confirmation once, and hands a
 * `subscriber.confirmed` event to the company's tools when LEAD_WEBHOOK_URL is set; any other
 * link (changed, expired, for a sign-up since erased) shows that it is not valid.
 */
export async function handleConfirmed(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  const pageLanguage = (): Language => {
    const asked = url.searchParams.get('lang');
    return isLanguage(asked) ? asked : defaultLanguage;
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') return confirmationPage(405, pageLanguage(), false);
  const settings = newsletterSettings(env);
  if ('problem' in settings) {
    console.error('newsletter: a confirmation came back, and the settings are not usable:', settings.problem);
    return confirmationPage(503, pageLanguage(), false);
  }
  const now = new Date();
  const id = await verifiedLead(settings, url, now);
  const lead = id ? await findLead(env.DB, id) : null;
  if (!lead || lead.form !== 'newsletter') return confirmationPage(400, pageLanguage(), false);
  const language = isLanguage(lead.language) ? lead.language : defaultLanguage;
  // Once: a second visit of the link shows the same page and sends nothing more.
  if (await confirmSubscriber(env.DB, lead.id, now)) {
    if (webhooksOn(env)) {
      const delivery = newDelivery(eventTypes.subscriber);
      await insertDelivery(env.DB, delivery, lead.id, now);
      ctx.waitUntil(
        env.DELIVERIES.send({ delivery: delivery.id }).catch((error: unknown) =>
          console.error(
            'newsletter: the confirmed subscriber’s event was not queued:',
            error instanceof Error ? error.message : error,
          ),
        ),
      );
    }
  }
  return confirmationPage(200, language, true);
}
