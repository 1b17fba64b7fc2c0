/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { database, wrangler } from './wrangler';

// `npm run leads -- --export / --forget` as an operator runs it, against a local D1 database of
// wrangler's (the one `npm start` keeps, in a folder of its own here) made by the migrations.

const state = mkdtempSync(join(tmpdir(), 'leads-cli-'));
const local = ['--local', '--persist-to', state];

/** The command's output and exit status. */
function leads(...args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/leads.cli.ts', ...args, '--persist-to', state],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
    return { status, stdout, stderr };
  }
}

beforeAll(() => {
  wrangler(['d1', 'migrations', 'apply', database, ...local], { capture: true });
  const lead = (id: string, form: string, email: string) =>
    `INSERT INTO leads (id, form, name, email, message, page, received_at) VALUES ('${id}', '${form}', 'N', '${email}', 'Hi', '/contact', '2026-12-01T10:00:00.000Z')`;
  wrangler(
    [
      'd1',
      'execute',
      database,
      ...local,
      '--command',
      [
        lead('lead-a1', 'quote', 'ada@example.com'),
        lead('lead-a2', 'newsletter', 'ADA@example.com'),
        lead('lead-b1', 'quote', 'bob@example.com'),
        "INSERT INTO lead_keys (key, lead_id, fingerprint, created_at) VALUES ('key-a1-0123456789', 'lead-a1', 'f', '2026-12-01T10:00:00.000Z')",
        "INSERT INTO deliveries (id, lead_id, type, created_at, abandoned_at) VALUES ('msg_a1', 'lead-a1', 'lead.created', '2026-12-01T10:00:00.000Z', '2026-12-01T17:00:00.000Z')",
        "INSERT INTO deliveries (id, lead_id, type, created_at) VALUES ('msg_b1', 'lead-b1', 'lead.created', '2026-12-01T10:00:00.000Z')",
      ].join('; '),
    ],
    { capture: true },
  );
}, 60_000);
afterAll(() => rmSync(state, { recursive: true, force: true }));

it('--export prints everything kept on the address as JSON; --forget erases it and says how much; then nothing is left', () => {
  const exported = leads('--export', 'Ada@Example.com');
  expect(exported.status).toBe(0);
  const held = JSON.parse(exported.stdout) as Record<string, { id?: string; key?: string }[]>;
  expect(held.address).toBe('ada@example.com');
  expect(held.leads!.map((lead) => lead.id)).toEqual(['lead-a1', 'lead-a2']);
  expect(held.deliveries!.map((delivery) => delivery.id)).toEqual(['msg_a1']);
  expect(held.idempotencyKeys!.map((key) => key.key)).toEqual(['key-a1-0123456789']);
  expect(exported.stdout).not.toContain('bob@example.com');

  const forgotten = leads('--forget', 'ada@example.com');
  expect(forgotten).toMatchObject({
    status: 0,
    stdout: 'Erased 4 records kept on ada@example.com from the local database.\n',
  });
  expect(JSON.parse(leads('--export', 'ada@example.com').stdout)).toEqual({
    address: 'ada@example.com',
    leads: [],
    deliveries: [],
    idempotencyKeys: [],
  });
  expect(leads('--forget', 'ada@example.com').stdout).toBe(
    'Nothing was kept on ada@example.com in the local database; nothing was erased.\n',
  );
  // Another visitor's lead and delivery stay.
  expect(JSON.parse(leads('--export', 'bob@example.com').stdout).deliveries).toHaveLength(1);
}, 90_000);

it('refuses what is not an e-mail address, reading and erasing nothing', () => {
  const refused = leads('--forget', "x' OR '1'='1");
  expect(refused.status).toBe(2);
  expect(refused.stderr).toBe(`"x' OR '1'='1" is not an e-mail address; nothing was read or erased.\n`);
  expect(JSON.parse(leads('--export', 'bob@example.com').stdout).leads).toHaveLength(1);
}, 60_000);
