// POST /api/leads: the receiver of the site's four forms. The contract is the README's
// "Forms" section; each submission is judged by the rules the browser applies
// (lib/form-rules.ts), stored in D1 before the 2xx, and its notification queued.
import { judgeSubmission } from '../lib/form-rules';
import type { Env } from './env';
import { BodyTooLarge, empty, json, problem, readLimited } from './http';
import { insertLead } from './store';
import { turnstileField, verifyTurnstile } from './turnstile';

export const maxBodyBytes = 64 * 1024;
/** Seconds a sender waits after a refusal that is not theirs to fix (a full minute of the limiter, a failed store). */
const rateRetryAfter = '60';
const serviceRetryAfter = '30';

/** The origins that may send forms: the site's own (the request's) and those configured. */
function allowedOrigins(request: Request, env: Env): Set<string> {
  const configured = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return new Set([new URL(request.url).origin, ...configured]);
}

/** A salted hash of the sender's address, or null without a salt: the address itself is never kept. */
async function visitorHash(address: string | null, salt: string | undefined): Promise<string | null> {
  if (!address || !salt) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${salt}\n${address}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function handleLeads(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const origin = request.headers.get('Origin');
  const ownOrigin = new URL(request.url).origin;
  if (origin !== null && !allowedOrigins(request, env).has(origin)) {
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
      'Access-Control-Allow-Headers': 'Content-Type, Accept',
      'Access-Control-Max-Age': '600',
    });
  }
  if (request.method !== 'POST') {
    return json(405, problem('method', 'Send forms with POST.'), { ...cors, Allow: 'POST, OPTIONS' });
  }

  const address = request.headers.get('CF-Connecting-IP');
  const { success } = await env.LEAD_RATE_LIMIT.limit({ key: address ?? 'unknown' });
  if (!success) {
    return json(429, problem('rate', 'Too many forms from your connection; try again in a minute.'), {
      ...cors,
      'Retry-After': rateRetryAfter,
    });
  }

  if (!/^application\/json\s*(;|$)/i.test(request.headers.get('Content-Type') ?? '')) {
    return json(415, problem('body', 'Send the form as application/json.'), cors);
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

  const judgement = judgeSubmission(body);
  if (!judgement.ok) return json(422, { errors: judgement.errors }, cors);
  const id = crypto.randomUUID();
  // A bot that filled the hidden field is thanked like a person, and nothing is kept.
  if (judgement.spam) return json(201, { ok: true, id }, cors);

  if (env.TURNSTILE_SECRET) {
    const verdict = await verifyTurnstile((body as Record<string, unknown>)[turnstileField], {
      secret: env.TURNSTILE_SECRET,
      verifyUrl: env.TURNSTILE_VERIFY_URL,
      remoteIp: address,
    });
    if (verdict === 'unreachable') {
      return json(503, problem('turnstile', 'The spam check cannot be reached; try again shortly.'), {
        ...cors,
        'Retry-After': serviceRetryAfter,
      });
    }
    if (verdict === 'fail') {
      return json(403, problem('turnstile', 'The spam check did not pass; try again.'), cors);
    }
  }

  try {
    await insertLead(env.DB, id, judgement.submission, {
      receivedAt: new Date(),
      userAgent: request.headers.get('User-Agent')?.slice(0, 512) ?? null,
      visitorHash: await visitorHash(address, env.IP_HASH_SALT),
    });
  } catch (error) {
    console.error('leads: the lead could not be stored', error);
    return json(503, problem('server', 'The form could not be saved; nothing was kept. Try again shortly.'), {
      ...cors,
      'Retry-After': serviceRetryAfter,
    });
  }
  // The lead is safe in D1; its e-mail goes out from the queue, never delaying this answer.
  // A notice that cannot be queued is sent by the daily sweep (worker/index.ts).
  ctx.waitUntil(
    env.NOTIFICATIONS.send({ id }).catch((error: unknown) =>
      console.error('leads: notification not queued', id, error),
    ),
  );
  return json(201, { ok: true, id }, cors);
}
