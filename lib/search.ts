/**
 * One page of the search index with all its text: what buildtime/search-index.ts reads from the
 * static export, and the shape of an index given whole (a list of these).
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

/**
 * Lowercased, without accents: "Café" -> "cafe". Arabic loses its vowel marks and tatweel, and
 * its letters written several ways are one: every alef (أ إ آ ٱ) is ا, alef maqsura ى is ي and
 * ta marbuta ة is ه, as a searcher may type them either way.
 */
export function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
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
function hitText(record: SearchRecord, patterns: RegExp[], text = normalised(record)): string {
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
      text: hitText(record, patterns, text),
    }));
}

// In a module of its own, so that the pages that show a count do not carry the search with it.
export { resultCount } from './search-count';

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

// The index in shards. Written whole, the index grows with every page and all its text, and a
// first search downloads all of it. So buildtime/search-index.ts writes it in parts:
//   - /search-index.json: the pages' types and where each shard of pages starts (a few hundred
//     bytes, whatever the number of pages), and the keys of the term shards;
//   - /search-index/terms-{key}.json: the terms that start with one character, each with the
//     pages whose title, description (head) or other text (body) holds it;
//   - /search-index/heads-{n}.json: the url, title and description of consecutive pages;
//   - /search-index/bodies-{n}.json: the other text of consecutive pages.
// A query fetches the term shards of its words' first characters, which find and order its
// hits, then the heads of the hits it shows, and the bodies of those whose snippet quotes their
// text, each file once. Results, order and texts are those of `searchRecords` over the whole
// index: a word matches where a word of the text starts with it, and the terms are exactly the
// places where one can.

/** The pages whose title, description (`head`) or other text (`body`) holds a term, by their place in the index. */
export interface TermPostings {
  title: number[];
  head: number[];
  body: number[];
}

/** One term shard: its terms in sorted order, each with its pages. */
export interface TermShard {
  terms: string[];
  postings: TermPostings[];
}

/** A page as a shard of heads holds it. */
export type SearchHead = [url: string, title: string, excerpt: string];

export interface ShardedIndex {
  kind: 'sharded';
  /** Each page's type, in index order. */
  types: string[];
  /** The keys of the term shards there are. */
  terms: Set<string>;
  /** The first page of each shard of heads, and of bodies, in order. */
  heads: number[];
  bodies: number[];
}

/** The search index as fetched: whole (a list of records), or in shards. */
export type SearchIndex = { kind: 'whole'; records: SearchRecord[] } | ShardedIndex;

/** The shards fetched so far. */
export interface SearchShards {
  terms: Map<string, TermShard>;
  heads: Map<number, SearchHead[]>;
  bodies: Map<number, string[]>;
}

/** No shard fetched yet. */
export const noShards = (): SearchShards => ({ terms: new Map(), heads: new Map(), bodies: new Map() });

/** What a query comes to: its hits (the first `shown`, with their texts) and how many there are, or the files still needed. */
export type SearchOutcome = { hits: SearchHit[]; total: number } | { missing: string[] };

/** Where the shards are on the site. */
export const searchShardFolder = '/search-index/';
export const termShardUrl = (key: string): string => `${searchShardFolder}terms-${key}.json`;
export const headShardUrl = (shard: number): string => `${searchShardFolder}heads-${shard}.json`;
export const bodyShardUrl = (shard: number): string => `${searchShardFolder}bodies-${shard}.json`;

/** The key of the term shard of the terms that start like `word` (normalised): its first character, or that character's code point in hexadecimal. */
export function termKey(word: string): string {
  const first = String.fromCodePoint(word.codePointAt(0) ?? 0);
  return /^[a-z0-9]$/.test(first) ? first : `u${first.codePointAt(0)!.toString(16)}`;
}

const letterOrDigit = /^[\p{L}\p{N}]$/u;

/**
 * The terms a text is found by: in each word of the normalised text, every part that starts
 * where a query word may match ("triage" in "claims-triage"), less the punctuation that ends it,
 * which no query word ends with. A query word matches the text exactly when a term starts with it.
 */
