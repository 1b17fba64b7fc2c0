// The Worker's own answers. Cloudflare applies out/_headers to the static files only, so every
// answer of the Worker carries its own security headers.

/** The headers every answer of the Worker carries, whatever it holds. */
export const securityHeaders = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

// JSON and plain text are never documents: nothing may load, run or frame them.
const inertPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...securityHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Security-Policy': inertPolicy,
      ...headers,
    },
  });
}

/** A page the Worker writes itself (the sign-in's popup, the newsletter's way back), under its own `policy`. */
export function html(status: number, body: string, policy: string, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: {
      ...securityHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': policy,
      ...headers,
    },
  });
}

/** Text for HTML, in an element or an attribute's quotes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A short message for a person, as plain text. */
export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(`${body}\n`, {
    status,
    headers: {
      ...securityHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Security-Policy': inertPolicy,
      ...headers,
    },
  });
}

/** An answer without a body (a CORS preflight, a redirect). */
export function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status,
    headers: { ...securityHeaders, 'Content-Security-Policy': inertPolicy, ...headers },
  });
}

/** The values of every cookie named `name` the request carries (more than one when paths or domains differ). */
export function cookieValues(request: Request, name: string): string[] {
  return (request.headers.get('Cookie') ?? '').split(';').flatMap((pair) => {
    const separator = pair.indexOf('=');
    return separator !== -1 && pair.slice(0, separator).trim() === name ? [pair.slice(separator + 1).trim()] : [];
  });
}

/** The error shape the browser reads (`lib/form-rules.ts`, `fieldErrorsFromAnswer`). */
export const problem = (field: string, message: string) => ({ errors: [{ field, message }] });

export class BodyTooLarge extends Error {}

/**
 * The body as text, refused as soon as it passes `limit` bytes: a declared length over it is
 * refused before a byte is read, and a chunked body is counted as it arrives.
 */
export async function readLimited(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Whether a URL may carry a secret: https, or http to this machine's loopback (the tests'
 * stand-ins). Used for Turnstile's siteverify and GitHub's token endpoint alike.
 */
export function isSecretSafeUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}
