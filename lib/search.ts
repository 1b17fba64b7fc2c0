/**
 * One page of the search index (`/search-index.json`, written by
 * scripts/search-index.ts from the static export).
 */
export interface SearchRecord {
  url: string;
  title: string;
  /** Shown as a label: Service, Project, Article, Team, FAQ or Page. */
  type: string;
  /** The page's description, shown under the title. */
  excerpt: string;
  /** The rest of the page's text, matched and quoted when only it matches. */
  body: string;
}

/** A match as the results list shows it: the excerpt, or a snippet of the body around the first hit. */
export interface SearchHit {
  url: string;
  title: string;
  type: string;
  text: string;
}

/** Lowercased, without accents: "Café" -> "cafe". */
export function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The words of a query, normalised, without surrounding punctuation. */
export function queryWords(query: string): string[] {
  return normalise(query)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter(Boolean);
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A word matches where a word of the text starts with it: "cloud" finds "Clouds", "ai" does not find "maintain". */
function wordPattern(word: string): RegExp {
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, 'u');
}

interface Normalised {
  title: string;
  head: string;
  body: string;
}

// Normalising a page's text costs more than matching it: do it once per record, not per keystroke.
const normalisedRecords = new WeakMap<SearchRecord, Normalised>();

function normalised(record: SearchRecord): Normalised {
  let value = normalisedRecords.get(record);
  if (!value) {
    value = {
      title: normalise(record.title),
      head: normalise(`${record.type} ${record.excerpt}`),
      body: normalise(record.body),
    };
    normalisedRecords.set(record, value);
  }
  return value;
}

/** Where in `text` its normalised form reaches `index` (accents may take code units of their own). */
function originalIndex(text: string, index: number): number {
  let reached = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (reached >= index) return i;
    reached += normalise(text[i]!).length;
  }
  return text.length;
}

/** About `max` characters of `text` around `index`, cut at words, with an ellipsis where it was cut. */
export function snippet(text: string, index: number, max = 160): string {
  if (text.length <= max) return text;
  let start = Math.max(0, Math.min(index - Math.round(max / 3), text.length - max));
  if (start > 0 && text[start - 1] !== ' ') {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < index) start = space + 1;
  }
  let end = Math.min(text.length, start + max);
  if (end < text.length && text[end] !== ' ') {
    const space = text.lastIndexOf(' ', end);
    if (space > index) end = space;
  }
  const cut = text.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${end < text.length ? `${cut.replace(/[,;:.]$/, '')}…` : cut}`;
}

/**
 * The text a hit shows: its excerpt when the title or excerpt holds every word,
 * else a snippet of the body around the first word found only there.
 */
function hitText(record: SearchRecord, text: Normalised, patterns: RegExp[]): string {
  const bodyOnly = patterns.filter((pattern) => !pattern.test(text.title) && !pattern.test(text.head));
  if (bodyOnly.length === 0 && record.excerpt) return record.excerpt;
  const first = Math.min(
    ...(bodyOnly.length > 0 ? bodyOnly : patterns).map((pattern) => {
      const match = pattern.exec(text.body);
      return match ? match.index + match[1]!.length : Infinity;
    }),
  );
  return Number.isFinite(first) ? snippet(record.body, originalIndex(record.body, first)) : record.excerpt;
}

/**
 * The pages that contain every word of the query at the start of a word (case- and
 * accent-insensitive) in their title, type, excerpt or body: those matching in the
 * title first, then those matching in the excerpt, otherwise in index order.
 */
export function searchRecords(records: readonly SearchRecord[], query: string): SearchHit[] {
  const patterns = queryWords(query).map(wordPattern);
  if (patterns.length === 0) return [];
  return records
    .map((record, index) => {
      const text = normalised(record);
      const all = `${text.title} ${text.head} ${text.body}`;
      if (!patterns.every((pattern) => pattern.test(all))) return null;
      const titleHits = patterns.filter((pattern) => pattern.test(text.title)).length;
      const headHits = patterns.filter((pattern) => pattern.test(text.head)).length;
      return { record, text, index, rank: titleHits * 100 + headHits };
    })
    .filter((match) => match !== null)
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map(({ record, text }) => ({
      url: record.url,
      title: record.title,
      type: record.type,
      text: hitText(record, text, patterns),
    }));
}

/** "No results", "1 result", "12 results". */
export function resultCount(total: number): string {
  if (total === 0) return 'No results';
  return `${total} ${total === 1 ? 'result' : 'results'}`;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The index as fetched, checked: a list of records, or an error for anything else. */
export function parseSearchIndex(data: unknown): SearchRecord[] {
  if (!Array.isArray(data)) throw new TypeError('The search index is not a list');
  return data.map((item: unknown) => {
    const record = item as Partial<Record<keyof SearchRecord, unknown>> | null;
    if (
      !record ||
      ![record.url, record.title, record.type, record.excerpt, record.body].every(isString) ||
      !(record.url as string).startsWith('/')
    ) {
      throw new TypeError('The search index holds a malformed record');
    }
    return record as SearchRecord;
  });
}
