/**
 * @jest-environment ./worker/test/miniflare-environment.ts
 */
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { fieldLimits } from '../../lib/form-rules';
import { deliveryColumnsSql } from '../../scripts/leads-output';
import { startEndpoint, type Endpoint, type Received } from './endpoint';
import { startWorker, validQuote, deliveryDeadLetterQueue, deliveryQueue, type TestWorker, waitFor } from './harness';

// Each stored lead reaches the company's tools as an event signed per the Standard Webhooks
// specification (worker/webhooks.ts). The endpoint here is a real HTTP server on this machine,
// which answers as each test scripts it; what it received is checked with the standardwebhooks
// library, as a receiver would check it.

const secret = `whsec_${Buffer.from('a signing secret of 32 bytes!!!!').toString('base64')}`;
const signer = new Webhook(secret);

/** The headers a receiver reads, as the library takes them. */
const signatureHeaders = ({ headers }: Received) => ({
  'webhook-id': String(headers['webhook-id']),
  'webhook-timestamp': String(headers['webhook-timestamp']),
  'webhook-signature': String(headers['webhook-signature']),
});

interface Delivery {
  id: string;
  lead_id: string;
  type: string;
  attempts: number;
  delivered_at: string | null;
  last_status: number | null;
  last_error: string | null;
  abandoned_at: string | null;
}

const deliveriesOf = (target: TestWorker, leadId: string) =>
  target.query<Delivery>('SELECT * FROM deliveries WHERE lead_id = ?1', leadId);

/** A lead and its delivery written straight into D1, with no notice queued: the tests hand the queue its messages. */
async function storedLead(target: TestWorker, id: string, createdAt = new Date()) {
  await target.query(
    `INSERT INTO leads (id, form, name, email, message, page, received_at, notified_at)
     VALUES (?1, 'quote', 'Ada Lovelace', 'ada@example.com', 'Hello', '/contact', ?2, ?2)`,
    id,
    createdAt.toISOString(),
  );
  const delivery = `msg_${id.replace(/\W/g, '')}`;
  await target.query(
    `INSERT INTO deliveries (id, lead_id, type, created_at) VALUES (?1, ?2, 'lead.created', ?3)`,
    delivery,
    id,
    createdAt.toISOString(),
  );
  return delivery;
}

