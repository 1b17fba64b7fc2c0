/**
 * @jest-environment ./worker/test/miniflare-environment.ts
 */
import { request as httpRequest } from 'node:http';
import { posts } from '@/content/posts';
import { inLanguage } from '@/content/localized';
import { services } from '@/content/services';
import { startWorker, validQuote, type Answer, type TestWorker } from './harness';

// POST /api/leads as browsers, bots and other sites send it, against the deploy bundle in
// workerd with the bindings of wrangler.jsonc.

const staging = 'https://staging.corevia.example';
let worker: TestWorker;
let visitors = 0;
/** A visitor address of its own for each request, so that the rate limit counts only where a test means it to. */
const visitor = () => ({ 'CF-Connecting-IP': `192.0.2.${++visitors}` });
const count = async () => (await worker.query<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]!.n;

beforeAll(async () => {
  worker = await startWorker({ vars: { ALLOWED_ORIGINS: `${staging}, https://preview.corevia.example` } });
});
afterAll(() => worker.dispose());

function expectOwnHeaders(answer: Answer) {
  expect(answer.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'content-security-policy': expect.stringContaining("default-src 'none'"),
    'x-frame-options': 'DENY',
  });
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
}

describe('a valid form', () => {
  it('is stored with every field verbatim, its page, time and user agent, then acknowledged with 201 and its id', async () => {
    const message = `${'<b>Bold</b> & <script>alert(1)</script> 👋🏽 مرحبا بالعالم "quoted"\n'.repeat(80)}`.slice(
      0,
      4990,
    );
    const long = `${message}${'é'.repeat(4999 - Array.from(message).length)}🚀`;
    expect(Array.from(long)).toHaveLength(5000);
    const lead = {
      ...validQuote,
      name: 'Zoë <img src=x onerror=alert(1)> Ødegård',
      subject: 'עברית and English',
      message: long,
    };
    const before = Date.now();
    const answer = await worker.post(lead, { ...visitor(), 'User-Agent': 'Mozilla/5.0 (Test) Chromium' });
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expectOwnHeaders(answer);
    const { id } = answer.json as { id: string };
    const [row] = await worker.query<Record<string, unknown>>('SELECT * FROM leads WHERE id = ?1', id);
    expect(row).toMatchObject({
      form: 'quote',
      name: lead.name,
      email: lead.email,
      subject: lead.subject,
      phone: lead.phone,
      message: long,
      topic: null,
      page: '/contact',
      user_agent: 'Mozilla/5.0 (Test) Chromium',
      visitor_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      notified_at: null,
    });
    expect(Date.parse(row!.received_at as string)).toBeGreaterThanOrEqual(before - 1000);
    // The sender's address is never kept.
    expect(JSON.stringify(row)).not.toContain('192.0.2.');
  });

  it.each([
    [
      'service',
      { service: 'Cloud Solutions', name: 'Grace', email: 'grace@example.com', phone: '5550100', message: 'Move us.' },
      'Cloud Solutions',
    ],
    [
      'comment',
      { post: posts[0]!.title, name: 'Alan', email: 'alan@example.com', message: 'A clear article.' },
      posts[0]!.title,
    ],
    [
      'service',
      {
        service: inLanguage('de', () => services[0]!.title),
        name: 'Jonas',
        email: 'jonas@example.com',
        message: 'Bitte melden Sie sich.',
      },
      inLanguage('de', () => services[0]!.title),
    ],
    [
      'comment',
      {
        post: inLanguage('ar', () => posts[0]!.title),
        name: 'Layla',
        email: 'layla@example.com',
        message: 'مقال واضح.',
      },
      inLanguage('ar', () => posts[0]!.title),
    ],
    ['newsletter', { email: 'reader@example.com' }, null],
  ])('a %s form is stored with its topic, in the language of its page', async (form, fields, topic) => {
    const answer = await worker.post({ form, ...fields, page: '/somewhere' }, visitor());
    expect(answer.status).toBe(201);
    const [row] = await worker.query(
      'SELECT form, email, topic, page FROM leads WHERE id = ?1',
      (answer.json as { id: string }).id,
    );
    expect(row).toEqual({ form, email: fields.email, topic, page: '/somewhere' });
  });
});

