// The Worker's own answers. Cloudflare applies out/_headers to the static files only, so every
// answer of the Worker carries its own security headers.

const securityHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // JSON is never a document: nothing may load, run or frame it.
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...securityHeaders, ...headers } });
}

/** An answer without a body (a CORS preflight). */
export function empty(status: number, headers: Record<string, string> = {}): Response {
  const { 'Content-Type': _type, ...rest } = securityHeaders;
  void _type;
  return new Response(null, { status, headers: { ...rest, ...headers } });
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
