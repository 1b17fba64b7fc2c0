/** @jest-environment node */
import {
  csvCell,
  defaultLimit,
  formatTable,
  notifyState,
  tableFooter,
  terminalSafe,
  toCsv,
  toJson,
  type Lead,
} from './leads-output';

const lead = (fields: Partial<Lead> = {}): Lead => ({
  id: 'lead-1',
  form: 'quote',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: null,
  phone: null,
  message: 'A new website, please.',
  topic: null,
  page: '/contact',
  received_at: '2025-03-01T09:30:00.000Z',
  notified_at: null,
  notify_attempts: 0,
  notify_error: null,
  notify_claimed_at: null,
  notify_digest: 0,
  notify_abandoned_at: null,
  ...fields,
});

// Every character a terminal acts on, but the table's own line ends.
const unsafe = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const everyControl = [
  ...Array.from({ length: 0x20 }, (_, code) => code),
  ...Array.from({ length: 0x21 }, (_, index) => 0x7f + index),
  0x200e,
  0x200f,
  ...Array.from({ length: 5 }, (_, index) => 0x202a + index),
  ...Array.from({ length: 4 }, (_, index) => 0x2066 + index),
].map((code) => String.fromCharCode(code));

describe('the table', () => {
  it('prints no control character from any cell', () => {
    const hostile = `Eve\u001b[2J\u001b]0;pwned\u0007`;
    const text = formatTable([
      lead({
        form: `quote\u009b31m`,
        name: hostile,
        email: `eve\u202e@example.com`,
        page: `/contact\u2066x\u2069`,
        message: everyControl.join('x'),
        received_at: `2025-03-01T09:30\u0000`,
      }),
      lead({ message: null, topic: `web\u007f\u200fdesign` }),
    ]);
    expect(text).not.toMatch(unsafe);
    // Its only line breaks are its own: header, rule, two leads, a blank line and the footer.
    expect(text.split('\n')).toHaveLength(7);
    expect(text).toContain('Eve\uFFFD[2J\uFFFD]0;pwned\uFFFD');
    expect(text).toContain('web\uFFFD\uFFFDdesign');
  });

  it('shows each control as one stand-in and each whitespace run as one space', () => {
    for (const control of everyControl.filter((char) => !/\s/.test(char))) {
      expect(terminalSafe(`a${control}b`)).toBe('a\uFFFDb');
    }
    expect(terminalSafe('line one\r\n\tline  two\u2028three')).toBe('line one line two three');
    expect(terminalSafe(null)).toBe('');
  });

  it('keeps its columns aligned when a cell held controls', () => {
    const [header, rule, first, second] = formatTable([
      lead({ name: 'Eve\u001b[31m\nRed' }),
      lead({ name: 'Bob' }),
    ]).split('\n');
    const nameColumn = header!.indexOf('Name');
    const emailColumn = header!.indexOf('Email');
    expect(rule!.slice(emailColumn - 2, emailColumn)).toBe('  ');
    expect(first!.slice(nameColumn, emailColumn).trimEnd()).toBe('Eve\uFFFD[31m Red');
    expect(second!.slice(emailColumn)).toMatch(/^ada@example\.com/);
  });

  it('says how many it left out, and how to see them', () => {
    expect(tableFooter(50, 312)).toBe(
      '50 of 312 leads shown (the newest); --limit 0 for all, --csv or --json to export.',
    );
    expect(tableFooter(2, 2)).toBe('2 leads.');
    expect(tableFooter(1, 1)).toBe('1 lead.');
    expect(tableFooter(3, 4, true)).toMatch(/^3 of 4 unsent leads shown \(the newest\); --limit 0 for all/);
    const text = formatTable([lead(), lead()], { total: 312 });
    expect(text.trimEnd().split('\n').at(-1)).toBe(tableFooter(2, 312));
    expect(formatTable([lead()]).trimEnd().split('\n').at(-1)).toBe('1 lead.');
  });

  it('says when there is nothing to show', () => {
    expect(formatTable([])).toBe('No leads yet.\n');
    expect(formatTable([], { unsent: true })).toBe('Every lead has been notified.\n');
  });
});

