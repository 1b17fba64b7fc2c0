/**
 * @jest-environment ./worker/test/miniflare-environment.ts
 */
import { posts } from '@/content/posts';
import { exportStatements, forgetStatements, heldKinds, storedAddress } from '../../scripts/leads-rights';
import { startWorker, validQuote, type TestWorker } from './harness';

// A visitor's rights (scripts/leads-rights.ts): the statements `npm run leads -- --export` and
// `--forget` run, against the Worker's own tables as its migrations make them, filled by the
// receiver itself: a quote with an Idempotency-Key and its webhook delivery, a comment and a
// newsletter sign-up from the same address in another case, and another visitor's lead.

let worker: TestWorker;
const address = 'ada.lovelace@example.com';

beforeAll(async () => {
  worker = await startWorker({
    vars: {
      // Deliveries are kept, then fail: no endpoint listens there.
      LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hooks',
      LEAD_WEBHOOK_SECRET: `whsec_${Buffer.from('a signing secret of 32 bytes!!!!').toString('base64')}`,
    },
  });
  const post = (body: Record<string, string>, key?: string) =>
    worker.post(body, { 'CF-Connecting-IP': '192.0.2.20', ...(key ? { 'Idempotency-Key': key } : {}) });
  for (const answer of await Promise.all([
    post({ ...validQuote, email: address }, 'rights-test-key-0001'),
    post({
      form: 'comment',
      name: 'Ada',
      email: 'Ada.Lovelace@EXAMPLE.com',
      message: 'Nice post.',
      post: posts[0]!.title,
      page: '/blog-details',
    }),
    post({ form: 'newsletter', email: address, page: '/' }),
    post({ ...validQuote, name: 'Grace Hopper', email: 'grace@example.com' }, 'rights-test-key-0002'),
  ]))
    expect([answer.status, answer.body]).toEqual([201, expect.stringContaining('ok')]);
});
afterAll(() => worker.dispose());

/** Every row of every table of the database, as text. */
async function everyRow(): Promise<string[]> {
  const tables = await worker.query<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  );
  const rows: string[] = [];
  for (const { name } of tables)
    for (const row of await worker.query(`SELECT * FROM ${name}`)) rows.push(JSON.stringify(row));
  return rows;
}

it('--export reads every lead the address sent, in any case, with its key and delivery, and nothing of another', async () => {
  const results = await Promise.all(exportStatements(storedAddress(address)!).map((sql) => worker.query(sql)));
  const held = Object.fromEntries(heldKinds.map((kind, index) => [kind, results[index]!]));
  expect(held.leads!.map((lead) => lead.form).sort()).toEqual(['comment', 'newsletter', 'quote']);
  expect(held.idempotencyKeys!.map((key) => key.key)).toEqual(['rights-test-key-0001']);
  // A quote and a comment are events; a newsletter sign-up is not until it is confirmed.
  expect(held.deliveries).toHaveLength(2);
  expect(JSON.stringify(held)).not.toContain('grace@example.com');
});

it('--forget leaves no row that names the address or refers to its leads; another visitor’s stay', async () => {
  const ids = (await worker.query<{ id: string }>('SELECT id FROM leads WHERE lower(email) = ?1', address)).map(
    (row) => row.id,
  );
  expect(ids).toHaveLength(3);
  const before = await everyRow();
  const erased = [];
  for (const sql of forgetStatements(storedAddress('ADA.LOVELACE@example.com')!)) {
    const db = await worker.query(sql);
    erased.push(db.length);
  }
  // Two deliveries, one key, three leads.
  expect(erased).toEqual([2, 1, 3]);
  const after = await everyRow();
  const naming = after.filter((row) => row.toLowerCase().includes(address) || ids.some((id) => row.includes(id)));
  expect(naming).toEqual([]);
  expect(after.filter((row) => row.includes('grace@example.com'))).toHaveLength(1);
  expect(before.length - after.length).toBe(6);
  // What is still on a queue for those leads finds nothing, and sends nothing.
  const results = await Promise.all(exportStatements(address).map((sql) => worker.query(sql)));
  expect(results).toEqual([[], [], []]);
});
