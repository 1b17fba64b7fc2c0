/**
 * @jest-environment ./worker/test/miniflare-environment.ts
 */
import { deadLetterQueue, notificationQueue, startWorker, validQuote, type TestWorker, waitFor } from './harness';

// The company hears of every lead: the queue's consumer e-mails it through the local
// send_email binding (which keeps each message as the Worker handed it, sending nothing), D1
// records when, a failing mail path is retried and recorded, the dead-letter queue records a
// notice given up on and alerts the operator, past the hour's cap the rest wait for one digest,
// and the hourly sweep keeps the retention and queues unsent notices again, newest first.

const day = 24 * 60 * 60 * 1000;
let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker.dispose());

interface Row {
  id: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
}

const lead = async (target: TestWorker, id: string) =>
  (await target.query<Row>('SELECT id, notified_at, notify_attempts, notify_error FROM leads WHERE id = ?1', id))[0];

/** A lead written straight into D1, as if received at `receivedAt` (no notice queued). */
async function insertLead(target: TestWorker, id: string, receivedAt: Date, notifiedAt: Date | null = null) {
  await target.query(
    `INSERT INTO leads (id, form, name, email, message, page, received_at, notified_at)
     VALUES (?1, 'quote', 'Ada Lovelace', 'ada@example.com', 'Hello', '/contact', ?2, ?3)`,
    id,
    receivedAt.toISOString(),
    notifiedAt?.toISOString() ?? null,
  );
}

it('a lead is e-mailed to the company from the queue, and D1 records when', async () => {
  const message = 'We need an app.\nIt should speak العربية and emoji 🚀.';
  const answer = await worker.post(
    { ...validQuote, name: 'Zoë Ødegård', message },
    { 'CF-Connecting-IP': '192.0.2.1' },
  );
  expect(answer.status).toBe(201);
  const { id } = answer.json as { id: string };
  const row = await waitFor(
    () => lead(worker, id),
    (value) => value?.notified_at !== null,
  );
  expect(row).toMatchObject({ notify_attempts: 1, notify_error: null });
  expect(Date.parse(row!.notified_at!)).toBeGreaterThan(Date.now() - 60_000);

  const [email] = await worker.emails();
  expect(email).toMatchObject({
    from: '"Website forms" <website@corevia.example>',
    to: ['sales@corevia.example'],
    replyTo: 'ada@example.com',
    subject: 'Quote request from Zoë Ødegård',
  });
  // The binding sets its own Message-ID, as Cloudflare's e-mail sending does, at the sender's domain.
  expect(email!.messageId).toMatch(/^<[^@\s<>]+@corevia\.example>$/);
  expect(email!.text).toContain('Quote request sent from /contact');
  expect(email!.text).toContain('Subject: A booking app');
  expect(email!.text).toContain('Phone: +1 (555) 010-0100');
  expect(email!.text).toContain(message);
  expect(email!.text).toContain(`Lead ${id}.`);
});

it('a lead from a German or Arabic page is stored with its language, and the e-mail says which', async () => {
  const sent = async (name: string, page: string) => {
    const answer = await worker.post({ ...validQuote, name, page });
    expect(answer.status).toBe(201);
    const { id } = answer.json as { id: string };
    await waitFor(
      () => lead(worker, id),
      (value) => value?.notified_at !== null,
    );
    const [row] = await worker.query<{ language: string }>('SELECT language FROM leads WHERE id = ?1', id);
    const email = (await worker.emails()).find((candidate) => candidate.text?.includes(`Lead ${id}.`));
    return { language: row?.language, subject: email?.subject, text: email?.text ?? '' };
  };
  const arabic = await sent('Layla Haddad', '/ar/contact');
  expect(arabic.language).toBe('ar');
  expect(arabic.subject).toBe('Quote request from Layla Haddad (in Arabic)');
  expect(arabic.text).toContain('Language: Arabic (العربية)');
  // Names in Arabic script or with German letters reach the subject as they were typed.
  const german = await sent('Jürgen Weiß', '/de/service/cloud-solutions');
  expect(german).toMatchObject({ language: 'de', subject: 'Quote request from Jürgen Weiß (in German)' });
  expect((await sent('ليلى حداد', '/ar/contact')).subject).toBe('Quote request from ليلى حداد (in Arabic)');
  // An English page's lead says nothing of its language.
  const english = await sent('Ada Byron', '/contact');
  expect(english).toMatchObject({ language: 'en', subject: 'Quote request from Ada Byron' });
  expect(english.text).not.toContain('Language:');
});

