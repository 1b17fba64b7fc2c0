// The link check over an export: `tsx scripts/links.cli.ts [outDir]` (npm test runs it
// after the build). Fails on any internal link, fragment or asset (href, src, srcset) that
// leads nowhere, on any target="_blank" without rel="noopener noreferrer", and on a search index
// that lists a page or names a shard the export lacks. Absolute URLs on the site's own origin
// (the canonical links, og:url, og:image) count as internal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportFiles, pageFiles, routeOf } from '../buildtime/export-files';
import { fileForPath, internalTarget, readPage, siteOrigin } from './links';
import { languageRoot, searchIndexProblems } from '../buildtime/search-index';
import { languages } from '../content/languages';

const outDir = process.argv[2] ?? 'out';
const files = new Set(exportFiles(outDir));
const html = new Map(pageFiles([...files]).map((file) => [file, readFileSync(join(outDir, file), 'utf8')]));
const pages = new Map([...html].map(([file, text]) => [file, readPage(text)]));
// Absolute links to the site's own origin (canonical URLs, social cards) are checked as internal.
const origin = siteOrigin(html.get('/index.html') ?? '');
if (!origin) {
  console.error(`Link check: ${outDir}/index.html names no canonical URL, so the site's own origin is unknown.`);
  process.exit(1);
}

const problems: string[] = [];
let checked = 0;
for (const [file, { links, unsafeBlank }] of pages) {
  const route = routeOf(file);
  for (const tag of unsafeBlank) problems.push(`${route}: ${tag} opens a new tab without rel="noopener noreferrer"`);
  for (const { tag, attribute, url } of links) {
    const target = internalTarget(url, route, origin);
    if (!target) continue;
    checked += 1;
    const where = `${route}: <${tag} ${attribute}="${url}">`;
    const targetFile = fileForPath(target.path, files);
    if (!targetFile) {
      problems.push(`${where} leads to no file`);
      continue;
    }
    if (target.fragment && tag === 'a') {
      const targetPage = pages.get(targetFile);
      if (targetPage && !targetPage.ids.has(target.fragment))
        problems.push(`${where}: no id "${target.fragment}" there`);
    }
  }
}

// Each language's search index lists pages and names its shards: each must be there.
for (const language of languages)
  for (const problem of searchIndexProblems(
    languageRoot(outDir, language),
    (path) => fileForPath(path, files) !== null,
  ))
    problems.push(`search index (${language}): ${problem}`);

if (problems.length > 0) {
  console.error(`Link check: ${problems.length} problem(s) in ${outDir}/:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `Link check: ${checked} internal links, fragments and assets (those on ${origin} included) on ${pages.size} pages of ${outDir}/, and the pages and shards of its search index, all found.`,
);
