// The hosting headers: one source for the CDN's `_headers` file, which Cloudflare applies to
// the Worker's static files. `scripts/postbuild.cli.ts` puts each page's script policy into the page itself
// (buildtime/script-policy.ts).
//
// The Content-Security-Policy comes in two parts, and a browser enforces both (a script or
// a fetch must pass each of them):
//   - in each page, a <meta> tag with the whole policy and the hashes of that page's inline
//     scripts and styles (pagePolicy): it grows with the page, not with the site;
//   - in one `_headers` rule for every path, the directives that are the same for every page
//     (sharedPolicy), plus `frame-ancestors`, which a <meta> tag cannot carry.
// The header leaves out `script-src`, `style-src` and `default-src` (the fallback of both):
// without the page's hashes they would block its inline scripts, and hydration with them, and
// the critical styles it paints from.
// Every directive the header does carry has the same value as in the page, so together they
// enforce exactly the page policy plus `frame-ancestors 'none'`.
import { analyticsConfig } from '../content/analytics';
import { turnstileOrigin } from '../lib/turnstile';
import { patternMatches, type HeaderRule } from './headers-file';
import { securityTxtPath } from '../buildtime/security-txt';
import { speculationRulesPath, speculationRulesType } from './speculation-rules';

const frameSources = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.openstreetmap.org'];

/**
 * The origin of the optional form endpoint, which forms POST to: it is allowed in
 * `connect-src` and `form-action`. A path on the site's own origin (`/api/leads`, the
 * Worker's receiver) needs nothing more than `'self'`. Anything else that is not an absolute
 * http(s) URL stops the build, rather than shipping forms whose every send the policy would
 * block.
 */
