// The preview server: serves a static export on this machine the way the CDN serves it, for
// `npm start` and the end-to-end tests. It sends the headers that the export's own `_headers`
// file gives each path (the file the CDN reads), clean URLs (`/about` from `about.html`), and
// the site's not-found page (`404.html`) with status 404 for anything else, whatever the URL:
// no error of the server's own, nothing of the URL echoed back, nothing hidden served.
//
// Files are streamed by `send` (conditional requests, ranges, content types) and compressed
// by `compression`; what this module decides is which file, if any, a URL names.
import { createServer } from 'node:http';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import compression from 'compression';
import send from 'send';
import { headersForPath, parseHeadersFile } from './headers-file.mjs';

/** Longer paths name nothing in an export; they are not looked up. */
export const maxPathLength = 1024;

const notFoundFile = '404.html';

/**
 * What a request target names, before looking at the disk: `{ path }`, the decoded path to
 * look up, or `{ status, path }` when it can name nothing (404) or cannot be decoded (400);
 * `path` is then the path whose header rules apply. Hidden: dot names anywhere, and
 * top-level names starting with `_` (the hosts' `_headers` and `_redirects`, Next.js's
 * `_not-found`) except `/_next/` and Next.js's route payloads `/__next.*.txt`.
 */
export function parseRequestPath(target) {
  const raw = target.split(/[?#]/, 1)[0] ?? '';
  if (!raw.startsWith('/')) return { status: 404, path: '/' };
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return { status: 400, path: raw };
  }
  if (path.length > maxPathLength) return { status: 404, path };
  // Control characters (NUL included) and backslashes name no file of the export.
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return { status: 404, path };
  // A trailing slash leaves an empty last segment, which lookUp() redirects away.
  const segments = path.slice(1).split('/');
  const named = path.endsWith('/') ? segments.slice(0, -1) : segments;
  if (named.some((segment) => segment === '' || segment.startsWith('.'))) return { status: 404, path };
  const [first = ''] = named;
  if (first.startsWith('_') && first !== '_next' && !/^__next\..+\.txt$/.test(first)) return { status: 404, path };
  return { path };
}

/**
 * Creates the server (not yet listening) for the export in `root`. `compress: false` sends
 * every body as it is (the end-to-end tests run on the same machine).
 */
export function createPreviewServer({ root, compress = true }) {
  const rootDir = realpathSync(root);
  for (const file of ['_headers', notFoundFile]) {
    if (!existsSync(join(rootDir, file))) throw new Error(`${root} has no ${file}: build the site first.`);
  }
  const rules = parseHeadersFile(readFileSync(join(rootDir, '_headers'), 'utf8'));
  const compressor = compress ? compression() : null;

  const setRuleHeaders = (response, path) => {
    for (const [name, value] of Object.entries(headersForPath(rules, path))) response.setHeader(name, value);
  };

  /** The regular file at a decoded path inside the export, or null. */
  async function fileAt(path) {
    const file = join(rootDir, ...path.split('/'));
    try {
      if (!(await stat(file)).isFile()) return null;
      // A link must not lead out of the export.
      const real = await realpath(file);
      return real.startsWith(rootDir + sep) ? file : null;
    } catch {
      return null;
    }
  }

  /** What a valid path names: a file to send, a clean URL to redirect to, or nothing. */
  async function lookUp(path) {
    if (path === '/') return { file: await fileAt('/index.html') };
    if (path.endsWith('/')) {
      const clean = path.slice(0, -1);
      return (await lookUp(clean)).file ? { redirect: clean } : {};
    }
    if (path === '/index' || path === '/index.html') return { redirect: '/' };
    if (path.endsWith('.html')) {
      const clean = path.slice(0, -'.html'.length);
      return clean !== '/404' && (await fileAt(path)) ? { redirect: clean } : {};
    }
    const file = await fileAt(path);
    if (file) return { file, path };
    return path === '/404' ? {} : { file: await fileAt(`${path}.html`) };
  }

  async function notFound(request, response, status = 404) {
    const body = await readFile(join(rootDir, notFoundFile));
    response.statusCode = status;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  function sendFile(request, response, file) {
    // `send` takes a URL path; this one is built from a file already found inside the export.
    const urlPath = file.slice(rootDir.length).split(sep).map(encodeURIComponent).join('/');
    send(request, urlPath, { root: rootDir, index: false, redirect: false, cacheControl: false })
      .on('error', (error) => {
        if (response.headersSent) {
          response.destroy();
        } else if (error.status === 412 || error.status === 416) {
          response.statusCode = error.status;
          response.end();
        } else {
          notFound(request, response).catch(() => response.destroy());
        }
      })
      .pipe(response);
  }

  async function handle(request, response) {
    const parsed = parseRequestPath(request.url ?? '');
    // As on the CDN, the rules apply by path, whether or not it names a file.
    setRuleHeaders(response, parsed.path);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405;
      response.setHeader('Allow', 'GET, HEAD');
      response.end();
      return;
    }
    if (parsed.status) {
      await notFound(request, response, parsed.status);
      return;
    }
    const found = await lookUp(parsed.path);
    if (found.redirect) {
      // Only ever to a page of the export; the query string is dropped, so nothing of the
      // request is echoed.
      response.statusCode = 301;
      response.setHeader('Location', found.redirect.split('/').map(encodeURIComponent).join('/') || '/');
      response.end();
    } else if (found.file) {
      sendFile(request, response, found.file);
    } else {
      await notFound(request, response);
    }
  }

  const server = createServer((request, response) => {
    const respond = () =>
      handle(request, response).catch((error) => {
        console.error('preview server:', error);
        if (response.headersSent) response.destroy();
        else notFound(request, response).catch(() => response.destroy());
      });
    if (compressor) compressor(request, response, respond);
    else respond();
  });

  // A request Node cannot parse (an over-long or malformed request line, say) still gets the
  // not-found page rather than Node's bare answer.
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    // Past Node's 16 KB of request head, most likely an over-long path: it names nothing.
    const [status, reason] = error.code === 'HPE_HEADER_OVERFLOW' ? [404, 'Not Found'] : [400, 'Bad Request'];
    const body = readFileSync(join(rootDir, notFoundFile));
    const headers = {
      ...headersForPath(rules, '/'),
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${reason}\r\n${head.join('')}\r\n`), body]));
  });

  return server;
}