it('a failed send is retried later and recorded; once the mail path works, the record says so', async () => {
  // The binding may only write to sales@ (wrangler.jsonc): any other recipient fails as a broken mail path would.
  const failing = await startWorker({ vars: { NOTIFY_TO: 'nobody@corevia.example' } });
  try {
    await insertLead(failing, 'lead-retry', new Date());
    const first = await failing.deliver(notificationQueue, [{ id: 'lead-retry' }], 1);
    expect(first.explicitAcks).toEqual([]);
    expect(first.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 60 }]);
    expect(await lead(failing, 'lead-retry')).toMatchObject({
      notified_at: null,
      notify_attempts: 1,
      notify_error: expect.stringContaining('not allowed'),
    });
    // Each further try waits twice as long.
    const third = await failing.deliver(notificationQueue, [{ id: 'lead-retry' }], 3);
    expect(third.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 240 }]);
    expect(await failing.emails()).toEqual([]);

    await failing.setVars({ NOTIFY_TO: 'sales@corevia.example' });
    const fourth = await failing.deliver(notificationQueue, [{ id: 'lead-retry' }], 4);
    expect(fourth.explicitAcks).toEqual(['message-0']);
    expect(fourth.retryMessages).toEqual([]);
    const row = await lead(failing, 'lead-retry');
    expect(row).toMatchObject({ notify_attempts: 3, notify_error: null });
    expect(row!.notified_at).not.toBeNull();
    expect(await failing.emails()).toHaveLength(1);
  } finally {
    await failing.dispose();
  }
  // Changing the settings restarts workerd, which takes a few seconds.
}, 20_000);

it('a notice the queue gave up on is recorded by the dead-letter consumer, the lead kept', async () => {
  await insertLead(worker, 'lead-dead', new Date());
  await worker.query(
    "UPDATE leads SET notify_attempts = 6, notify_error = 'email to x not allowed' WHERE id = 'lead-dead'",
  );
  const result = await worker.deliver(deadLetterQueue, [{ id: 'lead-dead' }], 1);
  expect(result.explicitAcks).toEqual(['message-0']);
  expect(await lead(worker, 'lead-dead')).toMatchObject({
    notified_at: null,
    notify_error: 'Gave up after 6 attempts: email to x not allowed',
  });
});

it('a notice for a lead already notified, or deleted since, is acknowledged without an e-mail', async () => {
  await insertLead(worker, 'lead-done', new Date(), new Date());
  const emails = (await worker.emails()).length;
  const result = await worker.deliver(notificationQueue, [{ id: 'lead-done' }, { id: 'lead-gone' }]);
  expect(result.explicitAcks.toSorted()).toEqual(['message-0', 'message-1']);
  expect(await worker.emails()).toHaveLength(emails);
});

