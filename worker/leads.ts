// POST /api/leads: the receiver of the site's four forms. The contract is docs/forms-and-leads.md,
// "The site's receiver"; docs/security.md lists each defence below with its test. A submission is
// counted against its sender's limit, judged by the rules the browser applies
// (lib/form-rules.ts) and by the site's own services and posts, checked by Turnstile when the
// site uses it, held to the site-wide ceiling, stored in D1 once per Idempotency-Key before the
// 2xx, and its notification queued.
import type { Submission } from '../lib/form-rules';
import { judgeSubmission } from '../lib/receiver';
import type { Env } from './env';
import { BodyTooLarge, empty, isSecretSafeUrl, json, problem, readLimited } from './http';
import { countSetting } from './notify';
import { senderKey, visitorHash } from './sender';
import { findKey, insertLead, leadsSince, type SendKey } from './store';
import { knownTopics } from './topics';
import { turnstileField, verifyTurnstile } from './turnstile';
import { newsletterOn, newsletterSignup } from './newsletter';
import { eventTypes, newDelivery, webhooksOn } from './webhooks';

export const maxBodyBytes = 64 * 1024;
/** Seconds a sender waits after a refusal that is not theirs to fix (a full minute of a limit, a failed store). */
const rateRetryAfter = '60';
const serviceRetryAfter = '30';
const minute = 60 * 1000;

/** The header a form's retries share (the IETF's Idempotency-Key draft), and the keys it takes. */
export const idempotencyHeader = 'Idempotency-Key';
const keyPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** The origins that may send forms: the site's own (the request's) and those configured. */
function allowedOrigins(request: Request, env: Env): Set<string> {
  const configured = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return new Set([new URL(request.url).origin, ...configured]);
}

function hostnameOf(origin: string): string[] {
  try {
    return [new URL(origin).hostname];
  } catch {
    return [];
  }
}

async function fingerprintOf(submission: Submission): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(submission)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A retry of a send that was stored: the first lead's id, or a refusal when the key came with other content. */
function replay(found: { lead_id: string; fingerprint: string }, fingerprint: string, cors: Record<string, string>) {
  if (found.fingerprint !== fingerprint) {
    return json(
      422,
      problem('idempotency-key', 'This Idempotency-Key came with another form; send each new form with a new key.'),
      cors,
    );
  }
  return json(201, { ok: true, id: found.lead_id }, { ...cors, 'Idempotent-Replayed': 'true' });
}

const unavailable = (field: string, message: string, cors: Record<string, string>) =>
  json(503, problem(field, message), { ...cors, 'Retry-After': serviceRetryAfter });