export function formEndpointOrigin(endpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT?.trim()): string[] {
  if (!endpoint) return [];
  if (/^\/(?![/\\])/.test(endpoint)) return [];
  let url;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(
      `NEXT_PUBLIC_FORM_ENDPOINT must be a path on this site, such as /api/leads, or an absolute URL, such as https://forms.example.com/f/abc; got "${endpoint}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`NEXT_PUBLIC_FORM_ENDPOINT must be an http(s) URL; got "${endpoint}".`);
  }
  return [url.origin];
}

/**
 * Turnstile's origin when the build has a site key: its script (`script-src`) draws the
 * widget in a frame (`frame-src`), and nothing else of it needs allowing.
 */
export function turnstileSources(siteKey = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY?.trim()): string[] {
  return siteKey ? [turnstileOrigin] : [];
}

/**
 * The analytics provider's origin when the build has one (content/analytics.ts): the site's own
 * sender posts events there (`connect-src`), and loads nothing from it.
 */
export function analyticsSources(env: Record<string, string | undefined> = process.env): string[] {
  const config = analyticsConfig(env);
  return config ? [config.origin] : [];
}

/**
 * A strict policy: scripts only from this origin or with the exact hash of an inline
 * script of the page (no 'unsafe-inline' for scripts).
 */
type Directives = Record<string, string[]>;

function policyDirectives(scriptHashes: string[], styleHashes: string[]): Directives {
  const endpoint = formEndpointOrigin();
  const turnstile = turnstileSources();
  const analytics = analyticsSources();
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...turnstile, ...scriptHashes.map((hash) => `'${hash}'`)],
    // Stylesheets from this origin, and the page's own inline styles by their hashes.
    'style-src': ["'self'", ...styleHashes.map((hash) => `'${hash}'`)],
    // React and Next.js write style attributes (a bar's width, a hidden element): an attribute
    // can neither load nor run anything.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...endpoint, ...analytics],
    'frame-src': [...frameSources, ...turnstile],
    'media-src': ["'self'"],
    'form-action': ["'self'", 'mailto:', ...endpoint],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const without = (directives: Directives, names: string[]): Directives =>
  Object.fromEntries(Object.entries(directives).filter(([name]) => !names.includes(name)));

/**
 * The policy a page carries in its <meta> tag, with the hashes of its inline scripts and styles:
 * all of it but `frame-ancestors`, which a meta tag cannot set.
 */
export function pagePolicy(scriptHashes: string[], styleHashes: string[] = []): string {
  return serialize(without(policyDirectives(scriptHashes, styleHashes), ['frame-ancestors']));
}

/** The policy every path gets from `_headers`: what does not depend on the page (see the top of this file). */
export function sharedPolicy(): string {
  return serialize(without(policyDirectives([], []), ['default-src', 'script-src', 'style-src']));
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

/**
 * The content manager at /admin/ (buildtime/cms-bundle.ts) runs under a policy of its own: the
 * public one is detached there. It loads only the site's files; WebAssembly (its image
 * conversion) may compile, scripts may not be evaluated from text. Signed in, it talks to
 * GitHub's API, reads GitHub's status page and shows GitHub avatars. Its sign-in popup
 * (/api/auth, the Worker) must keep `window.opener`, so its opener policy allows popups.
 */
export const cmsPolicy = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // The preview pane's styles come as a blob: stylesheet.
  'style-src': ["'self'", "'unsafe-inline'", 'blob:'],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", 'data:', 'blob:', 'https://api.github.com', 'https://www.githubstatus.com'],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

/** Where the content manager lives, and the headers it gets there instead of the public ones. */
export const cmsRule: HeaderRule = {
  pattern: '/admin/*',
  // The next page's rules are the site's, not the content manager's; a preview's noindex gives way to its own.
  detach: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy', 'Speculation-Rules', 'X-Robots-Tag'],
  headers: {
    'Content-Security-Policy': cmsPolicy,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
  },
};

/** Where the content manager puts what editors upload (content/cms-settings.ts, `public_folder`). */
export const uploadsFolder = '/images/uploads/';

/**
 * The policy of a file that a browser could open as a document of this origin and that may hold
 * script: any SVG, and whatever is uploaded. Opened directly, it runs in a sandbox with its own
 * styles only; shown by a page (<img>, a CSS background) it is an image, and this plays no part.
 */
export const inertFilePolicy = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * The rules that give those files that policy in place of the pages' shared one. Kept, the shared
 * one would be sent too and a browser would enforce both (still no script), but each path gets
 * one policy (headerProblems).
 */
export const inertFileRules: HeaderRule[] = ['/*.svg', `${uploadsFolder}*`].map((pattern) => ({
  pattern,
  // Sandboxed, such a document has an origin of its own, which may not read the site's rules.
  detach: ['Content-Security-Policy', 'X-Content-Type-Options', 'Speculation-Rules'],
  headers: { 'Content-Security-Policy': inertFilePolicy, 'X-Content-Type-Options': 'nosniff' },
}));

/** The security contact (RFC 9116), plain text whatever the host infers. */
const securityTxtRule: HeaderRule = {
  pattern: securityTxtPath,
  headers: { 'Content-Type': 'text/plain; charset=utf-8' },
};

/** The rules for the next page: a rule set only when it says so (hosting/speculation-rules.ts). */
const speculationRulesRule: HeaderRule = {
  pattern: speculationRulesPath,
  headers: { 'Content-Type': speculationRulesType },
};

/** Fingerprinted build assets never change. */
export const immutableAssetHeaders = {
  'Cache-Control': 'public, max-age=31536000, immutable',
};

/** Pages and the other unfingerprinted files may be kept, but are checked on each use. */
export const revalidatedHeaders = {
  'Cache-Control': 'no-cache',
};

/** Folders of fingerprinted files: Next.js's assets, the fonts scripts/prebuild.cli.ts writes, the content manager's bundle. */
const immutablePrefixes = ['/_next/static/', '/fonts/', '/admin/cms/'];
const isImmutable = (path: string) => immutablePrefixes.some((prefix) => path.startsWith(prefix));

/**
 * The pattern that gives a path (outside `/_next/static/`) its `no-cache`. Placeholders
 * stand for whole segments, so one pattern covers every page at a depth: `/:p1` for the
 * top-level pages, `/:p1/:p2` for the pages of every collection and the files of the top-level
 * folders. Deeper, `/_next/static/` files live too, so the first segment (or, under
 * `/_next/`, the first two) is kept, and the rules grow with the collections, not the pages.
 */
function revalidationPattern(path: string): string {
  // A folder's index (`/admin/`) is named as it is: a placeholder stands for a whole segment.
  if (path.endsWith('/')) return path;
  const segments = path.slice(1).split('/');
  const kept = segments.length <= 2 ? 0 : segments[0] === '_next' ? 2 : 1;
  return `/${segments
    .map((segment, index) => {
      if (index >= kept) return `:p${index + 1}`;
      if (/[*:\s]/.test(segment)) throw new Error(`"${segment}" cannot stand in a _headers pattern (${path}).`);
      return segment;
    })
    .join('/')}`;
}

/**
 * The rules of `_headers` for an export whose served paths (files and page routes) are
 * `paths`: the security headers and the shared policy for every path, the content manager's
 * and the inert files' own, then the caching rules. Their number depends on the export's folders, not on its number of pages.
 * A `preview` build's every answer says `X-Robots-Tag: noindex` (SITE_PREVIEW=1, `npm run preview`).
 */
export function headerRules(paths: string[], { preview = false }: { preview?: boolean } = {}): HeaderRule[] {
  const revalidated = new Set(paths.filter((path) => !isImmutable(path)).map(revalidationPattern));
  const depth = (pattern: string) => pattern.split('/').length;
  const speculation = paths.includes(speculationRulesPath);
  return [
    {
      pattern: '/*',
      headers: {
        ...commonHeaders,
        'Content-Security-Policy': sharedPolicy(),
        ...(speculation ? { 'Speculation-Rules': `"${speculationRulesPath}"` } : {}),
        // A preview of a pull request (`npm run preview`) is for the team's eyes, never a search engine's.
        ...(preview ? { 'X-Robots-Tag': 'noindex' } : {}),
      },
    },
    ...(paths.some((path) => patternMatches(cmsRule.pattern, path)) ? [cmsRule] : []),
    ...inertFileRules,
    ...(paths.includes(securityTxtPath) ? [securityTxtRule] : []),
    ...(speculation ? [speculationRulesRule] : []),
    ...immutablePrefixes.map((prefix) => ({ pattern: `${prefix}*`, headers: immutableAssetHeaders })),
    ...[...revalidated]
      .sort((a, b) => depth(a) - depth(b) || a.localeCompare(b))
      .map((pattern) => ({ pattern, headers: revalidatedHeaders })),
  ];
}

/**
 * What is wrong with `rules` for these paths: a header that two matching rules set, unless the
 * later one detaches it first (the hosts would join the values: two policies, or a cache rule
 * at odds with itself), or a
 * path with no Content-Security-Policy or no Cache-Control. Empty when all is well.
 */
export function headerProblems(rules: HeaderRule[], paths: string[]): string[] {
  const problems: string[] = [];
  for (const path of paths) {
    const setters = new Map<string, string[]>();
    for (const rule of rules) {
      if (!patternMatches(rule.pattern, path)) continue;
      for (const name of rule.detach ?? []) setters.delete(name.toLowerCase());
      for (const name of Object.keys(rule.headers)) {
        const key = name.toLowerCase();
        setters.set(key, [...(setters.get(key) ?? []), rule.pattern]);
      }
    }
    for (const [name, patterns] of setters) {
      if (patterns.length > 1) problems.push(`${path}: ${name} from ${patterns.join(' and ')}`);
    }
    for (const name of ['content-security-policy', 'cache-control']) {
      if (!setters.has(name)) problems.push(`${path}: no ${name}`);
    }
  }
  return problems;
}