describe('the Notified column', () => {
  it.each<[string, Partial<Lead>]>([
    ['yes', { notified_at: '2025-03-01T09:31:00.000Z', notify_error: 'an earlier try failed' }],
    ['gave up', { notify_abandoned_at: '2025-03-01T10:00:00.000Z', notify_error: 'refused', notify_digest: 1 }],
    ['digest', { notify_digest: 1, notify_error: 'over the hour’s cap' }],
    ['failed', { notify_error: 'Email Routing answered 500' }],
    ['not yet', {}],
  ])('says %s', (state, fields) => {
    expect(notifyState(lead(fields))).toBe(state);
    const [header, , row] = formatTable([lead(fields)]).split('\n');
    const column = header!.indexOf('Notified');
    expect(row!.slice(column, column + 8).trimEnd()).toBe(state);
  });

  it('reads a database from before the digest and give-up columns', () => {
    const { notify_digest, notify_abandoned_at, ...old } = lead({ notify_error: 'timeout' });
    expect([notify_digest, notify_abandoned_at]).toEqual([0, null]);
    expect(notifyState(old as Lead)).toBe('failed');
  });
});

describe('the Delivery column', () => {
  it.each<[string, Partial<Lead>]>([
    ['gave up', { delivery: 'gave up', delivery_error: 'Gave up after 11 attempts: 503' }],
    ['yes', { delivery: 'yes' }],
    ['', { delivery: null }],
    ['', {}],
  ])('says "%s"', (state, fields) => {
    const [header, , row] = formatTable([lead(fields)]).split('\n');
    const column = header!.indexOf('Delivery');
    expect(column).toBeGreaterThan(header!.indexOf('Notified'));
    expect(row!.slice(column, column + 8).trimEnd()).toBe(state);
  });
});

describe('CSV', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil.example","Click")'],
    ['+', '+1 555 0100'],
    ['-', '-2+3'],
    ['@', '@SUM(A1:A2)'],
    ['a tab', '\tSUM(A1)'],
    ['a carriage return', '\rSUM(A1)'],
    ['a full-width =', '＝1+1'],
    ['a full-width +', '＋1+1'],
    ['a full-width -', '－1+1'],
    ['a full-width @', '＠SUM(A1)'],
    ['spaces then =', '   =1+1'],
    ['a line break then @', '\n@SUM(A1)'],
    ['a no-break space then -', '\u00a0-1'],
  ])('prefixes with a quote a cell that starts with %s', (_, value) => {
    expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`);
  });

  it.each([
    ['an ordinary name', 'Ada Lovelace'],
    ['an address', 'ada@example.com'],
    ['a sum in the middle', 'costs 1+1=2'],
    ['a hyphenated name', 'Mary-Jane'],
    ['an empty value', ''],
  ])('leaves %s as it is', (_, value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  });

  it('quotes every cell and doubles inner quotes (RFC 4180)', () => {
    expect(csvCell('say "hi", then\r\nleave')).toBe('"say ""hi"", then\r\nleave"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
  });

  it('has a header row and every lead, in CRLF lines', () => {
    const rows = [lead({ id: 'a', name: '=cmd' }), lead({ id: 'b', phone: '+1 555 0100' })];
    const lines = toCsv(rows).split('\r\n');
    expect(lines).toHaveLength(rows.length + 2);
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      Object.keys(rows[0]!)
        .map((column) => `"${column}"`)
        .join(','),
    );
    expect(lines[1]).toMatch(/^"a","quote","'=cmd",/);
    expect(lines[2]).toContain(`"'+1 555 0100"`);
  });

  it('keeps the header row of the given columns when no lead is left', () => {
    expect(toCsv([], ['id', 'name'])).toBe('"id","name"\r\n');
    expect(toCsv([])).toBe('');
  });
});

describe('JSON', () => {
  it('is an array of every row, read back as it was', () => {
    const rows = Array.from({ length: 120 }, (_, index) =>
      lead({ id: `lead-${index}`, name: `Eve\u001b[2J\u009b\u202e${index}`, notify_attempts: index }),
    );
    const text = toJson(rows);
    expect(JSON.parse(text)).toEqual(rows);
    expect(text).not.toMatch(unsafe);
  });
});

describe('how many leads are read', () => {
  it('exports every lead, and the unsent list is whole', () => {
    expect(defaultLimit('json', {})).toBe(0);
    expect(defaultLimit('csv', { screenRows: 40 })).toBe(0);
    expect(defaultLimit('table', { unsent: true, screenRows: 40 })).toBe(0);
  });

  it('shows a screenful in a table', () => {
    expect(defaultLimit('table', { screenRows: 40 })).toBe(34);
    expect(defaultLimit('table', {})).toBe(50);
  });
});