export function searchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of normalise(text).split(/\s+/)) {
    const characters = Array.from(word);
    characters.forEach((character, index) => {
      if (!letterOrDigit.test(character) || (index > 0 && letterOrDigit.test(characters[index - 1]!))) return;
      terms.add(
        characters
          .slice(index)
          .join('')
          .replace(/[^\p{L}\p{N}+#]+$/u, ''),
      );
    });
  }
  return [...terms];
}

/** The place of the first of `sorted` that is not before `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * `terms`, sorted, less those that find nothing more: a term that starts another one, or one of
 * `covering` (sorted), is found by every word that finds the longer one.
 */
export function withoutCoveredTerms(terms: readonly string[], covering: readonly string[] = []): string[] {
  const sorted = [...new Set(terms)].sort();
  return sorted.filter(
    (term, index) => !sorted[index + 1]?.startsWith(term) && !covering[lowerBound(covering, term)]?.startsWith(term),
  );
}

type Found = Record<keyof TermPostings, Set<number>>;

/** The pages of `shard` with a term that starts with `word`. */
function postingsOf(shard: TermShard | undefined, word: string): Found {
  const found: Found = { title: new Set(), head: new Set(), body: new Set() };
  if (!shard) return found;
  for (let index = lowerBound(shard.terms, word); shard.terms[index]?.startsWith(word); index += 1) {
    for (const field of ['title', 'head', 'body'] as const) {
      for (const page of shard.postings[index]![field]) found[field].add(page);
    }
  }
  return found;
}

/** The shard of a page: the last one that starts at or before it. */
function shardOfPage(starts: readonly number[], page: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= page) low = middle;
    else high = middle - 1;
  }
  return low;
}

function searchSharded(index: ShardedIndex, shards: SearchShards, query: string, shown: number): SearchOutcome {
  const words = queryWords(query);
  if (words.length === 0) return { hits: [], total: 0 };
  const keys = [...new Set(words.map(termKey))].filter((key) => index.terms.has(key));
  const missingTerms = keys.filter((key) => !shards.terms.has(key));
  if (missingTerms.length > 0) return { missing: missingTerms.map(termShardUrl) };
  const patterns = words.map(wordPattern);
  const found = words.map((word) => postingsOf(shards.terms.get(termKey(word)), word));
  // A type is part of a page's head; there are a few, so they are matched here.
  const typeMatches = new Map(
    [...new Set(index.types)].map((type) => [type, patterns.map((pattern) => pattern.test(normalise(type)))]),
  );
  const matches: { page: number; rank: number }[] = [];
  index.types.forEach((type, page) => {
    let titleHits = 0;
    let headHits = 0;
    for (const [i, inType] of typeMatches.get(type)!.entries()) {
      const inTitle = found[i]!.title.has(page);
      const inHead = inType || found[i]!.head.has(page);
      if (!inTitle && !inHead && !found[i]!.body.has(page)) return;
      titleHits += Number(inTitle);
      headHits += Number(inHead);
    }
    matches.push({ page, rank: titleHits * 100 + headHits });
  });
  matches.sort((a, b) => b.rank - a.rank || a.page - b.page);
  const listed = matches.slice(0, shown).map(({ page }) => ({
    page,
    head: shardOfPage(index.heads, page),
    body: shardOfPage(index.bodies, page),
  }));
  const missingHeads = [...new Set(listed.map(({ head }) => head))].filter((shard) => !shards.heads.has(shard));
  if (missingHeads.length > 0) return { missing: missingHeads.map(headShardUrl) };
  const records = listed.map(({ page, head, body }) => {
    const [url, title, excerpt] = shards.heads.get(head)![page - index.heads[head]!]!;
    const record = { url, title, type: index.types[page]!, excerpt, body: '' };
    // Its body only for a snippet: when a word is found in the body alone, or there is no excerpt (see hitText).
    const [inTitle, inHead] = [normalise(title), normalise(`${record.type} ${excerpt}`)];
    const quoted = !excerpt || patterns.some((pattern) => !pattern.test(inTitle) && !pattern.test(inHead));
    return { page, body, record, quoted };
  });
  const missingBodies = [...new Set(records.filter(({ quoted }) => quoted).map(({ body }) => body))].filter(
    (shard) => !shards.bodies.has(shard),
  );
  if (missingBodies.length > 0) return { missing: missingBodies.map(bodyShardUrl) };
  const hits = records.map(({ page, body, record, quoted }) => {
    if (quoted) record.body = shards.bodies.get(body)![page - index.bodies[body]!]!;
    return { url: record.url, title: record.title, type: record.type, text: hitText(record, patterns) };
  });
  return { hits, total: matches.length };
}

/**
 * The pages that match a query, as `searchRecords` finds and orders them, the first `shown` with
 * their texts; or, for a sharded index, the files to fetch first (then ask again).
 */
