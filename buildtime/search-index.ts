// The site search index, built from the static export: every page's own text
// (its <main>, less what repeats on every page), its title, type and description,
// written in shards (lib/search.ts says how): `out/search-index.json`, a few hundred bytes
// whatever the size of the site, and the term and text shards in `out/search-index/`. The
// header search dialog and the /search page fetch them only when a visitor searches, and a
// query only the shards it needs, so no other page pays for the index, and a first search
// little of it.
//
// Runs after `next build` from scripts/postbuild.cli.ts, or alone:
//   tsx scripts/search-index.cli.ts [outDir]     (default: out)
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { defaultLanguage, type Language, translatedLanguages } from '../content/languages';
import { collectionPrefixes, englishPath, paths, pathIn } from '../content/permalinks';
import { site } from '../content/site';
import { attribute as attr, parseHtml, type HtmlNode } from './html-tree';
import { LIVE_RESULTS_SHOWN } from '../hooks/use-live-search';
import {
  deltaEncode,
  noShards,
  readSearchIndex,
  search,
  searchShardFolder,
  searchTerms,
  storeShard,
  termKey,
  termShardUrl,
  headShardUrl,
  bodyShardUrl,
  withoutCoveredTerms,
  type SearchIndex,
  type SearchRecord,
  type ShardedIndexFile,
} from '../lib/search';

export const indexFile = 'search-index.json';

/** Pages that are not content: the error pages and the search page itself. */
const excludedFiles = new Set(['404.html', 'search.html']);

/** Elements whose text says nothing about the page: code, graphics, controls, navigation, sidebars, dialogs. */
const skippedTags = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'iframe',
  'video',
  'audio',
  'form',
  'button',
  'nav',
  'aside',
  'dialog',
]);

/**
 * Sections that repeat on many pages. The call to action and the related projects
 * mark themselves with `data-search="skip"`; the newsletter strip is known by its
 * heading's id (its component belongs to the forms work and stays untouched).
 */
const repeatedSectionTitles = new Set(['newsletter-title']);

/**
 * Formatting elements: their text runs on with the text around them ("<b>Cloud</b>s" is one
 * word). Every other element ends a word, since CSS often sets links and spans apart.
 */
const runOnTags = new Set([
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'strong',
  'sub',
  'sup',
  'u',
]);

/** Route-derived labels, in the order results of equal rank are listed. */
const types: [SearchRecord['type'], (route: string) => boolean][] = [
  ['Service', (route) => route.startsWith(collectionPrefixes.service) || route === paths.serviceDetails],
  ['Project', (route) => route.startsWith(collectionPrefixes.project) || route === paths.projectDetails],
  ['Article', (route) => route === paths.blogDetails],
  ['Team', (route) => route.startsWith(collectionPrefixes.member) || route === paths.teamDetails],
  ['FAQ', (route) => route === paths.faqs],
  ['Page', () => true],
];

/** What buildMetadata() adds to every inner page's title. */
const siteSuffix = ` | ${site.name}`;

const withoutSiteSuffix = (title: string) => (title.endsWith(siteSuffix) ? title.slice(0, -siteSuffix.length) : title);

