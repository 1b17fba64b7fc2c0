// What `npm run leads` prints (scripts/leads.cli.ts asks D1 and writes it): a table for the
// terminal, CSV for a spreadsheet, JSON for tools. A lead's text is the visitor's, so none of
// it may reach a terminal as a control sequence or a spreadsheet as a formula.

/** A row of the `leads` table (worker/migrations/); a database before 0002 lacks its columns. */
export type Lead = Record<string, string | number | null> & {
  received_at: string;
  notified_at: string | null;
  notify_error: string | null;
  notify_digest?: number;
  notify_abandoned_at?: string | null;
  /** Where its latest delivery stands (`deliveryColumnsSql`), null when none was made. */
  delivery?: string | null;
  delivery_error?: string | null;
};

/**
 * The columns `npm run leads` adds to each lead: where its latest delivery to another service
 * stands (its event to the webhook, or its sign-up to the newsletter service: yes, gave up,
 * failed or not yet; null without one) and why its last try failed.
 */
export const deliveryColumnsSql = `(SELECT CASE WHEN delivered_at IS NOT NULL THEN 'yes' WHEN abandoned_at IS NOT NULL THEN 'gave up'
    WHEN attempts > 0 THEN 'failed' ELSE 'not yet' END
  FROM deliveries WHERE lead_id = leads.id ORDER BY created_at DESC, rowid DESC LIMIT 1) AS delivery,
  (SELECT last_error FROM deliveries WHERE lead_id = leads.id AND delivered_at IS NULL
  ORDER BY created_at DESC, rowid DESC LIMIT 1) AS delivery_error`;

export type OutputMode = 'table' | 'json' | 'csv';

/** How many leads to read when `--limit` is not given (0: every one). */
export function defaultLimit(
  mode: OutputMode,
  { unsent = false, screenRows }: { unsent?: boolean; screenRows?: number },
) {
  if (mode !== 'table' || unsent) return 0;
  // A screenful less the header, separator, blank line, footer and the prompts around them.
  return screenRows ? Math.max(5, screenRows - 6) : 50;
}

const controls = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** One line a terminal shows as it is: whitespace runs as one space, every control as U+FFFD. */
export function terminalSafe(value: unknown): string {
  return String(value ?? '')
    .replace(/\s+/g, ' ')
    .replace(controls, '\uFFFD');
}

/** Yes, gave up, digest, failed or not yet: where the lead's notification e-mail stands. */
export function notifyState(lead: Lead): string {
  if (lead.notified_at) return 'yes';
  if (lead.notify_abandoned_at) return 'gave up';
  if (lead.notify_digest === 1) return 'digest';
  if (lead.notify_error) return 'failed';
  return 'not yet';
}

const columns: [title: string, read: (lead: Lead) => unknown, width: number][] = [
  ['Received (UTC)', (lead) => String(lead.received_at).slice(0, 16).replace('T', ' '), 16],
  ['Form', (lead) => lead.form, 10],
  ['Name', (lead) => lead.name, 20],
  ['Email', (lead) => lead.email, 28],
  ['Page', (lead) => lead.page, 24],
  ['Notified', notifyState, 8],
  ['Delivery', (lead) => lead.delivery ?? '', 8],
  ['Message', (lead) => lead.message ?? lead.topic ?? '', 40],
];

const clip = (value: unknown, width: number) => {
  const chars = Array.from(terminalSafe(value));
  return chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : chars.join('');
};

/** The line under the table: how many leads it shows, and how to see the rest. */
export function tableFooter(shown: number, total: number, unsent = false): string {
  const leads = (count: number) => `${count} ${unsent ? 'unsent ' : ''}lead${count === 1 ? '' : 's'}`;
  return shown < total
    ? `${shown} of ${leads(total)} shown (the newest); --limit 0 for all, --csv or --json to export.`
    : `${leads(total)}.`;
}

/** The leads as a table for the terminal, each line ending in "\n". */
export function formatTable(rows: Lead[], { total = rows.length, unsent = false } = {}): string {
  if (rows.length === 0) return `${unsent ? 'Every lead has been notified.' : 'No leads yet.'}\n`;
  const cells = rows.map((lead) => columns.map(([, read, width]) => clip(read(lead), width)));
  const widths = columns.map(([title], index) =>
    Math.max(title.length, ...cells.map((row) => Array.from(row[index]!).length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, index) => cell + ' '.repeat(widths[index]! - Array.from(cell).length))
      .join('  ')
      .trimEnd();
  const lines = [
    line(columns.map(([title]) => title)),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
  ];
  return `${lines.join('\n')}\n\n${tableFooter(rows.length, Math.max(total, rows.length), unsent)}\n`;
}

// OWASP's CSV injection list, their full-width forms, and the same after spaces a spreadsheet trims.
const formula = /^\s*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/** One CSV cell (RFC 4180): quoted, quotes doubled, and a formula prefixed with ' so that no spreadsheet runs it. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return `"${(formula.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
}

/** The leads as CSV: a header row of `columns` (those of the first lead if not given), CRLF lines. */
export function toCsv(rows: Lead[], columns: string[] = rows[0] ? Object.keys(rows[0]) : []): string {
  if (columns.length === 0) return '';
  const lines = [columns, ...rows.map((lead) => columns.map((column) => lead[column]))];
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The leads as a JSON array (or any value); the characters a terminal would act on are written as \u escapes. */
export function toJson(rows: unknown): string {
  // Outside strings JSON has only ASCII, so each of these is inside one and its escape reads back the same.
  const escaped = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
  const json = JSON.stringify(rows, null, 2).replace(
    escaped,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${json}\n`;
}