describe('with LEAD_WEBHOOK_URL and a whsec_ secret', () => {
  let endpoint: Endpoint;
  let worker: TestWorker;

  beforeAll(async () => {
    endpoint = await startEndpoint();
    worker = await startWorker({ vars: { LEAD_WEBHOOK_URL: endpoint.url, LEAD_WEBHOOK_SECRET: secret } });
  });
  afterAll(async () => {
    await worker.dispose();
    await endpoint.close();
  });

  it('a quote arrives at the endpoint as a lead.created event that verifies with the standardwebhooks library', async () => {
    const answer = await worker.post({ ...validQuote, page: '/de/contact' }, { 'CF-Connecting-IP': '192.0.2.7' });
    expect(answer.status).toBe(201);
    const { id } = answer.json as { id: string };
    const [request] = await waitFor(
      () => endpoint.hooks().filter((candidate) => candidate.body.includes(id)),
      (found) => found.length > 0,
    );
    expect(request).toBeDefined();
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    const event = signer.verify(request!.body, signatureHeaders(request!));
    expect(event).toEqual({
      type: 'lead.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        id,
        form: 'quote',
        name: validQuote.name,
        email: validQuote.email,
        subject: validQuote.subject,
        phone: validQuote.phone,
        message: validQuote.message,
        topic: null,
        page: '/de/contact',
        language: 'de',
        receivedAt: (event as { timestamp: string }).timestamp,
      },
    });
    const [delivery] = await waitFor(
      () => deliveriesOf(worker, id),
      (rows) => rows[0]?.delivered_at != null,
    );
    expect(delivery).toMatchObject({
      id: request!.headers['webhook-id'],
      type: 'lead.created',
      attempts: 1,
      last_status: 200,
      last_error: null,
    });
  });

  it('a tampered body, another secret or an old timestamp does not verify', async () => {
    const request = endpoint.hooks()[0]!;
    const headers = signatureHeaders(request);
    expect(() => signer.verify(request.body.replace('Ada Lovelace', 'Eve Mallory'), headers)).toThrow(
      WebhookVerificationError,
    );
    const other = new Webhook(`whsec_${Buffer.from('another secret of thirty-two b!!').toString('base64')}`);
    expect(() => other.verify(request.body, headers)).toThrow(WebhookVerificationError);
    // A capture replayed ten minutes on: signed rightly, but too old for the library's five minutes' tolerance.
    const old = new Date(Date.now() - 10 * 60 * 1000);
    const replayed = {
      ...headers,
      'webhook-timestamp': String(Math.floor(old.getTime() / 1000)),
      'webhook-signature': signer.sign(headers['webhook-id'], old, request.body),
    };
    expect(() => signer.verify(request.body, replayed)).toThrow(/too old/);
  });

  it('a 500 then a 2xx gives two attempts under one webhook-id, each signed anew, and no third', async () => {
    const delivery = await storedLead(worker, 'lead-500-then-200');
    endpoint.replies.push({ status: 500 });
    const before = endpoint.hooks().length;
    const first = await worker.deliver(deliveryQueue, [{ delivery }], 1);
    expect(first.explicitAcks).toEqual([]);
    expect(first.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 60 }]);
    expect((await deliveriesOf(worker, 'lead-500-then-200'))[0]).toMatchObject({
      attempts: 1,
      delivered_at: null,
      last_status: 500,
      last_error: '500',
    });
    const second = await worker.deliver(deliveryQueue, [{ delivery }], 2);
    expect(second.explicitAcks).toEqual(['message-0']);
    // The queue delivers a message at least once: a third notice finds it delivered and sends nothing.
    const third = await worker.deliver(deliveryQueue, [{ delivery }], 1);
    expect(third.explicitAcks).toEqual(['message-0']);
    const attempts = endpoint.hooks().slice(before);
    expect(attempts).toHaveLength(2);
    expect(attempts.map((request) => request.headers['webhook-id'])).toEqual([delivery, delivery]);
    for (const request of attempts) expect(signer.verify(request.body, signatureHeaders(request))).toBeTruthy();
    expect((await deliveriesOf(worker, 'lead-500-then-200'))[0]).toMatchObject({
      attempts: 2,
      last_status: 200,
      last_error: null,
      delivered_at: expect.any(String),
    });
  });

  it('waits as long as a 429’s Retry-After asks, and longer than the back-off when it asks more', async () => {
    const delivery = await storedLead(worker, 'lead-429');
    endpoint.replies.push({ status: 429, headers: { 'Retry-After': '300' } });
    const result = await worker.deliver(deliveryQueue, [{ delivery }], 1);
    expect(result.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 300 }]);
    expect((await deliveriesOf(worker, 'lead-429'))[0]).toMatchObject({ last_status: 429, last_error: '429' });
  });

  it('does not follow a redirect, and takes an answer of megabytes without reading it', async () => {
    const redirected = await storedLead(worker, 'lead-redirect');
    const before = endpoint.received.length;
    endpoint.replies.push({ status: 307, headers: { Location: endpoint.url.replace('/hooks/leads', '/elsewhere') } });
    const result = await worker.deliver(deliveryQueue, [{ delivery: redirected }], 1);
    expect(result.retryMessages).toHaveLength(1);
    expect(endpoint.received.slice(before).map((request) => request.path)).toEqual(['/hooks/leads']);
    expect((await deliveriesOf(worker, 'lead-redirect'))[0]!.last_error).toBe('307 (a redirect, not followed)');

    const heavy = await storedLead(worker, 'lead-heavy-answer');
    endpoint.replies.push({ status: 200, bytes: 8 * 1024 * 1024 });
    const started = Date.now();
    const accepted = await worker.deliver(deliveryQueue, [{ delivery: heavy }], 1);
    expect(accepted.explicitAcks).toEqual(['message-0']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('counts an endpoint that never answers as failed after 10 s, to be tried again', async () => {
    const delivery = await storedLead(worker, 'lead-silence');
    endpoint.replies.push('silence');
    const result = await worker.deliver(deliveryQueue, [{ delivery }], 1);
    expect(result.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 60 }]);
    expect((await deliveriesOf(worker, 'lead-silence'))[0]).toMatchObject({
      attempts: 1,
      last_status: null,
      last_error: 'no answer within 10 s',
    });
  }, 20_000);

  it('a delivery the queue gave up on is marked, and the operator is told', async () => {
    const delivery = await storedLead(worker, 'lead-given-up');
    endpoint.replies.push({ status: 503 });
    await worker.deliver(deliveryQueue, [{ delivery }], 11);
    await worker.deliver(deliveryDeadLetterQueue, [{ delivery }]);
    expect((await deliveriesOf(worker, 'lead-given-up'))[0]).toMatchObject({
      delivered_at: null,
      abandoned_at: expect.any(String),
      last_error: 'Gave up after 1 attempts: 503',
    });
    // `npm run leads` shows it so (scripts/leads.cli.ts reads these columns).
    const [shown] = await worker.query(`SELECT ${deliveryColumnsSql} FROM leads WHERE id = 'lead-given-up'`);
    expect(shown).toEqual({ delivery: 'gave up', delivery_error: 'Gave up after 1 attempts: 503' });
    const alert = (await worker.emails()).find((email) => email.to.includes('ops@corevia.example'));
    expect(alert?.subject).toBe('Website: 1 lead delivery given up on');
    expect(alert?.text).toContain('gave up handing on 1 lead after every retry: events to the webhook');
    // A notice that comes after is left alone: nothing more is sent.
    const before = endpoint.hooks().length;
    expect((await worker.deliver(deliveryQueue, [{ delivery }], 1)).explicitAcks).toEqual(['message-0']);
    expect(endpoint.hooks()).toHaveLength(before);
  });

  it('a lead with every field at its longest, in Arabic, is answered 201 at once and arrives whole', async () => {
    const long = (text: string, length: number) => text.repeat(Math.ceil(length / text.length)).slice(0, length);
    const label = (length: number) => long('b', length);
    const lead = {
      form: 'quote',
      name: long('ليلى حداد ', fieldLimits.name - 1) + 'ـ',
      // 254 characters: a local part of 64 and a domain of labels of 63 at most.
      email: `${long('a', 64)}@${label(63)}.${label(63)}.${label(fieldLimits.email - 64 - 1 - 63 - 1 - 63 - 1 - 8)}.example`,
      subject: long('تطبيق حجز ', fieldLimits.subject - 1) + 'ـ',
      phone: `+${long('9665512345', fieldLimits.phone - 1)}`,
      message: long('نحتاج إلى تطبيق للهواتف يعمل بالعربية. ', fieldLimits.message - 1) + '؟',
      page: '/ar/contact',
    };
    for (const field of ['name', 'email', 'subject', 'phone', 'message'] as const)
      expect([field, Array.from(lead[field]).length]).toEqual([field, fieldLimits[field]]);
    const started = Date.now();
    const answer = await worker.post(lead, { 'CF-Connecting-IP': '192.0.2.8' });
    expect(answer.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    const { id } = answer.json as { id: string };
    const [request] = await waitFor(
      () => endpoint.hooks().filter((candidate) => candidate.body.includes(id)),
      (found) => found.length > 0,
    );
    const event = signer.verify(request!.body, signatureHeaders(request!)) as { data: Record<string, unknown> };
    expect(event.data).toMatchObject({ ...lead, form: 'quote', language: 'ar', id });
  });

  it('the hourly sweep queues a delivery whose notice never reached the queue', async () => {
    await storedLead(worker, 'lead-never-queued', new Date(Date.now() - 20 * 60 * 1000));
    const result = await worker.scheduled(new Date());
    expect(result.outcome).toBe('ok');
    const [delivery] = await waitFor(
      () => deliveriesOf(worker, 'lead-never-queued'),
      (rows) => rows[0]?.delivered_at != null,
    );
    expect(delivery).toMatchObject({ attempts: 1, last_status: 200 });
  });
});