function find(node: HtmlNode, predicate: (node: HtmlNode) => boolean): HtmlNode | undefined {
  if (predicate(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = find(child, predicate);
    if (found) return found;
  }
  return undefined;
}

const byTag = (tag: string) => (node: HtmlNode) => node.tagName === tag;

/** All the text of a node, whitespace collapsed. */
function textOf(node: HtmlNode): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map(textOf).join('');
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function skipped(node: HtmlNode): boolean {
  return (
    skippedTags.has(node.tagName ?? '') ||
    attr(node, 'hidden') !== undefined ||
    attr(node, 'aria-hidden') === 'true' ||
    attr(node, 'data-search') === 'skip' ||
    repeatedSectionTitles.has(attr(node, 'aria-labelledby') ?? '')
  );
}

/** The text blocks of a node: each element starts a new block, except formatting ones. */
function blocksOf(node: HtmlNode, blocks = ['']): string[] {
  if (node.nodeName === '#text') {
    blocks[blocks.length - 1] += node.value ?? '';
    return blocks;
  }
  if (node.tagName && skipped(node)) return blocks;
  const block = node.tagName !== undefined && !runOnTags.has(node.tagName);
  if (block) blocks.push('');
  for (const child of node.childNodes ?? []) blocksOf(child, blocks);
  if (block) blocks.push('');
  return blocks;
}

/** `about.html` -> `/about`; `index.html` -> `/`; `team-details/index.html` -> `/team-details`. */
export function routeOf(file: string): string {
  const path = `/${file.replace(/\\/g, '/')}`.replace(/\.html$/, '');
  if (path === '/index') return '/';
  return path.replace(/\/index$/, '');
}

export function typeOf(route: string): SearchRecord['type'] {
  // The last pattern matches every route.
  return types.find(([, matches]) => matches(route))![0];
}

/**
 * One page's record: url, title (its h1, else its <title> without the site name),
 * type, excerpt (the meta description) and body (the text of <main>, each block
 * once, without the title and the excerpt, which are matched on their own).
 */
export function pageRecord(html: string, route: string, language: Language = defaultLanguage): SearchRecord | null {
  const document = parseHtml(html);
  const main = find(document, byTag('main'));
  if (!main) return null;
  const h1 = find(main, byTag('h1'));
  const titleElement = find(document, byTag('title'));
  const title = collapse(h1 ? textOf(h1) : titleElement ? withoutSiteSuffix(textOf(titleElement)) : '');
  const description = find(document, (node) => node.tagName === 'meta' && attr(node, 'name') === 'description');
  const excerpt = collapse((description && attr(description, 'content')) ?? '');
  const seen = new Set([title, excerpt]);
  const body: string[] = [];
  for (const block of blocksOf(main).map(collapse)) {
    if (block === '' || seen.has(block)) continue;
    seen.add(block);
    body.push(block);
  }
  return { url: route, title, type: typeOf(englishPath(route, language)), excerpt, body: body.join(' ') };
}

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Next.js's files and the content manager (out/admin/) are not pages of the site; the
    // pages in other languages (out/de/, out/de.html) are not English ones.
    const notPages = ['_next', 'admin', ...translatedLanguages];
    if (entry.isDirectory()) return notPages.includes(relative(root, path)) ? [] : htmlFiles(path, root);
    const file = relative(root, path);
    const otherLanguage = translatedLanguages.some((language) => file === `${language}.html`);
    return entry.name.endsWith('.html') && !excludedFiles.has(file) && !otherLanguage ? [file] : [];
  });
}

/**
 * The folder of an export that holds a language's pages and its index: the export itself for
 * English, `out/de/` for German (whose home page is `out/de.html`, beside it).
 */
export const languageRoot = (outDir: string, language: Language): string =>
  language === defaultLanguage ? outDir : join(outDir, language);

/** A language's pages in an export: each file's path, and the page's address. */
function languagePages(outDir: string, language: Language): { file: string; route: string }[] {
  const root = languageRoot(outDir, language);
  const pages = existsSync(root)
    ? htmlFiles(root).map((file) => ({ file: join(root, file), route: pathIn(routeOf(file), language) }))
    : [];
  const home = join(outDir, `${language}.html`);
  if (language !== defaultLanguage && existsSync(home)) pages.push({ file: home, route: pathIn('/', language) });
  return pages;
}

const typeRank = (record: SearchRecord) => types.findIndex(([type]) => type === record.type);
const depth = (route: string) => route.split('/').length;

/** The order of the index, which results of equal rank keep: by type, pages of a collection before its generic template, then by URL. */
export const byIndexOrder = (a: SearchRecord, b: SearchRecord): number =>
  typeRank(a) - typeRank(b) || depth(b.url) - depth(a.url) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

