// The site's pages as the Worker sends them. The CDN compresses what it serves on the fly, at a
// quality that keeps the first byte early: a page then weighs about 12 % more than the budget
// counts (brotli at its best, bench/bench.ts), and some no longer fit the first round trip of a
// new connection, which their first paint waits for. So the build writes each page's brotli
// copy beside it (`precompressedPath`, scripts/postbuild.cli.ts), and the Worker sends those
// bytes, with the headers the page's own file gets (out/_headers) and an ETag of their own. The
// runtime negotiates with the browser: one that does not read brotli gets the page decoded, or
// in gzip. Anything else (a file, a redirect, a not-found page, a range) is the static files'
// own answer, untouched.

/** The static files' binding (`env.ASSETS`), as this module uses it. */
export interface StaticFiles {
  fetch(request: Request): Promise<Response>;
}

/** The build's setting that writes the copies (scripts/postbuild.cli.ts): the paid plan's option. */
export const precompressedSetting = { PRECOMPRESSED_PAGES: 'on' } as const;

/** Where the build writes a page file's brotli copy: beside it (`/about.html` → `/about.html.br`). */
export const precompressedPath = (pageFile: string): string => `${pageFile}.br`;

/**
 * The page file a path is served from, as wrangler.jsonc's `html_handling` reads it
 * (`auto-trailing-slash`): `/` is /index.html, `/about` is /about.html. A folder's address with
 * its slash is redirected before this is asked.
 */
export const pageFileOf = (pathname: string): string => (pathname === '/' ? '/index.html' : `${pathname}.html`);

/** Whether the request's Accept-Encoding takes brotli (`br`, not refused with `q=0`). */
export function acceptsBrotli(request: Request): boolean {
  return (request.headers.get('Accept-Encoding') ?? '').split(',').some((entry) => {
    const [coding, ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'br') return false;
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

/** The headers with `Accept-Encoding` among the ones the answer varies by. */
function varyingByEncoding(headers: Headers): Headers {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
  return headers;
}

/** The validator of a page's brotli copy: its file's, marked as the other representation it is. */
export const precompressedETag = (etag: string): string => etag.replace(/"$/, '.br"');

/** Whether `If-None-Match` names `etag` (compared weakly, as for a GET), or is `*`. */
function matches(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * The answer to a request for anything but the API: the static files' answer, or for a page a
 * browser reads brotli in, the page's brotli copy under the page's headers and its own ETag. A
 * missing copy (a page built before copies were written) or a failure reading it falls back to
 * the file.
 */
export async function servePage(request: Request, assets: StaticFiles): Promise<Response> {
  const file = await assets.fetch(request);
  const isPage = (file.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (
    request.method !== 'GET' ||
    file.status !== 200 ||
    !isPage ||
    request.headers.has('Range') ||
    !acceptsBrotli(request)
  )
    return file;
  const headers = varyingByEncoding(new Headers(file.headers));
  headers.set('Content-Encoding', 'br');
  headers.delete('Content-Length');
  const etag = file.headers.get('ETag');
  if (etag) headers.set('ETag', precompressedETag(etag));
  else headers.delete('ETag');
  const revalidation = request.headers.get('If-None-Match');
  if (etag && revalidation && matches(revalidation, precompressedETag(etag))) {
    await file.body?.cancel();
    return new Response(null, { status: 304, headers });
  }
  const { pathname } = new URL(request.url);
  let copy: Response;
  try {
    copy = await assets.fetch(new Request(new URL(precompressedPath(pageFileOf(pathname)), request.url)));
  } catch {
    return file;
  }
  if (copy.status !== 200) {
    await copy.body?.cancel();
    return file;
  }
  await file.body?.cancel();
  // Sent as it is: the bytes are already brotli (`encodeBody` is the Workers runtime's).
  const init: ResponseInit & { encodeBody: 'manual' } = { status: 200, headers, encodeBody: 'manual' };
  return new Response(copy.body, init);
}