describe('a secret that is missing, malformed or not whsec_', () => {
  for (const [what, value] of [
    ['missing', ''],
    ['not whsec_', 'sk_live_0123456789abcdef0123456789abcdef'],
    ['malformed', 'whsec_not*base64*at*all'],
    ['too short', `whsec_${Buffer.from('short').toString('base64')}`],
  ] as const) {
    it(`(${what}): the visitor gets 201, the delivery is kept and fails without naming the secret`, async () => {
      const endpoint = await startEndpoint();
      const worker = await startWorker({ vars: { LEAD_WEBHOOK_URL: endpoint.url, LEAD_WEBHOOK_SECRET: value } });
      try {
        const answer = await worker.post(validQuote, { 'CF-Connecting-IP': '192.0.2.9' });
        expect(answer.status).toBe(201);
        const { id } = answer.json as { id: string };
        const [delivery] = await waitFor(
          () => deliveriesOf(worker, id),
          (rows) => (rows[0]?.attempts ?? 0) > 0,
        );
        expect(delivery).toMatchObject({ delivered_at: null, last_status: null });
        expect(delivery!.last_error).toMatch(/^LEAD_WEBHOOK_SECRET is not (set|a whsec_ secret)/);
        expect(endpoint.received).toEqual([]);
        const log = await worker.console();
        expect(log).toContain('to the webhook failed: LEAD_WEBHOOK_SECRET');
        if (value) {
          expect(log).not.toContain(value);
          expect(JSON.stringify(await worker.query('SELECT * FROM deliveries'))).not.toContain(value);
        }
      } finally {
        await worker.dispose();
        await endpoint.close();
      }
    }, 20_000);
  }
});

