/** @jest-environment node */
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgeSubmission } from '@/lib/form-rules';
import { createInbox } from './inbox.mjs';

const site = 'http://127.0.0.1:3000';
const lead = {
  form: 'quote',
  name: 'Ada',
  email: 'ada@example.com',
  message: 'Hello 😀 مرحبا <b>hi</b>',
  page: '/contact',
};

describe('the local inbox', () => {
  let base: string;
  let leadsFile: string;
  let server: ReturnType<typeof createInbox>;

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: site, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const stored = () =>
    existsSync(leadsFile)
      ? readFileSync(leadsFile, 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line))
      : [];

  beforeEach(async () => {
    leadsFile = join(mkdtempSync(join(tmpdir(), 'inbox-')), 'leads', 'leads.jsonl');
    server = createInbox({
      judge: judgeSubmission,
      leadsFile,
      allowedOrigins: [site],
      rateLimit: { max: 3, windowMs: 60_000 },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('accepts a valid lead, allows the site by CORS and has it on disk before answering', async () => {
    const response = await post(lead);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(site);
    await expect(response.json()).resolves.toEqual({ ok: true });
    const [saved] = stored();
    expect(saved).toMatchObject({ ...lead, subject: '', phone: '' });
    expect(Date.parse(saved.receivedAt)).not.toBeNaN();
  });

  it('answers an invalid lead with 422 and field errors, and keeps nothing', async () => {
    const response = await post({ ...lead, email: 'nope', name: '' });
    expect(response.status).toBe(422);
    await expect(response.json()).resolves.toEqual({
      errors: [
        { field: 'name', message: 'Enter your name.' },
        { field: 'email', message: 'Enter an email address like name@example.com.' },
      ],
    });
    expect(stored()).toEqual([]);
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await post({ ...lead, message: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
    expect(stored()).toEqual([]);
  });

  it('refuses what is not JSON', async () => {
    expect((await post('{not json')).status).toBe(400);
    expect((await post('name=Ada', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
  });

  it('limits requests per address', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post(lead)).status).toBe(200);
    const response = await post(lead);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(stored()).toHaveLength(3);
  });

  it('answers the CORS preflight for the site and refuses other origins', async () => {
    const preflight = await fetch(`${base}/leads`, {
      method: 'OPTIONS',
      headers: {
        Origin: site,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
    expect((await post(lead, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    expect(stored()).toEqual([]);
  });

  it('says success to a filled honeypot and keeps nothing', async () => {
    const response = await post({ ...lead, website: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(stored()).toEqual([]);
  });

  it('keeps every lead whole when many arrive at once', async () => {
    server.close();
    server = createInbox({ judge: judgeSubmission, leadsFile, allowedOrigins: [site] });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post({ ...lead, name: `Lead ${i}` })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(
      stored()
        .map((saved) => saved.name)
        .sort(),
    ).toEqual(Array.from({ length: 12 }, (_, i) => `Lead ${i}`).sort());
  });
});
