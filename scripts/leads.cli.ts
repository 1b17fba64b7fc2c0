// The leads the Worker has stored, newest first (worker/migrations/ holds the table).
//   npm run leads                      a table of the local database (the one `npm start` uses)
//   npm run leads -- --json | --csv    every column of every lead, for tools and spreadsheets
//   npm run leads -- --remote          the production database (after `wrangler login`)
//   npm run leads -- --unsent          every lead whose notification e-mail has not gone out
//                                      (--unnotified too), the ones given up on included
//   Each lead shows where its latest delivery to another service stands (Delivery: its event to
//   the webhook, or its sign-up to the newsletter service: yes, failed, not yet or gave up;
//   blank without one) and, in --json and --csv, why its last try failed.
//   npm run leads -- --export <address>  everything kept on that e-mail address, as JSON (its
//                                      leads, their Idempotency-Keys and deliveries)
//   npm run leads -- --forget <address>  erases all of that, and says how many records it erased
//                                      (scripts/leads-rights.ts; with --remote, from production)
//   Options: --limit N (0 for all; without it the table shows a screenful, --unsent, --json and
//   --csv every lead), --persist-to DIR (another local state folder). scripts/leads-output.ts
//   makes what is printed.
import { parseArgs } from 'node:util';
import {
  defaultLimit,
  formatTable,
  terminalSafe,
  toCsv,
  toJson,
  deliveryColumnsSql,
  type Lead,
  type OutputMode,
} from './leads-output';
import { d1RecoveryDays } from '../buildtime/privacy';
import { erasedCount, exportStatements, forgetStatements, heldOn, storedAddress } from './leads-rights';
import { database, queryDatabase, WranglerError } from './wrangler';

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    unsent: { type: 'boolean', default: false },
    unnotified: { type: 'boolean', default: false },
    limit: { type: 'string' },
    export: { type: 'string' },
    forget: { type: 'string' },
    'persist-to': { type: 'string' },
  },
});

const where = values.remote
  ? ['--remote']
  : ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];

/** Runs `statements` against the database (one batch), saying plainly what a missing table means. */
async function execute(statements: string[]): Promise<string> {
  return queryDatabase(['d1', 'execute', database, ...where, '--json', '--command', statements.join('; ')]).catch(
    (error: unknown) => {
      const missing = error instanceof WranglerError ? /no such table: (\w+)/.exec(error.stdout)?.[1] : undefined;
      if (missing === 'leads') {
        // A database the migrations have not reached yet: say what makes it, not how wrangler failed.
        console.error(
          values.remote
            ? `The remote database has no leads table yet: \`npx wrangler d1 migrations apply ${database} --remote\` (or \`npm run deploy\`) makes it.`
            : 'No leads yet: the local database is made by `npm start`, which then keeps every form sent to it.',
        );
        process.exit(1);
      }
      if (missing) {
        console.error(
          `The ${values.remote ? 'remote' : 'local'} database lacks the table ${missing}: \`npx wrangler d1 migrations apply ${database} ${values.remote ? '--remote' : '--local'}\` (or \`npm ${values.remote ? 'run deploy' : 'start'}\`) adds it.`,
        );
        process.exit(1);
      }
      throw error;
    },
  );
}

// A visitor's rights: what is kept on their address, or its erasure.
const rightsAddress = values.export ?? values.forget;
if (rightsAddress !== undefined) {
  if (values.export !== undefined && values.forget !== undefined) {
    console.error('Give --export or --forget, not both.');
    process.exit(2);
  }
  const address = storedAddress(rightsAddress);
  if (!address) {
    console.error(`"${terminalSafe(rightsAddress)}" is not an e-mail address; nothing was read or erased.`);
    process.exit(2);
  }
  if (values.export !== undefined) {
    const results = JSON.parse(await execute(exportStatements(address))) as { results: Record<string, unknown>[] }[];
    process.stdout.write(toJson(heldOn(address, results)));
  } else {
    const results = JSON.parse(await execute(forgetStatements(address))) as { results?: unknown[] }[];
    const erased = erasedCount(results);
    const from = values.remote ? 'the remote database' : 'the local database';
    console.log(
      erased === 0
        ? `Nothing was kept on ${address} in ${from}; nothing was erased.`
        : `Erased ${erased} ${erased === 1 ? 'record' : 'records'} kept on ${address} from ${from}.` +
            (values.remote
              ? ` D1 Time Travel can still restore them for up to ${d1RecoveryDays} days, as the privacy notice says.`
              : ''),
    );
  }
  process.exit(0);
}

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
    `SELECT leads.*, ${deliveryColumnsSql} FROM leads`,
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

const output = await execute(statements);
const [{ results: leads }, second] = JSON.parse(output) as [
  { results: Lead[] },
  { results: Record<string, unknown>[] }?,
];

if (mode === 'json') {
  process.stdout.write(toJson(leads));
} else if (mode === 'csv') {
  const columns = second?.results.map((column) => String(column.name));
  process.stdout.write(toCsv(leads, columns?.length ? [...columns, 'delivery', 'delivery_error'] : undefined));
} else {
  process.stdout.write(formatTable(leads, { total: Number(second?.results[0]?.total ?? leads.length), unsent }));
}
