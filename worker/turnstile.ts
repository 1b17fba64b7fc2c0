// Cloudflare Turnstile, when the build has a site key: every form carries the widget's token
// (`turnstile` in its JSON), checked with Turnstile's siteverify before the lead is stored. The
// check fails closed: a Worker with a site key but no secret refuses every form (worker/leads.ts).

export const turnstileField = 'turnstile';

const defaultVerifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const verifyTimeoutMs = 5_000;

export type Verdict = 'pass' | 'fail' | 'unreachable';

export interface Expected {
  /** The host names the widget may have been shown on: the site's own, and those of the other allowed origins. */
  hostnames: ReadonlySet<string>;
  /** The widget's action: the form's kind (hooks/use-turnstile.ts). */
  action: string;
}

export async function verifyTurnstile(
  token: unknown,
  expected: Expected,
  { secret, verifyUrl = defaultVerifyUrl, remoteIp }: { secret: string; verifyUrl?: string; remoteIp?: string | null },
): Promise<Verdict> {
  if (typeof token !== 'string' || token === '' || token.length > 2048) return 'fail';
  const form = new FormData();
  form.append('secret', secret);
  form.append('response', token);
  if (remoteIp) form.append('remoteip', remoteIp);
  try {
    const response = await fetch(verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(verifyTimeoutMs),
    });
    if (!response.ok) return 'unreachable';
    const outcome = (await response.json()) as { success?: unknown; hostname?: unknown; action?: unknown };
    if (outcome.success !== true) return 'fail';
    // A token solved on another site (its widget under our site key) or for another form is not ours.
    const hostname = typeof outcome.hostname === 'string' ? outcome.hostname : '';
    if (!expected.hostnames.has(hostname) || outcome.action !== expected.action) return 'fail';
    return 'pass';
  } catch {
    return 'unreachable';
  }
}