describe('the hourly sweep', () => {
  it('deletes only the leads older than the retention, 365 days by default', async () => {
    const now = new Date('2026-06-01T03:17:00Z');
    const ages: [string, number][] = [
      ['age-400d', 400 * day],
      ['age-365d-and-a-minute', 365 * day + 60_000],
      ['age-364d', 364 * day],
      ['age-1d', day],
    ];
    for (const [id, age] of ages) await insertLead(worker, id, new Date(now.getTime() - age), now);
    expect((await worker.scheduled(now)).outcome).toBe('ok');
    const left = await worker.query<{ id: string }>("SELECT id FROM leads WHERE id LIKE 'age-%' ORDER BY id");
    expect(left.map((row) => row.id)).toEqual(['age-1d', 'age-364d']);
  });

  it('keeps to a configured retention', async () => {
    const short = await startWorker({ vars: { RETENTION_DAYS: '30' } });
    try {
      const now = new Date('2026-06-01T03:17:00Z');
      await insertLead(short, 'lead-31d', new Date(now.getTime() - 31 * day), now);
      await insertLead(short, 'lead-29d', new Date(now.getTime() - 29 * day), now);
      await short.scheduled(now);
      expect((await short.query<{ id: string }>('SELECT id FROM leads')).map((row) => row.id)).toEqual(['lead-29d']);
    } finally {
      await short.dispose();
    }
  });

  it('queues again the notices of leads still unnotified an hour on, which then go out', async () => {
    const now = new Date();
    await insertLead(worker, 'lead-stuck', new Date(now.getTime() - 2 * 60 * 60 * 1000));
    await worker.scheduled(now);
    const row = await waitFor(
      () => lead(worker, 'lead-stuck'),
      (value) => value?.notified_at !== null,
    );
    expect(row!.notified_at).not.toBeNull();
  });
});

const hour = 60 * 60 * 1000;

describe('never too many e-mails, never one twice', () => {
  it('past NOTIFY_MAX_PER_HOUR single e-mails, the rest go in one digest: every lead is stored and notified', async () => {
    const capped = await startWorker({ vars: { NOTIFY_MAX_PER_HOUR: '2' } });
    try {
      const ids = ['cap-1', 'cap-2', 'cap-3', 'cap-4', 'cap-5'];
      for (const id of ids) await insertLead(capped, id, new Date());
      const result = await capped.deliver(
        notificationQueue,
        ids.map((id) => ({ id })),
      );
      expect(result.explicitAcks).toHaveLength(5);
      expect(await capped.emails()).toHaveLength(2);
      const waiting = await capped.query<{ id: string }>(
        'SELECT id FROM leads WHERE notify_digest = 1 AND notified_at IS NULL ORDER BY id',
      );
      expect(waiting.map((row) => row.id)).toEqual(['cap-3', 'cap-4', 'cap-5']);

      await capped.scheduled(new Date());
      const emails = await capped.emails();
      expect(emails).toHaveLength(3);
      const digest = emails[2]!;
      expect(digest.subject).toBe("Digest: 3 leads from the website's forms");
      expect(digest.replyTo).toBeUndefined();
      for (const id of ['cap-3', 'cap-4', 'cap-5']) expect(digest.text).toContain(`(Lead ${id}.)`);
      const unsent = await capped.query('SELECT id FROM leads WHERE notified_at IS NULL');
      expect(unsent).toEqual([]);
      // The next sweep has nothing more to send.
      await capped.scheduled(new Date());
      expect(await capped.emails()).toHaveLength(3);
    } finally {
      await capped.dispose();
    }
  });

  it('a notice delivered twice at once, or again later, sends one e-mail', async () => {
    const twice = await startWorker();
    try {
      await insertLead(twice, 'lead-twice', new Date());
      await Promise.all([
        twice.deliver(notificationQueue, [{ id: 'lead-twice' }]),
        twice.deliver(notificationQueue, [{ id: 'lead-twice' }]),
      ]);
      await twice.deliver(notificationQueue, [{ id: 'lead-twice' }, { id: 'lead-twice' }]);
      expect(await twice.emails()).toHaveLength(1);
      expect(await lead(twice, 'lead-twice')).toMatchObject({ notify_attempts: 1 });
    } finally {
      await twice.dispose();
    }
  });

  it('Reply-To is only ever a valid address', async () => {
    const replies = await startWorker();
    try {
      await insertLead(replies, 'lead-good', new Date());
      await replies.query(
        `INSERT INTO leads (id, form, name, email, message, page, received_at)
         VALUES ('lead-bad', 'quote', 'Eve', ?1, 'Hi', '/contact', ?2)`,
        'eve@example.com>\r\nBcc: <all@corevia.example',
        new Date().toISOString(),
      );
      await replies.deliver(notificationQueue, [{ id: 'lead-good' }]);
      await replies.deliver(notificationQueue, [{ id: 'lead-bad' }]);
      const [good, bad] = await replies.emails();
      expect(good!.replyTo).toBe('ada@example.com');
      expect(bad!.replyTo).toBeUndefined();
      expect(bad!.bcc).toBeUndefined();
      expect(bad!.headers).toBeUndefined();
    } finally {
      await replies.dispose();
    }
  });

  it('a name stored with a line break still gives a one-line subject and no extra header', async () => {
    await worker.query(
      `INSERT INTO leads (id, form, name, email, message, page, received_at)
       VALUES ('lead-break', 'quote', ?1, 'eve@example.com', 'Hi', '/contact', ?2)`,
      'Eve\r\nBcc: <all@corevia.example>',
      new Date().toISOString(),
    );
    await worker.deliver(notificationQueue, [{ id: 'lead-break' }]);
    const email = (await worker.emails()).find((candidate) => candidate.text?.includes('Lead lead-break.'));
    expect(email!.subject).toMatch(/^Quote request from Eve\S* Bcc: <all@corevia\.example>$/);
    expect(email!.bcc).toBeUndefined();
  });
});

