/**
 * @jest-environment ./worker/test/miniflare-environment.ts
 */
import { startWorker, validQuote, type TestWorker } from './harness';

// With TURNSTILE_SECRET, each form must carry a Turnstile token that siteverify passes. The
// siteverify endpoint is outside this machine: a stand-in answers as Cloudflare's does for its
// test secrets (1x… passes every token, 2x… fails every token), or not at all.

const verifyUrl = 'https://turnstile.test/turnstile/v0/siteverify';
const passingSecret = '1x0000000000000000000000000000000AA';
const failingSecret = '2x0000000000000000000000000000000AA';

type Mode = 'answer' | 'silent' | 'error';
let mode: Mode = 'answer';
const verifications: Record<string, string>[] = [];
/** What siteverify says the token was solved for; by default the page the Worker serves and the form sent. */
let verdictFor: { hostname?: string; action?: string } = {};

async function siteverify(request: Request): Promise<Response> {
  if (mode === 'silent') return new Promise<Response>(() => undefined);
  if (mode === 'error') return new Response('Bad gateway', { status: 502 });
  expect(request.url).toBe(verifyUrl);
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  verifications.push(form);
  const success = form.secret === passingSecret;
  if (!success) return Response.json({ success, 'error-codes': ['invalid-input-response'] });
  return Response.json({
    success,
    'error-codes': [],
    hostname: verdictFor.hostname ?? '127.0.0.1',
    action: verdictFor.action ?? 'quote',
  });
}

let worker: TestWorker;
let visitors = 0;
const visitor = () => ({ 'CF-Connecting-IP': `192.0.2.${++visitors}` });
const count = async (target = worker) => (await target.query<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]!.n;

beforeAll(async () => {
  worker = await startWorker({
    vars: { TURNSTILE_SECRET: passingSecret, TURNSTILE_VERIFY_URL: verifyUrl },
    outbound: siteverify,
  });
});
afterAll(() => worker.dispose());
beforeEach(() => {
  mode = 'answer';
  verdictFor = {};
  verifications.length = 0;
});

it('a form whose token passes is stored, the token checked with the secret and the visitor’s address', async () => {
  const answer = await worker.post(
    { ...validQuote, turnstile: 'XXXX.DUMMY.TOKEN.XXXX' },
    { 'CF-Connecting-IP': '198.51.100.4' },
  );
  expect(answer.status).toBe(201);
  expect(verifications).toEqual([
    { secret: passingSecret, response: 'XXXX.DUMMY.TOKEN.XXXX', remoteip: '198.51.100.4' },
  ]);
  const [row] = await worker.query('SELECT * FROM leads WHERE id = ?1', (answer.json as { id: string }).id);
  // The token is not part of the lead.
  expect(JSON.stringify(row)).not.toContain('DUMMY');
});

it('a form without a token is refused with 403 without asking Turnstile, and not stored', async () => {
  const before = await count();
  for (const turnstile of [undefined, '', 42]) {
    const answer = await worker.post({ ...validQuote, turnstile }, visitor());
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ errors: [{ field: 'turnstile', message: expect.any(String) }] });
  }
  expect(verifications).toEqual([]);
  expect(await count()).toBe(before);
});

it('a token Turnstile fails is refused with 403, and not stored', async () => {
  const failing = await startWorker({
    vars: { TURNSTILE_SECRET: failingSecret, TURNSTILE_VERIFY_URL: verifyUrl },
    outbound: siteverify,
  });
  try {
    const answer = await failing.post({ ...validQuote, turnstile: 'XXXX.DUMMY.TOKEN.XXXX' }, visitor());
    expect(answer.status).toBe(403);
    expect(answer.json).toEqual({ errors: [{ field: 'turnstile', message: expect.any(String) }] });
    expect(verifications).toHaveLength(1);
    expect(await count(failing)).toBe(0);
  } finally {
    await failing.dispose();
  }
});

async function expectUnavailable(target: TestWorker) {
  const before = await count(target);
  const answer = await target.post({ ...validQuote, turnstile: 'XXXX.DUMMY.TOKEN.XXXX' }, visitor());
  expect(answer.status).toBe(503);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(answer.json).toEqual({ errors: [{ field: 'turnstile', message: expect.any(String) }] });
  expect(await count(target)).toBe(before);
}

describe('when Turnstile cannot be asked, the form gets 503 with Retry-After (never 500) and is not stored', () => {
  it('its address refuses the connection', async () => {
    // Nothing listens on port 9 here; without a stand-in the Worker goes to the network.
    const refused = await startWorker({
      vars: { TURNSTILE_SECRET: passingSecret, TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify' },
    });
    try {
      await expectUnavailable(refused);
    } finally {
      await refused.dispose();
    }
  });

  it('it answers with an error', async () => {
    mode = 'error';
    await expectUnavailable(worker);
  });

  it('it does not answer within 5 seconds', async () => {
    mode = 'silent';
    await expectUnavailable(worker);
  }, 15_000);
});

it('a bot that fills the honeypot is thanked before any check, and nothing is kept', async () => {
  const before = await count();
  const answer = await worker.post({ ...validQuote, website: 'https://spam.example' }, visitor());
  expect(answer.status).toBe(201);
  expect(verifications).toEqual([]);
  expect(await count()).toBe(before);
});

it.each([
  ['another site’s host name', { hostname: 'evil.example' }],
  ['another form’s action', { action: 'newsletter' }],
])('a token solved for %s is refused with 403, and not stored', async (_case, verdict) => {
  verdictFor = verdict;
  const before = await count();
  const answer = await worker.post({ ...validQuote, turnstile: 'XXXX.DUMMY.TOKEN.XXXX' }, visitor());
  expect(answer.status).toBe(403);
  expect(answer.json).toEqual({ errors: [{ field: 'turnstile', message: expect.any(String) }] });
  expect(verifications).toHaveLength(1);
  expect(await count()).toBe(before);
});

describe('Turnstile fails closed', () => {
  it('a Worker with the site key but no secret refuses every form with 503, naming the setting only in its log', async () => {
    const unset = await startWorker({
      vars: { TURNSTILE_SITE_KEY: '0x4AAAAAAAtest', TURNSTILE_VERIFY_URL: verifyUrl },
    });
    try {
      const answer = await unset.post({ ...validQuote, turnstile: 'XXXX.DUMMY.TOKEN.XXXX' }, visitor());
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ errors: [{ field: 'turnstile', message: expect.any(String) }] });
      expect(answer.body).not.toContain('TURNSTILE');
      expect(await count(unset)).toBe(0);
      expect(await unset.console()).toContain('TURNSTILE_SECRET');
    } finally {
      await unset.dispose();
    }
  });

  it('the secret is never sent to a siteverify address that is not https', async () => {
    // A stand-in that would pass anything: only the Worker's own refusal keeps the secret home.
    const asked: string[] = [];
    const plain = await startWorker({
      vars: { TURNSTILE_SECRET: passingSecret, TURNSTILE_VERIFY_URL: 'http://turnstile.test/siteverify' },
      outbound: (request) => {
        asked.push(request.url);
        return Response.json({ success: true, hostname: '127.0.0.1', action: 'quote' });
      },
    });
    try {
      const answer = await plain.post({ ...validQuote, turnstile: 'XXXX.DUMMY.TOKEN.XXXX' }, visitor());
      expect(answer.status).toBe(503);
      expect(asked).toEqual([]);
      expect(await count(plain)).toBe(0);
    } finally {
      await plain.dispose();
    }
  });
});
