// The leads the Worker has stored, newest first (worker/migrations/ holds the table).
//   npm run leads                      a table of the local database (the one `npm start` uses)
//   npm run leads -- --json | --csv    every column of every lead, for tools and spreadsheets
//   npm run leads -- --remote          the production database (after `wrangler login`)
//   npm run leads -- --unsent          every lead whose notification e-mail has not gone out
//                                      (--unnotified too), the ones given up on included
//   Each lead shows where its webhook event stands (Webhook: yes, failed, not yet or gave up;
//   blank without LEAD_WEBHOOK_URL) and, in --json and --csv, why its last try failed.
//   Options: --limit N (0 for all; without it the table shows a screenful, --unsent, --json and
//   --csv every lead), --persist-to DIR (another local state folder). scripts/leads-output.ts
//   makes what is printed.
import { parseArgs } from 'node:util';
import {
  defaultLimit,
  formatTable,
  toCsv,
  toJson,
  webhookColumnsSql,
  type Lead,
  type OutputMode,
} from './leads-output';
import { database, queryDatabase, WranglerError } from './wrangler';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    unsent: { type: 'boolean', default: false },
    unnotified: { type: 'boolean', default: false },
    limit: { type: 'string' },
    'persist-to': { type: 'string' },
  },
});

const mode: OutputMode = values.json ? 'json' : values.csv ? 'csv' : 'table';
const unsent = values.unsent || values.unnotified;
if (values.limit !== undefined && !/^\d+$/.test(values.limit)) {
  console.error(`--limit takes a whole number (0 for every lead); got "${values.limit}".`);
  process.exit(2);
}
const limit =
  values.limit === undefined
    ? defaultLimit(mode, { unsent, screenRows: process.stdout.isTTY ? process.stdout.rows : undefined })
    : Number(values.limit);

const filter = unsent ? 'WHERE notified_at IS NULL' : '';
const statements = [
  [
    `SELECT leads.*, ${webhookColumnsSql} FROM leads`,
    filter,
    'ORDER BY received_at DESC, rowid DESC',
    limit > 0 ? `LIMIT ${limit}` : '',
  ]
    .filter(Boolean)
    .join(' '),
  // The table says how many it left out; the CSV has its header row even with no lead.
  mode === 'table' ? ['SELECT COUNT(*) AS total FROM leads', filter].filter(Boolean).join(' ') : '',
  mode === 'csv' ? 'PRAGMA table_info(leads)' : '',
].filter(Boolean);

const where = values.remote
  ? ['--remote']
  : ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];
const output = await queryDatabase([
  'd1',
  'execute',
  database,
  ...where,
  '--json',
  '--command',
  statements.join('; '),
]).catch((error: unknown) => {
  // A database the migrations have not reached yet: say what makes it, not how wrangler failed.
  if (error instanceof WranglerError && /no such table: webhook_deliveries/.test(error.stdout)) {
    console.error(
      `The ${values.remote ? 'remote' : 'local'} database lacks the webhook deliveries' table: \`npx wrangler d1 migrations apply ${database} ${values.remote ? '--remote' : '--local'}\` (or \`npm ${values.remote ? 'run deploy' : 'start'}\`) adds it.`,
    );
    process.exit(1);
  }
  if (error instanceof WranglerError && /no such table: leads/.test(error.stdout)) {
    console.error(
      values.remote
        ? `The remote database has no leads table yet: \`npx wrangler d1 migrations apply ${database} --remote\` (or \`npm run deploy\`) makes it.`
        : 'No leads yet: the local database is made by `npm start`, which then keeps every form sent to it.',
    );
    process.exit(1);
  }
  throw error;
});
const [{ results: leads }, second] = JSON.parse(output) as [
  { results: Lead[] },
  { results: Record<string, unknown>[] }?,
];

if (mode === 'json') {
  process.stdout.write(toJson(leads));
} else if (mode === 'csv') {
  const columns = second?.results.map((column) => String(column.name));
  process.stdout.write(toCsv(leads, columns?.length ? [...columns, 'webhook', 'webhook_error'] : undefined));
} else {
  process.stdout.write(formatTable(leads, { total: Number(second?.results[0]?.total ?? leads.length), unsent }));
}