describe('notifications that cannot starve', () => {
  it('100 leads given up on and 150 failing do not hold back a new one: the sweep queues them all, the new one first', async () => {
    const piled = await startWorker();
    try {
      const now = new Date();
      const old = new Date(now.getTime() - 3 * hour).toISOString();
      await piled.query(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100)
         INSERT INTO leads (id, form, name, email, message, page, received_at, notify_attempts, notify_error, notify_abandoned_at)
         SELECT 'dead-' || i, 'quote', 'Ada', 'ada@example.com', 'Hi', '/contact', ?1, 6, 'Gave up', ?1 FROM n`,
        old,
      );
      await piled.query(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 150)
         INSERT INTO leads (id, form, name, email, message, page, received_at, notify_attempts, notify_error)
         SELECT 'failing-' || i, 'quote', 'Ada', 'ada@example.com', 'Hi', '/contact', ?1, 5, 'not allowed' FROM n`,
        old,
      );
      await insertLead(piled, 'lead-new', new Date(now.getTime() - 20 * 60 * 1000));
      await piled.scheduled(now);
      expect(await piled.console()).toContain('151 notifications queued again');
      const row = await waitFor(
        () => lead(piled, 'lead-new'),
        (value) => value?.notified_at !== null,
      );
      expect(row!.notified_at).not.toBeNull();
      // Those given up on stay as they are, for the operator (`npm run leads -- --unsent`).
      const dead = await piled.query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM leads WHERE id LIKE 'dead-%' AND notified_at IS NULL AND notify_attempts = 6",
      );
      expect(dead[0]!.n).toBe(100);
    } finally {
      await piled.dispose();
    }
  }, 30_000);

  it('the dead-letter consumer marks the lead given up on and alerts the operator, once an hour at most', async () => {
    const alerting = await startWorker();
    try {
      for (const id of ['gone-1', 'gone-2']) await insertLead(alerting, id, new Date());
      await alerting.deliver(deadLetterQueue, [{ id: 'gone-1' }]);
      await alerting.deliver(deadLetterQueue, [{ id: 'gone-2' }]);
      const abandoned = await alerting.query<{ id: string }>(
        'SELECT id FROM leads WHERE notify_abandoned_at IS NOT NULL ORDER BY id',
      );
      expect(abandoned.map((row) => row.id)).toEqual(['gone-1', 'gone-2']);
      const emails = await alerting.emails();
      expect(emails).toHaveLength(1);
      expect(emails[0]!.to).toEqual(['ops@corevia.example']);
      expect(emails[0]!.subject).toBe('Website: 1 lead notification given up on');
      expect(emails[0]!.text).toContain('npm run leads -- --unsent');
      // The sweep leaves them alone.
      await alerting.scheduled(new Date(Date.now() + hour));
      expect(await alerting.emails()).toHaveLength(1);
    } finally {
      await alerting.dispose();
    }
  });
});
