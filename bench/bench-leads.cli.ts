// The lead receiver's benchmark (`npm run bench:leads`; not part of `npm test`): the Worker in
// workerd with a fresh local D1, sent 1,000 leads from 50 simulated visitors, 20 at a time,
// beside a floor measured in the same run (POST /api/ping, the same Worker answering at once
// without storing anything). Then the server is killed in the middle of a burst and started
// again. Every lead that got a 2xx must be in D1 exactly once; the receiver's p95 must stay
// within 3× the floor's. Writes its section of BENCHMARKS.md; exits non-zero on a miss.
//   tsx bench/bench-leads.cli.ts [--leads 1000] [--visitors 50] [--concurrency 20] [--port 4300]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { experimental_readRawConfig as readRawConfig } from 'wrangler';
import { median, percentile, withSection } from './bench';
import { queryDatabase } from '../scripts/wrangler';

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000' },
    visitors: { type: 'string', default: '50' },
    concurrency: { type: 'string', default: '20' },
    port: { type: 'string', default: '4300' },
    out: { type: 'string', default: 'BENCHMARKS.md' },
  },
});
const total = Number(values.leads);
const visitors = Number(values.visitors);
const concurrency = Number(values.concurrency);
const origin = `http://127.0.0.1:${values.port}`;
const rounds = 4;
const p95Budget = 3;

const work = mkdtempSync(join(tmpdir(), 'bench-leads-'));
const state = join(work, 'state');
const assets = join(work, 'assets');
mkdirSync(assets);

/**
 * wrangler.jsonc as it is, but for the rate limit: production allows one visitor 10 forms a
 * minute, and each simulated visitor here sends 20 in a few seconds. Paths are made relative
 * to the copy's folder, where wrangler reads them from.
 */
function benchConfig() {
  const { rawConfig } = readRawConfig({ config: 'wrangler.jsonc' });
  // The fields changed here, of wrangler.jsonc's shape.
  const config = structuredClone(rawConfig) as {
    $schema?: string;
    main: string;
    assets: Record<string, unknown>;
    d1_databases: { migrations_dir: string }[];
    ratelimits: { simple: { limit: number; period: number } }[];
    vars: Record<string, string>;
  };
  const fromWork = (path: string) => relative(work, resolve(path));
  config.main = fromWork(config.main);
  config.assets = { ...config.assets, directory: assets };
  config.d1_databases = config.d1_databases.map((db) => ({ ...db, migrations_dir: fromWork(db.migrations_dir) }));
  config.ratelimits = config.ratelimits.map((limit) => ({ ...limit, simple: { ...limit.simple, limit: 100_000 } }));
  // The floor's route exists only where this turns it on; the site's ceiling lets the run's rush through.
  config.vars = { ...config.vars, BENCH_PING: 'on', SITE_LEADS_PER_MINUTE: '100000' };
  delete config.$schema;
  const path = join(work, 'wrangler.json');
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}
const configPath = benchConfig();