export function search(index: SearchIndex, shards: SearchShards, query: string, shown = Infinity): SearchOutcome {
  if (index.kind === 'sharded') return searchSharded(index, shards, query, shown);
  const hits = searchRecords(index.records, query);
  return { hits: hits.slice(0, shown), total: hits.length };
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** The first file of a sharded index: the types of the pages in runs (`[type, how many]`), the term shards' keys, the first page of each shard of heads and of bodies. */
export interface ShardedIndexFile {
  types: [type: string, pages: number][];
  terms: string[];
  heads: number[];
  bodies: number[];
}

/** The index's first file as fetched, checked: a list of records (the whole index) or a sharded index; an error for anything else. */
export function readSearchIndex(data: unknown): SearchIndex {
  if (Array.isArray(data)) return { kind: 'whole', records: parseSearchIndex(data) };
  const file = (data ?? {}) as Partial<Record<keyof ShardedIndexFile, unknown>>;
  const runs = Array.isArray(file.types) ? (file.types as unknown[]) : [null];
  const starts = (value: unknown): value is number[] =>
    Array.isArray(value) && value.every((start, i) => isCount(start) && (i === 0 ? start === 0 : start > value[i - 1]));
  if (
    !runs.every((run) => Array.isArray(run) && run.length === 2 && isString(run[0]) && isCount(run[1])) ||
    !isStringList(file.terms) ||
    !file.terms.every((key) => /^([a-z0-9]|u[0-9a-f]+)$/.test(key)) ||
    !starts(file.heads) ||
    !starts(file.bodies)
  )
    throw new TypeError('The search index is neither a list of pages nor an index in shards');
  const types = (runs as ShardedIndexFile['types']).flatMap(([type, count]) => Array<string>(count).fill(type));
  return { kind: 'sharded', types, terms: new Set(file.terms), heads: file.heads, bodies: file.bodies };
}

/** Numbers written as the difference from the one before (the first as it is): [3, 4, 10] as [3, 1, 6]. */
export const deltaEncode = (numbers: readonly number[]): number[] =>
  numbers.map((number, index) => (index === 0 ? number : number - numbers[index - 1]!));

function deltaDecode(deltas: readonly number[]): number[] {
  let total = 0;
  return deltas.map((delta) => (total += delta));
}

/** A term shard as fetched (`[[term, title, head and body pages as deltas], …]`), checked. */
export function readTermShard(data: unknown): TermShard {
  if (!Array.isArray(data)) throw new TypeError('A term shard is not a list');
  const shard: TermShard = { terms: [], postings: [] };
  for (const entry of data as unknown[]) {
    const [term, title, head, body] = Array.isArray(entry) ? entry : [];
    if (!isString(term) || ![title, head, body].every((pages) => Array.isArray(pages) && pages.every(isCount)))
      throw new TypeError('A term shard holds a malformed term');
    shard.terms.push(term);
    shard.postings.push({
      title: deltaDecode(title as number[]),
      head: deltaDecode(head as number[]),
      body: deltaDecode(body as number[]),
    });
  }
  return shard;
}

/** A shard of heads as fetched (`[[url, title, excerpt], …]`), checked. */
export function readHeadShard(data: unknown): SearchHead[] {
  if (
    !Array.isArray(data) ||
    !data.every((page) => isStringList(page) && page.length === 3 && page[0]!.startsWith('/'))
  )
    throw new TypeError('A shard of heads is not a list of pages');
  return data as SearchHead[];
}

/** A shard of bodies as fetched (a list of texts), checked. */
export function readBodyShard(data: unknown): string[] {
  if (!isStringList(data)) throw new TypeError('A shard of bodies is not a list of texts');
  return data;
}

const shardUrl = new RegExp(
  `^${escapeRegExp(searchShardFolder)}(?:terms-([a-z0-9]|u[0-9a-f]+)|heads-(\\d+)|bodies-(\\d+))\\.json$`,
);

/** Keeps a fetched shard, named by its URL, among `shards`, checked; an error for anything else. */
export function storeShard(shards: SearchShards, url: string, data: unknown): void {
  const [, key, head, body] = shardUrl.exec(url) ?? [];
  if (key !== undefined) shards.terms.set(key, readTermShard(data));
  else if (head !== undefined) shards.heads.set(Number(head), readHeadShard(data));
  else if (body !== undefined) shards.bodies.set(Number(body), readBodyShard(data));
  else throw new TypeError(`${url} is not a shard of the search index`);
}