describe('what is refused, with nothing stored', () => {
  it.each<[string, { body: string; headers?: Record<string, string> }, number, string]>([
    ['malformed JSON', { body: '{"form":"quote",', headers: { 'Content-Type': 'application/json' } }, 400, 'body'],
    [
      'a body that is not JSON',
      { body: 'name=Ada', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } },
      415,
      'body',
    ],
    ['JSON sent as text', { body: JSON.stringify(validQuote), headers: { 'Content-Type': 'text/plain' } }, 415, 'body'],
    ['no content type', { body: JSON.stringify(validQuote) }, 415, 'body'],
    [
      'a body over 64 KB',
      {
        body: JSON.stringify({ ...validQuote, message: 'a'.repeat(70_000) }),
        headers: { 'Content-Type': 'application/json' },
      },
      413,
      'body',
    ],
  ])('%s', async (_case, init, status, field) => {
    const before = await count();
    const answer = await worker.request('/api/leads', {
      method: 'POST',
      ...init,
      headers: { Origin: worker.origin, ...visitor(), ...init.headers },
    });
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ errors: [{ field, message: expect.any(String) }] });
    expectOwnHeaders(answer);
    expect(await count()).toBe(before);
  });

  it('a body over 64 KB that declares no length gets 413 too', async () => {
    const before = await count();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ ...validQuote, message: 'a'.repeat(70_000) })));
        controller.close();
      },
    });
    const answer = await worker.request('/api/leads', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', Origin: worker.origin, ...visitor() },
    });
    expect(answer.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('such a body is refused once 64 KB have arrived, before the rest is sent', async () => {
    // 80 KB in 16 KB pieces, chunked; then a pause of up to 10 s before 1 MB more. The Worker
    // answers 413 in the pause and stops reading; the connection may then be reset under the
    // upload before the client reads the answer (either way, it never took the whole body).
    const outcome = await new Promise<{ status: number | 'reset'; sent: number }>((resolve, reject) => {
      let sent = 0;
      let done = false;
      const chunk = Buffer.alloc(16 * 1024, 'a');
      const request = httpRequest(new URL('/api/leads', worker.origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: worker.origin, ...visitor() },
      });
      const finish = (status: number | 'reset') => {
        if (done) return;
        done = true;
        clearTimeout(pause);
        resolve({ status, sent });
      };
      request.on('response', (response) => {
        response.resume();
        finish(response.statusCode ?? 0);
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNRESET' || error.code === 'EPIPE') finish('reset');
        else if (!done) reject(error);
      });
      const write = (pieces: number) => {
        for (let piece = 0; piece < pieces; piece += 1) request.write(chunk);
        sent += pieces;
      };
      write(5);
      const pause = setTimeout(() => {
        write(64);
        request.end();
      }, 10_000);
    });
    expect(outcome).toEqual({ status: expect.anything(), sent: 5 });
    expect([413, 'reset']).toContain(outcome.status);
  }, 20_000);

  it('a form that breaks the rules gets 422 with the message of each field, as the browser shows them', async () => {
    const before = await count();
    const answer = await worker.post({ ...validQuote, name: ' ', email: 'ada@example', phone: 'call me' }, visitor());
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      errors: [
        { field: 'name', message: 'Enter your name.' },
        { field: 'email', message: 'Enter an email address like name@example.com.' },
        {
          field: 'phone',
          message: 'Enter a phone number with at least 7 digits, using only digits, spaces and + - ( ).',
        },
      ],
    });
    const unknownForm = await worker.post({ ...validQuote, form: 'order' }, visitor());
    expect(unknownForm.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s answers 405, and a GET never lists leads', async (method) => {
    await worker.post({ ...validQuote, email: 'listed@example.com' }, visitor());
    const answer = await worker.request('/api/leads', { method, headers: { Origin: worker.origin, ...visitor() } });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST, OPTIONS');
    expect(answer.body).not.toContain('listed@example.com');
    expectOwnHeaders(answer);
  });

  it('another origin gets 403 and no CORS headers, and its form is not stored', async () => {
    const before = await count();
    for (const origin of ['https://evil.example', 'null', `${staging}.evil.example`]) {
      const answer = await worker.post(validQuote, { ...visitor(), Origin: origin });
      expect([origin, answer.status]).toEqual([origin, 403]);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await worker.request('/api/leads', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
    expect(await count()).toBe(before);
  });

  it('a filled honeypot is thanked like a person, and nothing is kept', async () => {
    const before = await count();
    const answer = await worker.post({ ...validQuote, website: 'https://spam.example' }, visitor());
    expect(answer.status).toBe(201);
    expect(answer.json).toEqual({ ok: true, id: expect.any(String) });
    expect(await count()).toBe(before);
  });
});

