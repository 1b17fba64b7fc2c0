/**
 * @jest-environment ./worker/test/miniflare-environment.ts
 */
import { createHmac } from 'node:crypto';
import { posts } from '@/content/posts';
import { services } from '@/content/services';
import { startWorker, validQuote, type TestWorker } from './harness';

// The receiver as a security buyer's team probes it (docs/security.md): limits a sender cannot
// walk around, a ceiling for the whole site, only clean input kept, a trap that names nothing,
// one lead per Idempotency-Key and a visitor hash that links one day only.

let worker: TestWorker;
let visitors = 0;
/** An IPv4 visitor of its own for each request, so that limits count only where a test means them to. */
const visitor = () => ({ 'CF-Connecting-IP': `203.0.113.${++visitors}` });
const count = async (target = worker) => (await target.query<{ n: number }>('SELECT COUNT(*) AS n FROM leads'))[0]!.n;
const idOf = (answer: { json: unknown }) => (answer.json as { id: string }).id;

beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

describe('the limit per sender (10 a minute)', () => {
  it('keys an IPv6 sender by its /64: walking its interface ids meets 429', async () => {
    const statuses: number[] = [];
    for (let host = 1; host <= 12; host++) {
      const address = `2001:db8:aa:${host % 2 ? '1' : '0001'}::${host.toString(16)}:${(host * 7).toString(16)}`;
      statuses.push((await worker.post(validQuote, { 'CF-Connecting-IP': address })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another /64 is another sender.
    expect((await worker.post(validQuote, { 'CF-Connecting-IP': '2001:db8:aa:2::1' })).status).toBe(201);
  });

  it('keys an IPv4 sender by its address, an IPv4-mapped IPv6 address as that IPv4 address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const address = i % 2 ? '::ffff:198.51.100.200' : '198.51.100.200';
      statuses.push((await worker.post(validQuote, { 'CF-Connecting-IP': address })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect((await worker.post(validQuote, { 'CF-Connecting-IP': '198.51.100.201' })).status).toBe(201);
  });

  it('reads every written form of an address as its network, and anything else as itself', async () => {
    const keys: [address: string, key: string][] = [
      ['2001:0db8:00aa:0003:0000:0000:0000:0001', '2001:db8:aa:3::/64'],
      ['2001:DB8:AA:3::FFFF:1', '2001:db8:aa:3::/64'],
      ['2001:db8:0:0:1::1', '2001:db8::/64'],
      ['198.51.100.7', '198.51.100.7'],
      ['::ffff:198.51.100.7', '198.51.100.7'],
      ['::ffff:c633:6407', '198.51.100.7'],
      ['not an address', 'other:not an address'],
      ['2001:db8::1::2', 'other:2001:db8::1::2'],
      ['::ffff:300.1.1.1', 'other:::ffff:300.1.1.1'],
      ['1.2.3.999', 'other:1.2.3.999'],
      ['f'.repeat(100), `other:${'f'.repeat(64)}`],
    ];
    const today = new Date().toISOString().slice(0, 10);
    for (const [address, key] of keys) {
      const id = idOf(await worker.post(validQuote, { 'CF-Connecting-IP': address }));
      const [row] = await worker.query<{ visitor_hash: string }>('SELECT visitor_hash FROM leads WHERE id = ?1', id);
      const [stored] = await worker.query<{ key: string }>('SELECT key FROM visitor_keys WHERE day = ?1', today);
      expect({ address, hash: row?.visitor_hash }).toEqual({
        address,
        hash: createHmac('sha256', stored!.key).update(key).digest('hex'),
      });
    }
  });

  it('answers the contract’s JSON 503, never an HTML page, when the limiter fails', async () => {
    const broken = await startWorker({ overrides: { ratelimits: {} } });
    try {
      const answer = await broken.post(validQuote, visitor());
      expect(answer.status).toBe(503);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json).toEqual({ errors: [{ field: 'server', message: expect.any(String) }] });
      expect(await count(broken)).toBe(0);
    } finally {
      await broken.dispose();
    }
  });
});

describe('the site-wide ceiling', () => {
  it('lets a campaign through: 100 leads in a minute from 100 senders are all stored', async () => {
    const campaign = await startWorker();
    try {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          campaign.post(validQuote, { 'CF-Connecting-IP': `10.1.${i >> 8}.${i & 255}` }).then((a) => a.status),
        ),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(100);
      expect(await count(campaign)).toBe(100);
    } finally {
      await campaign.dispose();
    }
  });

  it('answers 429 with Retry-After above its configured number a minute, whoever sends', async () => {
    const capped = await startWorker({ vars: { SITE_LEADS_PER_MINUTE: '5' } });
    try {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await capped.post(validQuote, { 'CF-Connecting-IP': `10.2.0.${i}` }));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(answers[5]!.headers['retry-after']).toBe('60');
      expect(answers[5]!.json).toEqual({ errors: [{ field: 'rate', message: expect.any(String) }] });
      expect(await count(capped)).toBe(5);
      // A minute on, the site takes forms again.
      await capped.run(`UPDATE leads SET received_at = '2020-01-01T00:00:00.000Z'`);
      expect((await capped.post(validQuote, { 'CF-Connecting-IP': '10.2.1.1' })).status).toBe(201);
    } finally {
      await capped.dispose();
    }
  });
});

describe('only clean input is kept: a 422 names the field, and nothing is stored', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a page with a formula', { page: '\t=HYPERLINK("https://evil.example","x")' }, 'page'],
    ['a page on another host', { page: 'https://evil.example\r\nBcc: a@evil.example' }, 'page'],
    ['a page that is a protocol-relative URL', { page: '//evil.example/contact' }, 'page'],
    ['a page with a control character', { page: '/contact\u0000' }, 'page'],
    ['a name with terminal escapes', { name: 'Eve\u001b[2J\u001b]0;owned\u0007' }, 'name'],
    ['a subject with a bidi override', { subject: 'Invoice \u202eFDP.exe' }, 'subject'],
    ['a message with a C1 control', { message: 'Hello \u009b31m' }, 'message'],
    ['an address with NUL', { email: 'ada@example.com\u0000' }, 'email'],
    ['an address with DEL', { email: 'ad\u007fa@example.com' }, 'email'],
    ['an address that is not ASCII', { email: 'adä@example.com' }, 'email'],
    ['a service the site does not have', { form: 'service', service: 'Cheap pills' }, 'service'],
    ['a post the site does not have', { form: 'comment', post: 'Buy followers' }, 'post'],
  ])('%s', async (_case, change, field) => {
    const before = await count();
    const answer = await worker.post({ ...validQuote, ...change }, visitor());
    expect(answer.status).toBe(422);
    expect((answer.json as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([field]);
    expect(await count()).toBe(before);
  });

  it('keeps a message’s tabs and line breaks, a service and a post of the site, and an IDN address in ASCII', async () => {
    const message = 'First line\r\n\tindented\nمرحبا';
    const quote = await worker.post({ ...validQuote, message, email: 'ada@bücher.example' }, visitor());
    expect(quote.status).toBe(201);
    const [row] = await worker.query<{ message: string; email: string }>(
      'SELECT message, email FROM leads WHERE id = ?1',
      idOf(quote),
    );
    expect(row).toEqual({ message, email: 'ada@xn--bcher-kva.example' });
    const service = { ...validQuote, form: 'service', service: services[3]!.title, page: `/service/x` };
    expect((await worker.post(service, visitor())).status).toBe(201);
    expect((await worker.post({ ...validQuote, form: 'comment', post: posts[1]!.title }, visitor())).status).toBe(201);
  });
});

