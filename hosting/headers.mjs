// The hosting headers: one source for the CDN's `_headers` file and for the
// preview server. `scripts/postbuild.mjs` adds each page's script hashes.

const frameSources = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.openstreetmap.org'];

/**
 * The origin of the optional form endpoint, which forms POST to: it is allowed in
 * `connect-src` and `form-action`. An endpoint that is not an absolute http(s) URL stops
 * the build, rather than shipping forms whose every send the policy would block.
 */
export function formEndpointOrigin(endpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT?.trim()) {
  if (!endpoint) return [];
  let url;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(
      `NEXT_PUBLIC_FORM_ENDPOINT must be an absolute URL, such as https://forms.example.com/f/abc; got "${endpoint}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`NEXT_PUBLIC_FORM_ENDPOINT must be an http(s) URL; got "${endpoint}".`);
  }
  return [url.origin];
}

/**
 * A strict policy: scripts only from this origin or with the exact hash of an
 * inline script of the page (no 'unsafe-inline' for scripts).
 */
export function contentSecurityPolicy(scriptHashes) {
  const endpoint = formEndpointOrigin();
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // React renders style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...endpoint],
    'frame-src': frameSources,
    'media-src': ["'self'"],
    'form-action': ["'self'", 'mailto:', ...endpoint],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers for every response. */
export const commonHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/** Fingerprinted build assets never change. */
export const immutableAssetHeaders = {
  'Cache-Control': 'public, max-age=31536000, immutable',
};
