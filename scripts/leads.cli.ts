// The leads the Worker has stored, newest first (worker/migrations/ holds the table).
//   npm run leads                      a table of the local database (the one `npm start` uses)
//   npm run leads -- --json | --csv    every column, for tools and spreadsheets
//   npm run leads -- --remote          the production database (after `wrangler login`)
//   npm run leads -- --unnotified      only leads whose notification e-mail has not gone out
//   Options: --limit N (default 50; 0 for all), --persist-to DIR (another local state folder).
import { parseArgs } from 'node:util';
import { database, queryDatabase, WranglerError } from './wrangler';

/** A row of the `leads` table (worker/migrations/). */
type Lead = Record<string, string | number | null> & {
  received_at: string;
  notified_at: string | null;
  notify_error: string | null;
};

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    unnotified: { type: 'boolean', default: false },
    limit: { type: 'string', default: '50' },
    'persist-to': { type: 'string' },
  },
});

const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 0) {
  console.error(`--limit takes a whole number (0 for every lead); got "${values.limit}".`);
  process.exit(2);
}
const sql = [
  'SELECT * FROM leads',
  values.unnotified ? 'WHERE notified_at IS NULL' : '',
  'ORDER BY received_at DESC, rowid DESC',
  limit > 0 ? `LIMIT ${limit}` : '',
]
  .filter(Boolean)
  .join(' ');

const where = values.remote
  ? ['--remote']
  : ['--local', ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];
const output = await queryDatabase(['d1', 'execute', database, ...where, '--json', '--command', sql]).catch(
  (error: unknown) => {
    // A database the migrations have not reached yet: say what makes it, not how wrangler failed.
    if (error instanceof WranglerError && /no such table: leads/.test(error.stdout)) {
      console.error(
        values.remote
          ? `The remote database has no leads table yet: \`npx wrangler d1 migrations apply ${database} --remote\` (or \`npm run deploy\`) makes it.`
          : 'No leads yet: the local database is made by `npm start`, which then keeps every form sent to it.',
      );
      process.exit(1);
    }
    throw error;
  },
);
const [{ results: leads }] = JSON.parse(output) as [{ results: Lead[] }];

if (values.json) {
  process.stdout.write(`${JSON.stringify(leads, null, 2)}\n`);
} else if (values.csv) {
  const columns = leads[0] ? Object.keys(leads[0]) : [];
  // RFC 4180: every value quoted, quotes doubled; a leading = + - @ is defused for spreadsheets.
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value);
    return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
  };
  const lines = [columns.map(cell), ...leads.map((lead) => columns.map((column) => cell(lead[column])))];
  process.stdout.write(`${lines.map((line) => line.join(',')).join('\r\n')}\r\n`);
} else {
  printTable(leads);
}

function printTable(rows: Lead[]) {
  if (rows.length === 0) {
    console.log(values.unnotified ? 'Every lead has been notified.' : 'No leads yet.');
    return;
  }
  const clip = (text: unknown, width: number) => {
    const flat = String(text ?? '').replace(/\s+/g, ' ');
    const chars = Array.from(flat);
    return chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : flat;
  };
  const columns: [title: string, read: (lead: Lead) => unknown, width: number][] = [
    ['Received (UTC)', (lead) => lead.received_at.slice(0, 16).replace('T', ' '), 16],
    ['Form', (lead) => lead.form, 10],
    ['Name', (lead) => lead.name, 20],
    ['Email', (lead) => lead.email, 28],
    ['Page', (lead) => lead.page, 24],
    ['Notified', (lead) => (lead.notified_at ? 'yes' : lead.notify_error ? 'failed' : 'not yet'), 8],
    ['Message', (lead) => lead.message ?? lead.topic ?? '', 40],
  ];
  const cells = rows.map((lead) => columns.map(([, read, width]) => clip(read(lead), width)));
  const widths = columns.map(([title], index) =>
    Math.max(title.length, ...cells.map((row) => Array.from(row[index]!).length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, index) => cell + ' '.repeat(widths[index]! - Array.from(cell).length))
      .join('  ')
      .trimEnd();
  console.log(line(columns.map(([title]) => title)));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of cells) console.log(line(row));
  console.log(
    `\n${rows.length} lead${rows.length === 1 ? '' : 's'}${limit > 0 && rows.length === limit ? ` (the newest ${limit}; --limit 0 for all)` : ''}.`,
  );
}
