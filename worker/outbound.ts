// One request to a service outside the site (the company's webhook endpoint, the newsletter
// service), made from a queue's consumer: bounded in time, never following a redirect (what is
// sent goes to the address configured only), its answer's body never read (an endpoint may
// answer with megabytes), and whatever fails said without the address's path, which can hold a
// token.

/** How long a service has to answer before the attempt counts as failed. */
export const attemptTimeoutMs = 10_000;

export type Attempt =
  { ok: true; status: number } | { ok: false; status: number | null; reason: string; retryAfter?: number };

/** Seconds an answer's Retry-After asks for (seconds or an HTTP date), when it asks. */
export function retryAfterSeconds(value: string | null, now: Date): number | undefined {
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value.trim()) ? Number(value) : (Date.parse(value) - now.getTime()) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** POSTs `body` to `url` once; 2xx is a success, anything else a failure with its reason. */
export async function postOnce(url: URL, headers: Record<string, string>, body: string): Promise<Attempt> {
  const started = new Date();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(attemptTimeoutMs),
    });
    await response.body?.cancel().catch(() => {});
    const { status } = response;
    if (status >= 200 && status < 300) return { ok: true, status };
    if (status >= 300 && status < 400) return { ok: false, status, reason: `${status} (a redirect, not followed)` };
    return {
      ok: false,
      status,
      reason: String(status),
      retryAfter: retryAfterSeconds(response.headers.get('Retry-After'), started),
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      return { ok: false, status: null, reason: `no answer within ${attemptTimeoutMs / 1000} s` };
    const message = error instanceof Error ? error.message : String(error);
    const said = message.split(url.href).join(url.host).split(url.pathname).join('');
    return { ok: false, status: null, reason: `unreachable: ${said}`.slice(0, 200) };
  }
}
