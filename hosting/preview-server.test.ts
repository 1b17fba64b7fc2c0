/** @jest-environment node */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { formatHeadersFile, headersForPath, parseHeadersFile } from './headers-file.mjs';
import { exportFiles, headerRules, pageFiles, routeOf, sharedPolicy } from './headers.mjs';
import { createPreviewServer, parseRequestPath } from './preview-server.mjs';

// An export of 150 pages (100 at the top level, 50 in a collection), each with its route
// payloads, plus the not-found page, a build asset, and files that must never be served.
const workDir = mkdtempSync(join(tmpdir(), 'preview-server-'));
const root = join(workDir, 'out');
const notFoundBody =
  '<!DOCTYPE html><html><head><title>Page Not Found</title></head><body><h1>Page Not Found</h1></body></html>';
const page = (name: string) =>
  `<!DOCTYPE html><html><head><title>${name}</title></head><body><h1>${name}</h1></body></html>`;
const pagePaths = [
  ...Array.from({ length: 100 }, (_, index) => `/page-${index}`),
  ...Array.from({ length: 50 }, (_, index) => `/work/item-${index}`),
];

function write(path: string, body: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

const marker = 'zq7reflect';
let server: Server;
let origin: { host: string; port: number };

beforeAll(async () => {
  write('index.html', page('Home'));
  write('404.html', notFoundBody);
  for (const path of pagePaths) {
    write(`${path}.html`, page(path));
    write(`${path}.txt`, `payload of ${path}`);
    write(`${path}/__next._full.txt`, `segment payload of ${path}`);
  }
  write('__next._tree.txt', 'tree of /');
  write('_next/static/chunks/app-3f2a.js', `console.log(${JSON.stringify('x'.repeat(4096))});`);
  write('images/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('images/.hidden.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('.env', 'SECRET=1');
  write('.git/config', '[core]');
  write('_redirects', '/a /b 301');
  write('_not-found.html', page('Next.js not-found'));
  writeFileSync(join(workDir, 'outside.txt'), 'outside the export');
  symlinkSync(join(workDir, 'outside.txt'), join(root, 'leak.txt'));
  // The rules as the build writes them, from the export's files.
  const files = exportFiles(root);
  writeFileSync(join(root, '_headers'), formatHeadersFile(headerRules([...files, ...pageFiles(files).map(routeOf)])));
  server = createPreviewServer({ root });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  body: Buffer;
}

/** A request with the path exactly as given (fetch would normalise `..` and the like). */
function get(
  path: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = httpRequest({ ...origin, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const served = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the preview server', () => {
  it('serves every page at its clean URL, and the files of the export as they are', async () => {
    for (const path of ['/page-0', '/page-99', '/work/item-0', '/work/item-49']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body.toString()).toBe(served(`${path}.html`));
    }
    expect((await get('/')).body.toString()).toBe(served('index.html'));
    expect((await get('/page-7?utm_source=x')).status).toBe(200);
    for (const path of ['/page-7.txt', '/page-7/__next._full.txt', '/__next._tree.txt', '/images/logo.svg']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(served(path));
    }
    const asset = await get('/_next/static/chunks/app-3f2a.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it('redirects a page’s other addresses to its clean URL, and nothing else', async () => {
    const redirects: [string, string][] = [
      ['/page-7.html', '/page-7'],
      ['/page-7/', '/page-7'],
      [`/page-7/?${marker}=1`, '/page-7'],
      ['/work/item-3/', '/work/item-3'],
      ['/index.html', '/'],
      ['/index', '/'],
    ];
    for (const [path, location] of redirects) {
      const answer = await get(path);
      expect([path, answer.status, answer.headers.location]).toEqual([path, 301, location]);
    }
    for (const path of ['/work/', '/images/', '/nope/', '/nope.html', '/404.html']) {
      expect([path, (await get(path)).status]).toEqual([path, 404]);
    }
  });

  it('answers anything else with the site’s not-found page and status 404, never echoing the URL', async () => {
    const paths = [
      `/${marker}`,
      `/work/${marker}`,
      '/404',
      '/work',
      `/project/%00${marker}`,
      `/project/${marker}%00.html`,
      `/project/..%2f..%2f${marker}`,
      `/%2e%2e/%2e%2e/${marker}`,
      `/../../${marker}`,
      `/page-7/../../${marker}`,
      `//${marker}`,
      `/page-7%5c..%5c${marker}`,
      `/${marker}${'a'.repeat(3000)}`,
      `/${marker}${'%61'.repeat(3000)}`,
      `/${marker}${'a'.repeat(20_000)}`,
      `/${marker}%0d%0aSet-Cookie:%20x=1`,
      `/leak.txt`,
    ];
    for (const path of paths) {
      const answer = await get(path);
      expect([path.slice(0, 60), answer.status]).toEqual([path.slice(0, 60), 404]);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body.toString()).toBe(notFoundBody);
      expect(JSON.stringify(answer.rawHeaders)).not.toContain(marker);
    }
  });

  it('answers a malformed escape with 400 and the same not-found page', async () => {
    for (const path of ['/%E0%A4%A', `/${marker}%`, `/work/%ZZ${marker}`]) {
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.toString()).toBe(notFoundBody);
      expect(JSON.stringify(answer.rawHeaders)).not.toContain(marker);
    }
  });

  it('serves no hidden file: the hosts’ own files, dotfiles, Next.js’s internal pages', async () => {
    for (const path of [
      '/_headers',
      '/_redirects',
      '/.env',
      '/.git/config',
      '/images/.hidden.svg',
      '/_not-found',
      '/_next/../_headers',
    ]) {
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, 404]);
      expect(answer.body.toString()).toBe(notFoundBody);
    }
  });

  it('sends each path exactly the headers its _headers rules give it, whatever the answer', async () => {
    const parsed = parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
    for (const [path, status] of [
      ['/page-7', 200],
      ['/work/item-3', 200],
      ['/page-7.txt', 200],
      ['/page-7/__next._full.txt', 200],
      ['/work/item-3/__next._full.txt', 200],
      ['/_next/static/chunks/app-3f2a.js', 200],
      ['/images/logo.svg', 200],
      ['/nope', 404],
      ['/_next/static/nope.js', 404],
      ['/_headers', 404],
      ['/', 200],
    ] as const) {
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, status]);
      const expected = headersForPath(parsed, path);
      expect(Object.keys(expected).length).toBeGreaterThan(1);
      for (const [name, value] of Object.entries(expected))
        expect([path, name, answer.headers[name.toLowerCase()]]).toEqual([path, name, value]);
      const names = answer.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
      expect(names.filter((name) => name === 'content-security-policy').length).toBeLessThanOrEqual(1);
      expect(names.filter((name) => name === 'cache-control').length).toBeLessThanOrEqual(1);
    }
    expect((await get('/page-7')).headers['content-security-policy']).toBe(sharedPolicy());
    expect((await get('/work/item-3/__next._full.txt')).headers['cache-control']).toBe('no-cache');
    expect((await get('/_next/static/nope.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD and conditional requests, and only GET and HEAD', async () => {
    const head = await get('/page-7', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(served('page-7.html')));
    const etag = head.headers.etag ?? '';
    expect((await get('/page-7', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const missing = await get('/nope', { method: 'HEAD' });
    expect([missing.status, missing.body.length]).toEqual([404, 0]);
    const post = await get('/page-7', { method: 'POST' });
    expect([post.status, post.headers.allow, post.body.length]).toEqual([405, 'GET, HEAD', 0]);
  });

  it('compresses what the browser accepts compressed', async () => {
    const plain = await get('/_next/static/chunks/app-3f2a.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await get('/_next/static/chunks/app-3f2a.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(served('_next/static/chunks/app-3f2a.js'));
  });
});

describe('parseRequestPath', () => {
  it('decodes the path, and turns away what can name no file', () => {
    expect(parseRequestPath('/about?x=1')).toEqual({ path: '/about' });
    expect(parseRequestPath('/caf%C3%A9')).toEqual({ path: '/café' });
    expect(parseRequestPath('/__next._tree.txt')).toEqual({ path: '/__next._tree.txt' });
    expect(parseRequestPath('/_next/static/a.js')).toEqual({ path: '/_next/static/a.js' });
    expect(parseRequestPath('/about/')).toEqual({ path: '/about/' });
    expect(parseRequestPath('/%E0%A4%A')).toEqual({ status: 400, path: '/%E0%A4%A' });
    expect(parseRequestPath('*')).toEqual({ status: 404, path: '/' });
    expect(parseRequestPath('http://example.com/about')).toEqual({ status: 404, path: '/' });
    for (const target of [
      '/a/%00',
      '/a/..%2fb',
      '/a/./b',
      '/.well-known/x',
      '/a//b',
      '/_headers',
      '/_not-found',
      '/a%5cb',
    ]) {
      expect([target, parseRequestPath(target).status]).toEqual([target, 404]);
    }
  });
});

describe('createPreviewServer', () => {
  it('refuses a folder that is not a built export', () => {
    const empty = mkdtempSync(join(tmpdir(), 'preview-empty-'));
    try {
      expect(() => createPreviewServer({ root: empty })).toThrow(/has no _headers: build the site first/);
      writeFileSync(join(empty, '_headers'), formatHeadersFile([{ pattern: '/*', headers: { 'X-A': 'b' } }]));
      expect(() => createPreviewServer({ root: empty })).toThrow(/has no 404.html/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