/**
 * The records of every exported page, in the order results of equal rank are
 * shown: by type, pages of a collection before its generic template, then by URL.
 */
export function buildSearchIndex(outDir: string, language: Language = defaultLanguage): SearchRecord[] {
  return languagePages(outDir, language)
    .map(({ file, route }) => pageRecord(readFileSync(file, 'utf8'), route, language))
    .filter((record): record is SearchRecord => record !== null)
    .sort(byIndexOrder);
}

/**
 * Bytes a shard of heads (url, title, description) and a shard of bodies hold, unless one page
 * alone has more. Sized to the first query's budget: at ten times today's content, 8,000 each
 * (rather than 4,000) halves the heads and bodies shards (117 files to 80 in English, 177 to 125
 * in Arabic) for 3.7 to 7 KiB more on the heaviest first query (28.8 and 31.8 KiB gzipped,
 * budget 48.8); 16,000 for bodies or 12,000 each gains a few files more for as much again.
 */
export const shardBytes = { heads: 8_000, bodies: 8_000 };

/** Consecutive items in groups of about `limit` bytes of JSON (a bigger item alone), and where each group starts. */
function groups<T>(items: T[], limit: number): { groups: T[][]; starts: number[] } {
  const grouped: T[][] = [];
  const starts: number[] = [];
  let bytes = Infinity;
  items.forEach((item, index) => {
    const size = Buffer.byteLength(JSON.stringify(item));
    if (bytes + size > limit) {
      grouped.push([]);
      starts.push(index);
      bytes = 0;
    }
    grouped.at(-1)!.push(item);
    bytes += size;
  });
  return { groups: grouped, starts };
}

/** A file of the index: its path in the export and its content. */
export interface IndexFile {
  path: string;
  json: string;
}