describe('the honeypot', () => {
  it.each([['https://spam.example'], [42], [0], [true], [false], [{ url: 'x' }], [['x']]])(
    'holding %j: thanked with 201, nothing kept, no answer naming it',
    async (trap) => {
      const before = await count();
      const answer = await worker.post({ ...validQuote, email: 'not-an-address', website: trap }, visitor());
      expect(answer.status).toBe(201);
      expect(answer.json).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(answer.body).not.toContain('website');
      expect(await count()).toBe(before);
    },
  );
});

describe('one lead per Idempotency-Key', () => {
  const key = () => `form-${crypto.randomUUID()}`;

  it('a retry with the same key is answered with the first id, and one row is stored', async () => {
    const headers = { ...visitor(), 'Idempotency-Key': key() };
    const before = await count();
    const first = await worker.post(validQuote, headers);
    const again = await worker.post(validQuote, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(idOf(again)).toBe(idOf(first));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count()).toBe(before + 1);
  });

  it('sends that race with one key store one lead', async () => {
    const headers = { 'Idempotency-Key': key() };
    const before = await count();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => worker.post(validQuote, { ...headers, ...visitor() })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(201));
    expect(new Set(answers.map(idOf)).size).toBe(1);
    expect(await count()).toBe(before + 1);
  });

  it('the same key with another form is refused; a key past its day is free again', async () => {
    const shared = key();
    const first = await worker.post(validQuote, { ...visitor(), 'Idempotency-Key': shared });
    const other = await worker.post({ ...validQuote, message: 'Another' }, { ...visitor(), 'Idempotency-Key': shared });
    expect(other.status).toBe(422);
    expect(other.json).toEqual({ errors: [{ field: 'idempotency-key', message: expect.any(String) }] });
    await worker.query("UPDATE lead_keys SET created_at = '2020-01-01T00:00:00.000Z' WHERE key = ?1", shared);
    const later = await worker.post(validQuote, { ...visitor(), 'Idempotency-Key': shared });
    expect(later.status).toBe(201);
    expect(idOf(later)).not.toBe(idOf(first));
  });

  it('a key that is not 16 to 128 letters, digits, - or _ is refused with 400', async () => {
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in it ok', 'ünïcode-key-123456']) {
      const answer = await worker.post(validQuote, { ...visitor(), 'Idempotency-Key': bad });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ errors: [{ field: 'idempotency-key', message: expect.any(String) }] });
    }
  });
});