export async function handleLeads(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const origin = request.headers.get('Origin');
  const ownOrigin = new URL(request.url).origin;
  const origins = allowedOrigins(request, env);
  if (origin !== null && !origins.has(origin)) {
    return json(403, problem('origin', 'This site does not accept forms from that origin.'), { Vary: 'Origin' });
  }
  // Browsers send Origin with every POST; answers to another allowed origin may be read by it.
  const cors: Record<string, string> =
    origin !== null && origin !== ownOrigin
      ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
      : { Vary: 'Origin' };

  if (request.method === 'OPTIONS') {
    return empty(204, {
      ...cors,
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': `Content-Type, Accept, ${idempotencyHeader}`,
      'Access-Control-Max-Age': '600',
    });
  }
  if (request.method !== 'POST') {
    return json(405, problem('method', 'Send forms with POST.'), { ...cors, Allow: 'POST, OPTIONS' });
  }

  const address = request.headers.get('CF-Connecting-IP');
  const sender = senderKey(address);
  let allowed: boolean;
  try {
    allowed = (await env.LEAD_RATE_LIMIT.limit({ key: sender })).success;
  } catch (error) {
    console.error('leads: the rate limiter failed:', error instanceof Error ? error.message : error);
    return unavailable('server', 'The form cannot be received right now; nothing was kept. Try again shortly.', cors);
  }
  if (!allowed) {
    return json(429, problem('rate', 'Too many forms from your connection; try again in a minute.'), {
      ...cors,
      'Retry-After': rateRetryAfter,
    });
  }

  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) {
    return json(415, problem('body', 'Send the form as application/json.'), cors);
  }
  const key = request.headers.get(idempotencyHeader);
  if (key !== null && !keyPattern.test(key)) {
    return json(400, problem('idempotency-key', 'An Idempotency-Key is 16 to 128 letters, digits, - or _.'), cors);
  }
  let body: unknown;
  try {
    body = JSON.parse(await readLimited(request, maxBodyBytes));
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      return json(413, problem('body', `The form is over ${maxBodyBytes / 1024} KB.`), {
        ...cors,
        Connection: 'close',
      });
    }
    return json(400, problem('body', 'The body is not valid JSON.'), cors);
  }

  const judgement = judgeSubmission(body, knownTopics);
  if (!judgement.ok) return json(422, { errors: judgement.errors }, cors);
  // A bot that filled the hidden field is thanked like a person, and nothing is kept.
  if (judgement.spam) return json(201, { ok: true, id: crypto.randomUUID() }, cors);

  const now = new Date();
  let sendKey: SendKey | undefined;
  if (key !== null) {
    sendKey = { key, fingerprint: await fingerprintOf(judgement.submission) };
    const found = await findKey(env.DB, key, now).catch(() => null);
    if (found) return replay(found, sendKey.fingerprint, cors);
  }

  const siteKey = env.TURNSTILE_SITE_KEY?.trim();
  const secret = env.TURNSTILE_SECRET?.trim();
  if (siteKey && !secret) {
    // The page showed the widget and promised a spam check: without the secret there is none, so nothing is accepted.
    console.error('leads: TURNSTILE_SITE_KEY is set without TURNSTILE_SECRET; every form is refused until it is set');
    return unavailable('turnstile', 'The spam check is not working; the form was not sent. Try again later.', cors);
  }
  if (secret) {
    const verifyUrl = env.TURNSTILE_VERIFY_URL?.trim() || undefined;
    if (verifyUrl && !isSecretSafeUrl(verifyUrl)) {
      console.error('leads: TURNSTILE_VERIFY_URL must be https; the secret is not sent there');
      return unavailable('turnstile', 'The spam check is not working; the form was not sent. Try again later.', cors);
    }
    const hostnames = new Set([...origins].flatMap(hostnameOf));
    const verdict = await verifyTurnstile(
      (body as Record<string, unknown>)[turnstileField],
      { hostnames, action: judgement.submission.form },
      { secret, verifyUrl, remoteIp: address },
    );
    if (verdict === 'unreachable') {
      return unavailable('turnstile', 'The spam check cannot be reached; try again shortly.', cors);
    }
    if (verdict === 'fail') {
      return json(403, problem('turnstile', 'The spam check did not pass; try again.'), cors);
    }
  }

  const id = crypto.randomUUID();
  // The company's tools hear of it as a signed event (worker/webhooks.ts), stored with the lead so
  // that none is lost. A newsletter sign-up is not an event until its address is confirmed: it
  // goes to the newsletter service, which asks the visitor to confirm (worker/newsletter.ts).
  const signup = judgement.submission.form === 'newsletter';
  const deliveries = signup
    ? newsletterOn(env)
      ? [newDelivery(newsletterSignup)]
      : []
    : webhooksOn(env)
      ? [newDelivery(eventTypes.lead)]
      : [];
  try {
    const ceiling = countSetting(env.SITE_LEADS_PER_MINUTE, 300);
    if ((await leadsSince(env.DB, new Date(now.getTime() - minute))) >= ceiling) {
      console.warn('leads: the site-wide ceiling of', ceiling, 'leads a minute is reached');
      return json(429, problem('rate', 'The site is receiving too many forms right now; try again in a minute.'), {
        ...cors,
        'Retry-After': rateRetryAfter,
      });
    }
    await insertLead(
      env.DB,
      id,
      judgement.submission,
      {
        receivedAt: now,
        userAgent: request.headers.get('User-Agent')?.slice(0, 512) ?? null,
        visitorHash: await visitorHash(env.DB, sender, now),
      },
      sendKey,
      deliveries,
    );
  } catch (error) {
    // The same key stored by a request that ran alongside this one: answer as its retry.
    const found = sendKey ? await findKey(env.DB, sendKey.key, now).catch(() => null) : null;
    if (found && sendKey) return replay(found, sendKey.fingerprint, cors);
    console.error('leads: the lead could not be stored:', error instanceof Error ? error.message : error);
    return unavailable('server', 'The form could not be saved; nothing was kept. Try again shortly.', cors);
  }
  // The lead is safe in D1; its e-mail goes out from the queue, never delaying this answer.
  // A notice that cannot be queued is sent by the hourly sweep (worker/index.ts).
  ctx.waitUntil(
    env.NOTIFICATIONS.send({ id }).catch((error: unknown) =>
      console.error('leads: notification not queued for', id, error instanceof Error ? error.message : error),
    ),
  );
  // Likewise its webhook deliveries, which the sweep queues should this fail.
  for (const { id: delivery } of deliveries) {
    ctx.waitUntil(
      env.DELIVERIES.send({ delivery }).catch((error: unknown) =>
        console.error('leads: webhook delivery not queued for', id, error instanceof Error ? error.message : error),
      ),
    );
  }
  // The form says what became of a sign-up: to be confirmed from the inbox, or kept for the team.
  return json(201, { ok: true, id, ...(signup ? { newsletter: newsletterOn(env) ? 'confirm' : 'kept' } : {}) }, cors);
}
