// The hosting headers: one source for the CDN's `_headers` file, which Cloudflare applies to
// the Worker's static files. `scripts/postbuild.ts` puts each page's script policy into the page itself.
//
// The Content-Security-Policy comes in two parts, and a browser enforces both (a script or
// a fetch must pass each of them):
//   - in each page, a <meta> tag with the whole policy and the hashes of that page's inline
//     scripts (pagePolicy): it grows with the page, not with the site;
//   - in one `_headers` rule for every path, the directives that are the same for every page
//     (sharedPolicy), plus `frame-ancestors`, which a <meta> tag cannot carry.
// The header leaves out `script-src` and `default-src` (the fallback of `script-src`):
// without the page's hashes either would block its inline scripts, and hydration with them.
// Every directive the header does carry has the same value as in the page, so together they
// enforce exactly the page policy plus `frame-ancestors 'none'`.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { turnstileOrigin } from '../lib/turnstile';
import { patternMatches, type HeaderRule } from './headers-file';
import { attribute, parseHtml, type HtmlNode } from './html-tree';

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
 * A strict policy: scripts only from this origin or with the exact hash of an inline
 * script of the page (no 'unsafe-inline' for scripts).
 */
type Directives = Record<string, string[]>;

function policyDirectives(scriptHashes: string[]): Directives {
  const endpoint = formEndpointOrigin();
  const turnstile = turnstileSources();
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...turnstile, ...scriptHashes.map((hash) => `'${hash}'`)],
    // React renders style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...endpoint],
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

/** The policy a page carries in its <meta> tag: all of it but `frame-ancestors`, which a meta tag cannot set. */
export function pagePolicy(scriptHashes: string[]): string {
  return serialize(without(policyDirectives(scriptHashes), ['frame-ancestors']));
}

/** The policy every path gets from `_headers`: what does not depend on the page (see the top of this file). */
export function sharedPolicy(): string {
  return serialize(without(policyDirectives([]), ['default-src', 'script-src']));
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

/** Pages, their route payloads and the other unfingerprinted files may be kept, but are checked on each use. */
export const revalidatedHeaders = {
  'Cache-Control': 'no-cache',
};

/** Folders of fingerprinted files: Next.js's assets, and the fonts scripts/fonts.ts writes. */
const immutablePrefixes = ['/_next/static/', '/fonts/'];
const isImmutable = (path: string) => immutablePrefixes.some((prefix) => path.startsWith(prefix));

/** JSON data blocks (`application/json`, `application/ld+json`) are data: they never run. */
const dataScriptType = /^application\/(ld\+)?json$/i;

/** The hashes (`sha256-…`) of the inline scripts of a page that run, sorted. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const visit = (node: HtmlNode) => {
    if (node.nodeName === 'script') {
      // The browser hashes the script's text as parsed, line ends normalised, as parse5 reads it.
      const text = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
      const runs = attribute(node, 'src') === undefined && !dataScriptType.test((attribute(node, 'type') ?? '').trim());
      if (runs && text !== '') hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseHtml(html));
  return [...hashes].sort();
}

const policyMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/i;

/**
 * The page with its policy in a <meta> tag right after `<meta charset>` (replacing one put
 * there by an earlier run). A meta policy governs only what follows it, so a page where a
 * script would come first stops the build.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const result = policyMeta.test(html)
    ? html.replace(policyMeta, () => tag)
    : html.replace(/<meta charset="utf-8"\/?>/i, (charset) => `${charset}${tag}`);
  const at = result.indexOf(tag);
  const firstScript = result.search(/<script[\s>]/i);
  if (at === -1) throw new Error('A page has no <meta charset="utf-8"> to put its Content-Security-Policy after.');
  if (firstScript !== -1 && firstScript < at)
    throw new Error('A page has a script before its Content-Security-Policy.');
  return result;
}

/**
 * The pattern that gives a path (outside `/_next/static/`) its `no-cache`. Placeholders
 * stand for whole segments, so one pattern covers every page at a depth: `/:p1` for the
 * top-level pages, `/:p1/:p2` for the pages of every collection and the top-level pages'
 * payloads. Deeper, `/_next/static/` files live too, so the first segment (or, under
 * `/_next/`, the first two) is kept, and the rules grow with the collections, not the pages.
 */
function revalidationPattern(path: string): string {
  if (path === '/') return '/';
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

/** Every file of an export as its URL path (`/about.html`), but the `_headers` file itself. */
export function exportFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return exportFiles(join(dir, entry.name), path);
    return path === '/_headers' ? [] : [path];
  });
}

/** The pages among an export's files. */
export const pageFiles = (files: string[]): string[] =>
  files.filter((path) => path.endsWith('.html') && !path.startsWith('/_next/'));

/** A page's route: `/about.html` is `/about`, `/index.html` is `/`. */
export const routeOf = (pageFile: string): string => pageFile.replace(/\.html$/, '').replace(/^\/index$/, '/');

/**
 * The rules of `_headers` for an export whose served paths (files and page routes) are
 * `paths`: the security headers and the shared policy for every path, then the caching
 * rules. Their number depends on the export's folders, not on its number of pages.
 */
export function headerRules(paths: string[]): HeaderRule[] {
  const revalidated = new Set(paths.filter((path) => !isImmutable(path)).map(revalidationPattern));
  const depth = (pattern: string) => pattern.split('/').length;
  return [
    { pattern: '/*', headers: { ...commonHeaders, 'Content-Security-Policy': sharedPolicy() } },
    ...immutablePrefixes.map((prefix) => ({ pattern: `${prefix}*`, headers: immutableAssetHeaders })),
    ...[...revalidated]
      .sort((a, b) => depth(a) - depth(b) || a.localeCompare(b))
      .map((pattern) => ({ pattern, headers: revalidatedHeaders })),
  ];
}

/**
 * What is wrong with `rules` for these paths: a header that two matching rules set (the
 * hosts would join the values: two policies, or a cache rule at odds with itself), or a
 * path with no Content-Security-Policy or no Cache-Control. Empty when all is well.
 */
export function headerProblems(rules: HeaderRule[], paths: string[]): string[] {
  const problems: string[] = [];
  for (const path of paths) {
    const setters = new Map<string, string[]>();
    for (const rule of rules) {
      if (!patternMatches(rule.pattern, path)) continue;
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