let server: ChildProcess | null = null;
/** Starts the Worker in a process group of its own, so that a kill takes wrangler and workerd at once. */
async function startServer() {
  server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/worker.cli.ts',
      'serve',
      '--config',
      configPath,
      '--port',
      values.port,
      '--persist-to',
      state,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/ping`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('The Worker did not start within 30 s.');
}
function killServer(signal: NodeJS.Signals) {
  if (!server?.pid) return;
  try {
    process.kill(-server.pid, signal);
  } catch {
    // gone already
  }
  server = null;
}
process.on('exit', () => killServer('SIGTERM'));
process.on('SIGINT', () => process.exit(130));

const lead = (token: string, index: number) => ({
  form: 'quote',
  name: `Bench Visitor ${index % visitors}`,
  email: `visitor${index % visitors}@example.com`,
  subject: 'Load test',
  phone: '+1 555 010 0100',
  message: `A lead sent by the bench. ${token}`,
  page: '/contact',
});
const visitorAddress = (index: number) => `10.77.${Math.floor((index % visitors) / 250)}.${(index % visitors) % 250}`;

/** POSTs one body and times it to the end of the answer. */
interface Sent {
  status: number;
  ms: number;
  error?: string;
}

async function send(path: string, body: unknown, address: string): Promise<Sent> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'CF-Connecting-IP': address },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    const failure = error as Error & { cause?: { code?: string } };
    return { status: 0, ms: performance.now() - started, error: failure.cause?.code ?? failure.message };
  }
}

/** Runs `jobs` (functions returning promises) `concurrency` at a time, in order; resolves with their results. */
async function pool<T>(jobs: (() => Promise<T>)[]): Promise<T[]> {
  const results = new Array<T>(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const index = next++;
        results[index] = await jobs[index]!();
      }
    }),
  );
  return results;
}

async function storedTokens(): Promise<Map<string, number>> {
  const rows = JSON.parse(
    await queryDatabase([
      'd1',
      'execute',
      'corevia-leads',
      '-c',
      configPath,
      '--local',
      '--persist-to',
      state,
      '--json',
      '--command',
      'SELECT message FROM leads',
    ]),
  )[0].results as { message: string | null }[];
  const counts = new Map<string, number>();
  for (const { message } of rows) {
    const token = /bench-\S+$/.exec(message ?? '')?.[0];
    if (token) counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  return counts;
}

/** Every 2xx token stored exactly once, and what else happened to the leads. */
function audit(sent: (Sent & { token: string })[], counts: Map<string, number>) {
  const acknowledged = sent.filter((item) => item.status >= 200 && item.status < 300);
  const missing = acknowledged.filter((item) => (counts.get(item.token) ?? 0) === 0);
  const doubled = [...counts.values()].filter((count) => count > 1).length;
  const statuses: Record<string, number> = {};
  for (const item of sent)
    statuses[item.status || item.error || 'error'] = (statuses[item.status || item.error || 'error'] ?? 0) + 1;
  return { acknowledged: acknowledged.length, missing: missing.length, doubled, statuses };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const loadAtStart = loadavg()[0] ?? 0;
const started = Date.now();
const runId = Date.now().toString(36);

console.log(`bench:leads: the Worker on ${origin}, a fresh D1 in ${state}`);
await startServer();

// Warm-up: both routes, not counted.
await pool(
  Array.from(
    { length: 40 },
    (_, index) => () =>
      send(index % 2 ? '/api/ping' : '/api/leads', lead(`bench-warm-${runId}-${index}`, index), '10.99.0.1'),
  ),
);

// The floor and the receiver take turns, a quarter of the leads each time, so that the
// machine's load touches both alike.
const floorTimes: number[] = [];
const receiver: (Sent & { token: string })[] = [];
const perRound = Math.ceil(total / rounds);
for (let round = 0; round < rounds; round += 1) {
  const indexes = Array.from({ length: Math.min(perRound, total - round * perRound) }, (_, i) => round * perRound + i);
  const floor = await pool(
    indexes.map((index) => () => send('/api/ping', lead(`bench-floor-${index}`, index), visitorAddress(index))),
  );
  floorTimes.push(...floor.map((result) => result.ms));
  const leads = await pool(
    indexes.map((index) => async () => {
      const token = `bench-${runId}-${index}`;
      return { token, ...(await send('/api/leads', lead(token, index), visitorAddress(index))) };
    }),
  );
  receiver.push(...leads);
  console.log(`round ${round + 1}/${rounds}: ${leads.length} leads`);
}
const burst = audit(receiver, await storedTokens());
const receiverTimes = receiver.filter((item) => item.status === 201).map((item) => item.ms);

// The server killed in the middle of a burst, then started again on the same state.
const killTotal = Math.min(400, total);
const killAt = Math.floor(killTotal / 3);
let answered = 0;
const killed: (Sent & { token: string })[] = [];
const killJobs = Array.from({ length: killTotal }, (_, index) => async () => {
  const token = `bench-kill-${runId}-${index}`;
  const result = { token, ...(await send('/api/leads', lead(token, index), visitorAddress(index))) };
  answered += 1;
  if (answered === killAt) killServer('SIGKILL');
  return result;
});
killed.push(...(await pool(killJobs)));
await startServer();
const afterKill = audit(killed, await storedTokens());
killServer('SIGTERM');

const floorP50 = median(floorTimes);
const floorP95 = percentile(floorTimes, 0.95);
const receiverP50 = median(receiverTimes);
const receiverP95 = percentile(receiverTimes, 0.95);
const ratio = receiverP95 / floorP95;
const checks = [
  [
    'Every lead that got a 2xx is stored exactly once',
    burst.missing === 0 && burst.doubled === 0 && burst.acknowledged === total,
    `${burst.acknowledged} of ${total} acknowledged; ${burst.missing} missing, ${burst.doubled} stored twice`,
  ],
  [`The receiver's p95 is within ${p95Budget}× the floor's`, ratio <= p95Budget, `${ratio.toFixed(2)}×`],
  [
    'Killed mid-burst and restarted: every lead that got a 2xx is still there',
    afterKill.missing === 0 && afterKill.doubled === 0,
    `${afterKill.acknowledged} acknowledged before the kill; ${afterKill.missing} missing, ${afterKill.doubled} stored twice`,
  ],
];

const statusList = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
const section = [
  '## Lead receiver (`npm run bench:leads`)',
  '',
  `<!-- Written by \`npm run bench:leads\` (bench/bench-leads.cli.ts); regenerate it rather than editing it. -->`,
  '',
  `${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} · ${checks.every(([, met]) => met) ? 'every check met' : 'a check missed'} · ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}, load ${loadAtStart.toFixed(2)} at start · ${((Date.now() - started) / 1000).toFixed(0)} s`,
  '',
  `The Worker in workerd (\`tsx scripts/worker.cli.ts serve\`, wrangler's local mode) with a fresh local D1, sent ${total} quote forms from ${visitors} simulated visitors (\`CF-Connecting-IP\`), ${concurrency} at a time over keep-alive connections, in ${rounds} rounds. Each round first sends the same bodies to the floor, \`POST /api/ping\` on the same Worker, which answers at once and stores nothing. The rate limit is raised for the run (one visitor here sends 20 forms in seconds; production allows 10 a minute). Times run from the request to the end of the answer, on this shared machine: read them beside the floor, not on their own.`,
  '',
  '| | answers | p50 | p95 |',
  '| --- | --- | --- | --- |',
  `| floor (\`/api/ping\`) | ${floorTimes.length} | ${ms(floorP50)} | ${ms(floorP95)} |`,
  `| receiver (\`/api/leads\`: judged, stored in D1, notice queued) | ${statusList(burst.statuses)} | ${ms(receiverP50)} | ${ms(receiverP95)} |`,
  '',
  `Then ${killTotal} more leads, the same way, with the server (wrangler and workerd) killed with SIGKILL after ${killAt} answers and started again on the same state: ${statusList(afterKill.statuses)}.`,
  '',
  '| Check | Met | Figure |',
  '| --- | --- | --- |',
  ...checks.map(([check, met, figure]) => `| ${check} | ${met ? '✓' : '✗'} | ${figure} |`),
].join('\n');

const existing = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '# Benchmarks\n';
writeFileSync(values.out, withSection(existing, 'lead-receiver', section));
rmSync(work, { recursive: true, force: true });
console.log(`\n${section}\n\nWrote the lead receiver's section of ${values.out}.`);
process.exitCode = checks.every(([, met]) => met) ? 0 : 1;
