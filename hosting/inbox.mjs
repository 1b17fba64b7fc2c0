// A reference receiver of the forms' contract, on Node's own `http`: what a small function
// on a CDN or a hosted form service does with a submission. It takes `POST` with a JSON
// body `{ form, ...fields, page }`, judges it by the site's own form rules, and appends
// each accepted lead to a JSON Lines file, on disk before it answers 2xx.
//
// Answers: 200 `{ ok: true }` (accepted; a filled honeypot gets the same and is not kept),
// 422 `{ errors: [{ field, message }] }` (the shape hosted form services use), 400 bad
// JSON, 403 a foreign origin, 413 a body over the limit, 415 not JSON, 429 too many
// requests from one address (with `Retry-After`), 405 another method.
import { createServer } from 'node:http';
import { mkdir, open } from 'node:fs/promises';
import { dirname } from 'node:path';

const json = (response, status, body, headers = {}) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

const errorBody = (field, message) => ({ errors: [{ field, message }] });

/** Counts requests per address in a sliding window. */
function rateLimiter({ max, windowMs }, now) {
  const seen = new Map();
  return (address) => {
    const time = now();
    const recent = (seen.get(address) ?? []).filter((at) => time - at < windowMs);
    if (recent.length >= max) {
      seen.set(address, recent);
      return Math.ceil((recent[0] + windowMs - time) / 1000);
    }
    recent.push(time);
    seen.set(address, recent);
    return 0;
  };
}

/** Reads the body, or rejects with 413 as soon as it passes the limit. */
function readBody(request, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(Object.assign(new Error('too large'), { status: 413 }));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * @param {object} options
 * @param {(body: unknown) => ({ ok: true, submission: object, spam: boolean } | { ok: false, errors: object[] })} options.judge
 *   the site's `judgeSubmission` from `lib/form-rules.ts`
 * @param {string} options.leadsFile where accepted leads are appended, one JSON object a line
 * @param {string[]} options.allowedOrigins origins allowed by CORS (requests without an Origin are allowed)
 */
export function createInbox({
  judge,
  leadsFile,
  allowedOrigins,
  maxBodyBytes = 64 * 1024,
  rateLimit = { max: 20, windowMs: 60_000 },
  now = Date.now,
}) {
  const limited = rateLimiter(rateLimit, now);
  let writes = Promise.resolve();

  // Appends one line and flushes it to disk; writes run one after another so lines stay whole.
  const store = (lead) => {
    const write = writes.then(async () => {
      await mkdir(dirname(leadsFile), { recursive: true });
      const file = await open(leadsFile, 'a');
      try {
        await file.appendFile(`${JSON.stringify(lead)}\n`, 'utf8');
        await file.sync();
      } finally {
        await file.close();
      }
    });
    writes = write.catch(() => {});
    return write;
  };

  return createServer(async (request, response) => {
    const origin = request.headers.origin;
    const cors =
      origin && allowedOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
    if (origin && !cors['Access-Control-Allow-Origin']) {
      return json(response, 403, errorBody('origin', `Origin ${origin} is not allowed.`), { Vary: 'Origin' });
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    if (request.method === 'GET' && (request.url === '/' || request.url === '/health')) {
      return json(response, 200, { ok: true, accepts: 'POST application/json' }, cors);
    }
    if (request.method !== 'POST')
      return json(response, 405, errorBody('method', 'Use POST.'), { ...cors, Allow: 'POST, OPTIONS' });

    const retryAfter = limited(request.socket.remoteAddress ?? 'unknown');
    if (retryAfter > 0) {
      return json(response, 429, errorBody('rate', 'Too many requests; try again shortly.'), {
        ...cors,
        'Retry-After': String(retryAfter),
      });
    }
    if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      return json(response, 415, errorBody('body', 'Send the form as application/json.'), cors);
    }
    if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) {
      response.setHeader('Connection', 'close');
      return json(response, 413, errorBody('body', `The body is over ${maxBodyBytes} bytes.`), cors);
    }

    let body;
    try {
      body = JSON.parse(await readBody(request, maxBodyBytes));
    } catch (error) {
      if (error.status === 413) {
        response.setHeader('Connection', 'close');
        return json(response, 413, errorBody('body', `The body is over ${maxBodyBytes} bytes.`), cors);
      }
      return json(response, 400, errorBody('body', 'The body is not valid JSON.'), cors);
    }

    const judgement = judge(body);
    if (!judgement.ok) return json(response, 422, { errors: judgement.errors }, cors);
    if (judgement.spam) return json(response, 200, { ok: true }, cors);
    try {
      await store({ receivedAt: new Date(now()).toISOString(), ...judgement.submission });
    } catch {
      return json(response, 500, errorBody('server', 'The lead could not be stored.'), cors);
    }
    return json(response, 200, { ok: true }, cors);
  });
}