describe('the visitor hash', () => {
  it('is an HMAC of the sender’s network under the day’s random key: the same within a /64, never the address', async () => {
    const ids = [];
    for (const address of ['2001:db8:77:1::1', '2001:db8:77:1::2', '2001:db8:77:2::1', '198.51.100.77']) {
      ids.push(idOf(await worker.post(validQuote, { 'CF-Connecting-IP': address })));
    }
    const hashes = [];
    for (const id of ids) {
      const [row] = await worker.query<Record<string, unknown>>('SELECT * FROM leads WHERE id = ?1', id);
      expect(JSON.stringify(row)).not.toMatch(/2001:db8|198\.51\.100/);
      hashes.push(row!.visitor_hash as string);
    }
    expect(hashes[1]).toBe(hashes[0]);
    expect(hashes[2]).not.toBe(hashes[0]);
    const today = new Date().toISOString().slice(0, 10);
    const [stored] = await worker.query<{ key: string }>('SELECT key FROM visitor_keys WHERE day = ?1', today);
    expect(stored!.key).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[3]).toBe(createHmac('sha256', stored!.key).update('198.51.100.77').digest('hex'));
    expect(hashes[0]).toBe(createHmac('sha256', stored!.key).update('2001:db8:77:1::/64').digest('hex'));
  });

  it('loses its key once the day is over: the sweep deletes past days’ keys and keeps today’s', async () => {
    await worker.query("INSERT INTO visitor_keys (day, key) VALUES ('2020-01-01', 'old')");
    await worker.post(validQuote, visitor());
    await worker.scheduled(new Date());
    const days = (await worker.query<{ day: string }>('SELECT day FROM visitor_keys')).map((row) => row.day);
    expect(days).toEqual([new Date().toISOString().slice(0, 10)]);
  });
});

describe('the Worker’s log', () => {
  it('holds no sender address, e-mail address or message text', async () => {
    const marker = `message-${crypto.randomUUID()}`;
    await worker.post(
      { ...validQuote, email: 'log-probe@example.com', message: marker },
      {
        'CF-Connecting-IP': '2001:db8:5ee:1::42',
      },
    );
    await worker.post({ ...validQuote, page: 'https://evil.example' }, { 'CF-Connecting-IP': '198.51.100.99' });
    await worker.scheduled(new Date());
    const log = await worker.console();
    expect(log).toContain('sweep:');
    for (const secret of ['2001:db8', '203.0.113.', '198.51.100.', '@example.com', marker, 'evil.example']) {
      expect(log).not.toContain(secret);
    }
  });
});