/** A path in the export of a URL of the site. */
const exportPath = (url: string) => url.replace(/^\//, '');

/**
 * The index in shards (lib/search.ts reads them): the first file, a term shard per first
 * character of the terms, and shards of the heads and of the bodies of consecutive pages of
 * about `limits` bytes. Each field's
 * terms leave out those a longer term of the page finds too: a title's, those of its other
 * titles; a description's, those of its type; the text's, those of its title, type and description.
 */
export function shardSearchIndex(records: SearchRecord[], limits = shardBytes): IndexFile[] {
  const postings = new Map<string, { title: number[]; head: number[]; body: number[] }>();
  const post = (terms: string[], field: 'title' | 'head' | 'body', page: number) => {
    for (const term of terms) {
      const entry = postings.get(term) ?? { title: [], head: [], body: [] };
      entry[field].push(page);
      postings.set(term, entry);
    }
  };
  records.forEach((record, page) => {
    const title = searchTerms(record.title);
    const type = searchTerms(record.type);
    const head = searchTerms(record.excerpt);
    post(withoutCoveredTerms(title), 'title', page);
    post(withoutCoveredTerms(head, withoutCoveredTerms(type)), 'head', page);
    post(
      withoutCoveredTerms(searchTerms(record.body), withoutCoveredTerms([...title, ...type, ...head])),
      'body',
      page,
    );
  });
  const shards = new Map<string, (string | number[])[][]>();
  for (const term of [...postings.keys()].sort()) {
    const { title, head, body } = postings.get(term)!;
    const key = termKey(term);
    shards.set(key, [...(shards.get(key) ?? []), [term, deltaEncode(title), deltaEncode(head), deltaEncode(body)]]);
  }
  const heads = groups(
    records.map(({ url, title, excerpt }) => [url, title, excerpt]),
    limits.heads,
  );
  const bodies = groups(
    records.map(({ body }) => body),
    limits.bodies,
  );
  const types: ShardedIndexFile['types'] = [];
  for (const { type } of records) {
    const last = types.at(-1);
    if (last?.[0] === type) last[1] += 1;
    else types.push([type, 1]);
  }
  const first: ShardedIndexFile = { types, terms: [...shards.keys()], heads: heads.starts, bodies: bodies.starts };
  const files = (url: (shard: number) => string, shards: unknown[]) =>
    shards.map((shard, n) => ({ path: exportPath(url(n)), json: JSON.stringify(shard) }));
  return [
    { path: indexFile, json: JSON.stringify(first) },
    ...[...shards].map(([key, terms]) => ({ path: exportPath(termShardUrl(key)), json: JSON.stringify(terms) })),
    ...files(headShardUrl, heads.groups),
    ...files(bodyShardUrl, bodies.groups),
  ];
}

/** What the search dialog may download for a first query, gzipped: at most this many bytes. */
export const searchQueryBudget = 50_000;

const gzipped = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Writes the index of `<outDir>` (`search-index.json` and the folder `search-index/`, which it
 * replaces) and reports its size and what the heaviest first query of the search dialog downloads.
 */
export function writeSearchIndex(
  outDir = 'out',
  language: Language = defaultLanguage,
): {
  pages: number;
  files: number;
  bytes: number;
  gzipBytes: number;
  firstQuery: FirstQuery;
} {
  const records = buildSearchIndex(outDir, language);
  outDir = languageRoot(outDir, language);
  const files = shardSearchIndex(records);
  rmSync(join(outDir, exportPath(searchShardFolder)), { recursive: true, force: true });
  mkdirSync(join(outDir, exportPath(searchShardFolder)), { recursive: true });
  for (const { path, json } of files) writeFileSync(join(outDir, path), json);
  const bytes = files.reduce((sum, { json }) => sum + Buffer.byteLength(json), 0);
  const gzipBytes = files.reduce((sum, { json }) => sum + gzipped(json), 0);
  const firstQuery = heaviestFirstQuery(outDir);
  console.log(
    `search index: ${records.length} pages, ${kb(bytes)} (${kb(gzipBytes)} gzipped) in ${files.length} files, ${outDir}/${indexFile} and ${outDir}${searchShardFolder}; a first search downloads at most ${kb(firstQuery.gzipBytes)} gzipped (“${firstQuery.query}”)`,
  );
  return { pages: records.length, files: files.length, bytes, gzipBytes, firstQuery };
}

/** The files of the search index in an export (paths in it). */
export function searchIndexFiles(outDir: string): string[] {
  if (!existsSync(join(outDir, indexFile))) return [];
  const folder = exportPath(searchShardFolder);
  const shards = existsSync(join(outDir, folder)) ? readdirSync(join(outDir, folder)).toSorted() : [];
  return [indexFile, ...shards.map((name) => join(folder, name))];
}

/** A query and the bytes, gzipped, that the search dialog downloads to show its results when it is the first. */
export interface FirstQuery {
  query: string;
  files: string[];
  gzipBytes: number;
}

/**
 * What the search dialog downloads for `query` as a visitor's first search in the export: the
 * first file, then the files the query needs to show its first results, as lib/search.ts asks
 * for them.
 */
export function firstQueryDownload(
  outDir: string,
  query: string,
  cache = new Map<string, { data: unknown; gzipBytes: number }>(),
): FirstQuery {
  const read = (url: string) => {
    let file = cache.get(url);
    if (!file) {
      const content = readFileSync(join(outDir, exportPath(url)));
      file = { data: JSON.parse(content.toString('utf8')), gzipBytes: gzipped(content) };
      cache.set(url, file);
    }
    return file;
  };
  const first = read(`/${indexFile}`);
  const index = readSearchIndex(first.data);
  const shards = noShards();
  const files = [`/${indexFile}`];
  let gzipBytes = first.gzipBytes;
  for (let outcome = search(index, shards, query, LIVE_RESULTS_SHOWN); 'missing' in outcome;) {
    for (const url of outcome.missing) {
      const file = read(url);
      storeShard(shards, url, file.data);
      files.push(url);
      gzipBytes += file.gzipBytes;
    }
    outcome = search(index, shards, query, LIVE_RESULTS_SHOWN);
  }
  return { query, files, gzipBytes };
}

/**
 * The heaviest first search of the export among likely ones: each letter or digit typed alone (the
 * dialog searches as the visitor types) and each word of a page title.
 */
export function heaviestFirstQuery(outDir: string): FirstQuery {
  const index = readSearchIndex(JSON.parse(readFileSync(join(outDir, indexFile), 'utf8')));
  const folder = join(outDir, exportPath(searchShardFolder));
  const titles =
    index.kind === 'whole'
      ? index.records.map(({ title }) => title)
      : index.heads.flatMap((_, shard) =>
          (JSON.parse(readFileSync(join(folder, `heads-${shard}.json`), 'utf8')) as string[][]).map(
            ([, title]) => title!,
          ),
        );
  const queries = new Set([
    ...'abcdefghijklmnopqrstuvwxyz0123456789',
    ...titles.flatMap((title) => title.split(/\s+/)).filter((word) => word.length > 1),
  ]);
  const cache = new Map<string, { data: unknown; gzipBytes: number }>();
  return [...queries]
    .map((query) => firstQueryDownload(outDir, query, cache))
    .reduce((worst, next) => (next.gzipBytes > worst.gzipBytes ? next : worst));
}

/**
 * What is wrong with the search index of an export, for the link check: a shard the first file
 * names that is not there or one there that it does not name, a malformed file, or a page it
 * lists that `pageExists` (by URL path) says the export does not hold.
 */
export function searchIndexProblems(outDir: string, pageExists: (path: string) => boolean): string[] {
  const problems: string[] = [];
  const readJson = (url: string): unknown => JSON.parse(readFileSync(join(outDir, exportPath(url)), 'utf8'));
  let index: SearchIndex;
  try {
    index = readSearchIndex(readJson(`/${indexFile}`));
  } catch (error) {
    return [`/${indexFile}: ${error instanceof Error ? error.message : String(error)}`];
  }
  const urls: string[] = [];
  if (index.kind === 'whole') urls.push(...index.records.map(({ url }) => url));
  else {
    const named = [
      ...[...index.terms].map(termShardUrl),
      ...index.heads.map((_, shard) => headShardUrl(shard)),
      ...index.bodies.map((_, shard) => bodyShardUrl(shard)),
    ];
    const folder = join(outDir, exportPath(searchShardFolder));
    const present = existsSync(folder) ? readdirSync(folder).map((name) => `${searchShardFolder}${name}`) : [];
    for (const url of named.filter((url) => !present.includes(url))) problems.push(`${url} is missing`);
    for (const url of present.filter((url) => !named.includes(url)))
      problems.push(`${url} is not named by /${indexFile}`);
    const shards = noShards();
    for (const url of named.filter((url) => present.includes(url))) {
      try {
        storeShard(shards, url, readJson(url));
      } catch (error) {
        problems.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const inOrder = <T>(shards: Map<number, T[]>) =>
      [...shards].toSorted(([a], [b]) => a - b).flatMap(([, pages]) => pages);
    const heads = inOrder(shards.heads);
    for (const [name, count] of [
      ['heads', heads.length],
      ['bodies', inOrder(shards.bodies).length],
    ] as const)
      if (count !== index.types.length && problems.length === 0)
        problems.push(`the shards of ${name} hold ${count} pages, /${indexFile} ${index.types.length}`);
    for (const [key, { terms, postings }] of shards.terms) {
      const beyond = postings.findIndex((fields) =>
        [...fields.title, ...fields.head, ...fields.body].some((page) => page >= index.types.length),
      );
      if (beyond !== -1) problems.push(`${termShardUrl(key)}: “${terms[beyond]}” names a page the index does not have`);
    }
    urls.push(...heads.map(([url]) => url));
  }
  for (const url of urls) if (!pageExists(url)) problems.push(`${url} is listed, but there is no such page`);
  return problems;
}
