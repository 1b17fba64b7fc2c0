// The site search index, built from the static export: every page's own text
// (its <main>, less what repeats on every page), its title, type and description,
// written to `out/search-index.json`. The header search dialog and the /search page
// fetch it only when a visitor searches, so no other page pays for it.
//
// Runs after `next build` from scripts/postbuild.cli.ts, or alone:
//   tsx scripts/search-index.cli.ts [outDir]     (default: out)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { collectionPrefixes, paths } from '../content/permalinks';
import { site } from '../content/site';
import { attribute as attr, parseHtml, type HtmlNode } from '../postbuild/html-tree';
import type { SearchRecord } from '../lib/search';

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
export function pageRecord(html: string, route: string): SearchRecord | null {
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
  return { url: route, title, type: typeOf(route), excerpt, body: body.join(' ') };
}

function htmlFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // Next.js's files and the content manager (out/admin/) are not pages of the site.
    if (entry.isDirectory()) return ['_next', 'admin'].includes(relative(root, path)) ? [] : htmlFiles(path, root);
    const file = relative(root, path);
    return entry.name.endsWith('.html') && !excludedFiles.has(file) ? [file] : [];
  });
}

const typeRank = (record: SearchRecord) => types.findIndex(([type]) => type === record.type);
const depth = (route: string) => route.split('/').length;

/**
 * The records of every exported page, in the order results of equal rank are
 * shown: by type, pages of a collection before its generic template, then by URL.
 */
export function buildSearchIndex(outDir: string): SearchRecord[] {
  return htmlFiles(outDir)
    .map((file) => pageRecord(readFileSync(join(outDir, file), 'utf8'), routeOf(file)))
    .filter((record): record is SearchRecord => record !== null)
    .sort(
      (a, b) =>
        typeRank(a) - typeRank(b) || depth(b.url) - depth(a.url) || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0),
    );
}

/** Writes `<outDir>/search-index.json` and reports its size. */
export function writeSearchIndex(outDir = 'out'): { pages: number; bytes: number; gzipBytes: number } {
  const records = buildSearchIndex(outDir);
  const json = JSON.stringify(records);
  writeFileSync(join(outDir, indexFile), json);
  const bytes = Buffer.byteLength(json);
  const gzipBytes = gzipSync(json, { level: 9 }).length;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `search index: ${records.length} pages, ${kb(bytes)} (${kb(gzipBytes)} gzipped) in ${outDir}/${indexFile}`,
  );
  return { pages: records.length, bytes, gzipBytes };
}