describe('a chat’s own message shape (LEAD_WEBHOOK_FORMAT)', () => {
  const message = 'Ping <!channel> and see [our offer](https://evil.example) & more';

  for (const format of ['slack', 'teams'] as const) {
    it(`${format}: the lead as a message, signed, with the visitor’s text unable to mention or link`, async () => {
      const endpoint = await startEndpoint();
      const worker = await startWorker({
        vars: { LEAD_WEBHOOK_URL: endpoint.url, LEAD_WEBHOOK_SECRET: secret, LEAD_WEBHOOK_FORMAT: format },
      });
      try {
        const answer = await worker.post({ ...validQuote, message }, { 'CF-Connecting-IP': '192.0.2.10' });
        const { id } = answer.json as { id: string };
        const [request] = await waitFor(
          () => endpoint.hooks().filter((candidate) => candidate.body.includes(id)),
          (found) => found.length > 0,
        );
        const body = signer.verify(request!.body, signatureHeaders(request!));
        if (format === 'slack') {
          const { text } = body as { text: string };
          expect(Object.keys(body as object)).toEqual(['text']);
          expect(text).toMatch(/^\*Quote request from Ada Lovelace\*\nSent from \/contact at /);
          expect(text).toContain('Phone: +1 (555) 010-0100');
          expect(text).toContain('Ping &lt;!channel&gt; and see [our offer](https://evil.example) &amp; more');
          expect(text).not.toContain('<!channel>');
          expect(text).toContain(`Lead ${id}`);
        } else {
          const { type, attachments } = body as {
            type: string;
            attachments: { contentType: string; content: { type: string; body: { type: string; text: string }[] } }[];
          };
          expect(type).toBe('message');
          expect(attachments).toHaveLength(1);
          expect(attachments[0]!.contentType).toBe('application/vnd.microsoft.card.adaptive');
          const card = attachments[0]!.content;
          expect(card.type).toBe('AdaptiveCard');
          expect(card.body.map((block) => block.type)).toEqual(['TextBlock', 'TextBlock']);
          expect(card.body[0]!.text).toBe('Quote request from Ada Lovelace');
          expect(card.body[1]!.text).toContain(
            'Ping <!channel> and see [our offer]\u200b(https://evil.example) & more',
          );
          expect(card.body[1]!.text).not.toContain('](https://');
        }
      } finally {
        await worker.dispose();
        await endpoint.close();
      }
    }, 20_000);
  }
});

it('without LEAD_WEBHOOK_URL nothing changes: no delivery is kept, nothing is sent', async () => {
  const worker = await startWorker();
  try {
    const answer = await worker.post(validQuote, { 'CF-Connecting-IP': '192.0.2.11' });
    expect(answer.status).toBe(201);
    expect(await worker.query('SELECT * FROM deliveries')).toEqual([]);
  } finally {
    await worker.dispose();
  }
});