describe('origins', () => {
  it('a configured origin may send forms across origins: the preflight and the answer carry CORS for it alone', async () => {
    const preflight = await worker.request('/api/leads', {
      method: 'OPTIONS',
      headers: {
        Origin: staging,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': staging,
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'Content-Type, Accept, Idempotency-Key',
      vary: 'Origin',
    });
    const answer = await worker.post(validQuote, { ...visitor(), Origin: staging });
    expect(answer.status).toBe(201);
    expect(answer.headers['access-control-allow-origin']).toBe(staging);
    expect(answer.headers.vary).toBe('Origin');
  });

  it('the site itself needs no CORS, and a request without an Origin (a server) is taken', async () => {
    const own = await worker.post(validQuote, visitor());
    expect(own.status).toBe(201);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    const server = await worker.request('/api/leads', {
      method: 'POST',
      body: JSON.stringify(validQuote),
      headers: { 'Content-Type': 'application/json', ...visitor() },
    });
    expect(server.status).toBe(201);
  });
});

describe('the rate limit', () => {
  it('lets one visitor send 10 forms a minute, then answers 429 with Retry-After; other visitors go on', async () => {
    // The limiter counts in windows aligned to the clock's minutes: the eleven sends must fall in
    // one, so a test that would start in a window's last ten seconds waits for the next.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
    const one = { 'CF-Connecting-IP': '203.0.113.77' };
    const statuses = [];
    for (let sent = 0; sent < 10; sent += 1) statuses.push((await worker.post(validQuote, one)).status);
    expect(statuses).toEqual(Array(10).fill(201));
    const before = await count();
    const limited = await worker.post(validQuote, one);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json).toEqual({ errors: [{ field: 'rate', message: expect.any(String) }] });
    expectOwnHeaders(limited);
    expect(await count()).toBe(before);
    expect((await worker.post(validQuote, visitor())).status).toBe(201);
  }, 30_000);
});

describe('the other paths of /api', () => {
  it('answer 404 in JSON with the same headers; the bench floor is not there by default', async () => {
    const missing = await worker.request('/api/leads/1');
    expect(missing.status).toBe(404);
    expectOwnHeaders(missing);
    const ping = await worker.request('/api/ping', { method: 'POST', body: JSON.stringify(validQuote) });
    expect(ping.status).toBe(404);
    expectOwnHeaders(ping);
  });

  it('include the bench floor only when BENCH_PING turns it on', async () => {
    const bench = await startWorker({ vars: { BENCH_PING: 'on' } });
    try {
      const ping = await bench.request('/api/ping', { method: 'POST', body: JSON.stringify(validQuote) });
      expect(ping.status).toBe(200);
      expectOwnHeaders(ping);
    } finally {
      await bench.dispose();
    }
  });
});

describe('when D1 fails', () => {
  it('answers 503 with Retry-After and no acknowledgement, and queues no notification', async () => {
    const broken = await startWorker();
    try {
      await broken.run('DROP TABLE leads');
      const answer = await broken.post(validQuote, visitor());
      expect(answer.status).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json).toEqual({ errors: [{ field: 'server', message: expect.any(String) }] });
      expect(answer.body).not.toContain('"ok"');
      expectOwnHeaders(answer);
      // The queue delivers within a second; nothing was sent to it.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(broken.logs.join('\n')).not.toMatch(/QUEUE|send_email/);
    } finally {
      await broken.dispose();
    }
  });
});
