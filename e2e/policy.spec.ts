import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../hosting/headers-file';
import { languages } from '../content/languages';
import { staticRoutes } from '../content/routes';
import { standInAnalyticsOrigin } from '../test-support/analytics-stand-in';
import { embedOrigins, expect, test } from './fixtures';

// The Content-Security-Policy as shipped, on every route: the header every response carries
// and the policy each page holds in its <meta> tag, directive by directive, written out here
// rather than taken from the code that generates them.

type Policy = Record<string, string[]>;

const parsePolicy = (text: string): Policy =>
  Object.fromEntries(
    text
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values.toSorted()]),
  );

/**
 * The directives every page's policy holds, but `script-src` and `style-src`, whose hashes are the
 * page's own.
 */
const expectedPagePolicy = (endpoint: string[]): Policy => ({
  'default-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...endpoint],
  'frame-src': embedOrigins,
  'media-src': ["'self'"],
  'form-action': ["'self'", 'mailto:', ...endpoint],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
});

/** The header's policy: the page's without `default-src`, `script-src` and `style-src`, plus `frame-ancestors`. */
const expectedHeaderPolicy = (endpoint: string[]): Policy => {
  const { 'default-src': _default, ...rest } = expectedPagePolicy(endpoint);
  void _default;
  return { ...rest, 'frame-ancestors': ["'none'"] };
};

const sorted = (policy: Policy): Policy =>
  Object.fromEntries(Object.entries(policy).map(([name, values]) => [name, values.toSorted()]));

/** The hashes of the inline scripts in a page that run (not JSON data), as the browser computes them. */
function runningScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes) || text === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`);
  }
  return [...hashes].toSorted();
}

/** The hashes of a page's inline styles, those in a <noscript> too, as the browser computes them. */
function styleHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, text = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
    hashes.add(`'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`);
  return [...hashes].toSorted();
}

const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(html)?.[1]
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&') ?? '';

interface Shipped {
  header: Policy;
  page: Policy;
}

async function shippedPolicy(request: APIRequestContext, url: string): Promise<Shipped> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(new URL(url, 'http://x').pathname === '/404' ? 404 : 200);
  const html = await response.text();
  const header = parsePolicy(response.headers()['content-security-policy'] ?? '');
  const page = parsePolicy(metaPolicy(html));
  expect(page['script-src'], `${url} script-src`).toEqual(["'self'", ...runningScriptHashes(html)].toSorted());
  // No inline style applies but those the page carries, by their hashes.
  expect(page['style-src'], `${url} style-src`).toEqual(["'self'", ...styleHashes(html)].toSorted());
  return { header, page };
}

// Every page in every language: each carries its own hashes.
const routes = [...languages.flatMap((language) => staticRoutes(language)), '/404'];

test.describe('the shipped Content-Security-Policy @desktop', () => {
  test('every route has exactly the expected header and page policy', async ({ request }) => {
    for (const route of routes) {
      const { header, page } = await shippedPolicy(request, route);
      const { 'script-src': _scripts, 'style-src': _styles, ...rest } = page;
      void _scripts;
      void _styles;
      expect([route, sorted(rest)]).toEqual([route, sorted(expectedPagePolicy([]))]);
      expect([route, header]).toEqual([route, sorted(expectedHeaderPolicy([]))]);
    }
  });

  test('with the forms sent to the site’s own Worker, the policy is the same; connect-src adds only the stand-in analytics', async ({
    request,
  }) => {
    const site = process.env.E2E_ENDPOINT_SITE!;
    for (const route of routes) {
      const plain = await shippedPolicy(request, route);
      const withEndpoint = await shippedPolicy(request, new URL(route, site).toString());
      for (const part of ['header', 'page'] as const) {
        // script-src and style-src hold each build's own hashes (checked against its page above).
        const { 'script-src': _plain, 'style-src': _plainStyles, ...expected } = plain[part];
        const { 'script-src': _sent, 'style-src': _sentStyles, ...shipped } = withEndpoint[part];
        void [_plain, _plainStyles, _sent, _sentStyles];
        // That export also carries the tests' stand-in analytics (npm run build:endpoint), whose
        // origin only connect-src names.
        const analytics = { 'connect-src': [...expected['connect-src']!, standInAnalyticsOrigin] };
        expect([route, part, shipped]).toEqual([route, part, { ...expected, ...analytics }]);
      }
      expect(withEndpoint.page['connect-src']).toEqual(["'self'", standInAnalyticsOrigin]);
    }
  });
});

test.describe('a frame from an origin frame-src does not name @desktop', () => {
  test.use({
    allowedConsoleErrors: [/^Framing 'https:\/\/frames\.example\/' violates .* "frame-src /],
    // The violation this test provokes on purpose (Chromium may report it more than once); any other fails.
    allowedCspViolations: [/^frame-src refused https:\/\/frames\.example\/? on /],
  });

  test('is refused', async ({ page, cspViolations }) => {
    await page.goto('/contact');
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'https://frames.example/';
      frame.title = 'Not allowed';
      document.body.append(frame);
    });
    await expect.poll(() => cspViolations.join('\n')).toContain('frame-src refused https://frames.example');
  });
});

test('the Worker sends every route, asset and feed exactly the headers out/_headers gives it @desktop', async ({
  request,
}) => {
  const rules = parseHeadersFile(readFileSync('out/_headers', 'utf8'));
  const [chunk] = readdirSync('out/_next/static/chunks').filter((name) => name.endsWith('.js'));
  const [css] = readdirSync('out/_next/static/chunks').filter((name) => name.endsWith('.css'));
  const paths = [
    ...routes,
    `/_next/static/chunks/${chunk}`,
    `/_next/static/chunks/${css}`,
    '/feed.xml',
    '/sitemap.xml',
    '/robots.txt',
    '/llms.txt',
    '/images/logo.svg',
    '/does-not-exist',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    const expected = headersForPath(rules, path);
    expect(Object.keys(expected), path).toContain('Content-Security-Policy');
    expect(Object.keys(expected), path).toContain('Cache-Control');
    for (const [name, value] of Object.entries(expected)) {
      expect([path, name, response.headers()[name.toLowerCase()]]).toEqual([path, name, value]);
    }
  }
});

test('an SVG and security.txt opened at their own address: no script may run, and plain text @desktop', async ({
  page,
  request,
}) => {
  const inert = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
  for (const path of ['/images/logo.svg', '/icons.svg']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect([path, response.headers()['content-security-policy']]).toEqual([path, inert]);
    expect([path, response.headers()['x-content-type-options']]).toEqual([path, 'nosniff']);
  }
  // Opened as a document, the SVG is sandboxed: an origin of its own, no script.
  await page.goto('/images/logo.svg');
  expect(await page.evaluate(() => window.origin)).toBe('null');

  const security = await request.get('/.well-known/security.txt');
  expect(security.status()).toBe(200);
  expect(security.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await security.text();
  expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
  expect(Date.parse(/^Expires: (.+)$/m.exec(text)![1]!)).toBeGreaterThan(Date.now() + 300 * 24 * 60 * 60 * 1000);
});
