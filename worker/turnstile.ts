// Cloudflare Turnstile, when the Worker has TURNSTILE_SECRET: every form carries the widget's
// token (`turnstile` in its JSON), checked with Turnstile's siteverify before the lead is stored.

export const turnstileField = 'turnstile';

const defaultVerifyUrl = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
const verifyTimeoutMs = 5_000;

export type Verdict = 'pass' | 'fail' | 'unreachable';

export async function verifyTurnstile(
  token: unknown,
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
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true ? 'pass' : 'fail';
  } catch {
    return 'unreachable';
  }
}
