/**
 * @jest-environment ./worker/test/miniflare-environment.ts
 */
import { startWorker, validQuote, type TestWorker } from './harness';

// A preview version of the Worker runs with the production bindings (D1, the queues, e-mail):
// at any address but the site's own (SITE_URL) and this machine, it takes no form and writes
// nothing (worker/preview.ts).

let worker: TestWorker;
const site = 'https://www.corevia.example';
const preview = 'https://pr-42-corevia-website.corevia.workers.dev';

beforeAll(async () => {
  worker = await startWorker({ vars: { SITE_URL: site } });
});
afterAll(() => worker.dispose());

const send = (origin: string, body: unknown = validQuote) =>
  worker.dispatch(`${origin}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'CF-Connecting-IP': '192.0.2.50' },
    body: JSON.stringify(body),
  });

it('a preview’s form is refused with a message that says why, and nothing is stored, queued or sent', async () => {
  const answer = await send(preview, { ...validQuote, message: 'From the preview.' });
  expect(answer.status).toBe(403);
  expect(answer.json).toEqual({
    errors: [
      {
        field: 'preview',
        message: `This address is a preview of the site: it receives no forms, so nothing reaches the company or its database. Send it from https://www.corevia.example.`,
      },
    ],
  });
  // A newsletter sign-up's way back writes too: refused alike.
  expect((await worker.dispatch(`${preview}/api/newsletter/confirmed?lead=x&expires=1&sig=y`)).status).toBe(403);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await worker.query("SELECT id FROM leads WHERE message = 'From the preview.'")).toEqual([]);
  expect(await worker.query('SELECT * FROM deliveries')).toEqual([]);
  expect(await worker.emails()).toEqual([]);
});

it('the site’s own address and this machine take forms as before', async () => {
  expect((await send(site)).status).toBe(201);
  expect((await worker.post(validQuote, { 'CF-Connecting-IP': '192.0.2.51' })).status).toBe(201);
  expect(await worker.query('SELECT id FROM leads')).toHaveLength(2);
});

it('without a usable SITE_URL, only this machine takes forms', async () => {
  const unset = await startWorker({ vars: { SITE_URL: 'not an address' } });
  try {
    expect((await unset.dispatch(`${site}/api/leads`, { method: 'POST' })).status).toBe(403);
    expect((await unset.post(validQuote, { 'CF-Connecting-IP': '192.0.2.52' })).status).toBe(201);
  } finally {
    await unset.dispose();
  }
}, 20_000);
