// After `next build`: delete the route payloads only client-side navigation reads (the links
// are plain ones; buildtime/export-files.ts), move every page's React payload into a file of its own
// (buildtime/page-payload.ts), give the page its paint loader, which requests the web fonts, the
// page's scripts and that file once it has painted (buildtime/deferred-scripts.ts; those it starts
// with marked to compile as they download, buildtime/compile-hints.ts), put the symbols of its
// icons in it (buildtime/inline-icons.ts) and leave its manifest link to React
// (buildtime/manifest-link.ts), write the rules of its first screen into it and leave its
// stylesheets to the paint loader too (buildtime/critical-styles.ts; with its first screen's
// symbols only, when that is what makes the room; a page still too heavy keeps its first, small
// stylesheet), so that it asks for nothing, or little, before it paints, give it a
// Content-Security-Policy <meta> tag that allows exactly its own inline scripts and styles,
// bundle the content manager into out/admin/ (buildtime/cms-bundle.ts), write the security contact
// to out/.well-known/security.txt (buildtime/security-txt.ts) and the rules that prerender the next
// page (hosting/speculation-rules.ts), write the hosting headers to `out/_headers`, which the
// CDN and the Worker read, and stop past the files the host takes. The transforms are in
// buildtime/, the headers in hosting/headers.ts.
//   tsx scripts/postbuild.cli.ts [EXPORT_DIR]   another export than out/
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatHeadersFile } from '../hosting/headers-file';
import { headerProblems, headerRules } from '../hosting/headers';
import { withEagerCompileHint } from '../buildtime/compile-hints';
import { cacheDir, cachedEntry, cacheKey } from '../buildtime/build-cache';
import { pageFinisher } from '../buildtime/finish-page';
import { codeDigest } from '../buildtime/code-digest.mjs';
import { paintLoaderFile } from '../buildtime/deferred-scripts';
import { paths as pagePaths } from '../content/permalinks';
import { contact, site } from '../content/site';
import {
  cmsPrefix,
  exportFiles,
  fileBudgetProblem,
  fileCapProblem,
  pageFiles,
  planNames,
  planOf,
  routeOf,
  routePayloadFiles,
  staticFileCaps,
} from '../buildtime/export-files';
import { payloadFolder } from '../buildtime/page-payload';
import { securityTxt, securityTxtPath } from '../buildtime/security-txt';
import { speculationRules, speculationRulesPath } from '../hosting/speculation-rules';
import { securitySectionId } from '../buildtime/privacy';
import { budgets } from '../bench/bench';
import { precompressedPath, precompressedSetting } from '../worker/pages';
import { bundleCms } from '../buildtime/cms-bundle';
import { writeSearchIndex } from '../buildtime/search-index';
import { languages } from '../content/languages';

const outDir = process.argv[2] ?? 'out';
/** The paid plan's option (`scripts/worker.cli.ts --precompressed`): each page's brotli copy beside it. */
const precompressed = process.env.PRECOMPRESSED_PAGES === precompressedSetting.PRECOMPRESSED_PAGES;
/** Pages finished at once: enough to keep both cores and libuv's threads busy. */
const pagesAtOnce = 8;

/** `task` for each item, at most `limit` at a time, the results in the items' order. */
async function inTurns<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Finishes one page (buildtime/finish-page.ts). */
const finishedPage = pageFinisher({ outDir, precompressed });

/** Finished pages of earlier builds, one file a page (buildtime/build-cache.ts). */
const pageCacheDir = join(cacheDir, 'pages');

// Next.js also writes its built-in not-found route (`_not-found.html`, its payloads); the site's
// not-found page is 404.html, which the host answers unknown paths with. Served as files, these
// would answer /_not-found with 200.
for (const name of readdirSync(outDir).filter((entry) => /^_not-found(\.|$)/.test(entry))) {
  rmSync(join(outDir, name), { recursive: true });
}
// The route payloads only Next.js's client-side navigation reads: the site's links are plain ones.
const payloadFiles = routePayloadFiles(exportFiles(outDir));
for (const file of payloadFiles) rmSync(join(outDir, file));
for (const folder of new Set(payloadFiles.map((file) => dirname(file)))) {
  if (readdirSync(join(outDir, folder)).length === 0) rmSync(join(outDir, folder), { recursive: true });
}
const pages = pageFiles(exportFiles(outDir));

// Every page stays under 30 KiB of gzipped HTML and fits the first round trip of a new connection,
// 13.3 KB of brotli (the budgets of BENCHMARKS.md, bench/bench.ts), its icons' symbols
// included, loads no script but through its one paint loader, and every icon it draws is a
// symbol of the sprite (components/ui/icon.tsx refers to /icons.svg#id).
const pageProblems: string[] = [];
/** Pages that would be over the first round trip with their first screen's rules inline: they
 * keep their first stylesheets linked (`keptFirstSheets`, by what they keep), or link the rules
 * as a stylesheet of their own (`linkedFirstScreens`); their first paint waits for those (the
 * bench names them). */
const keptFirstSheets = new Map<string, string[]>();
const linkedFirstScreens: string[] = [];
/** Those stylesheets, by URL. */
const firstScreenStylesheets = new Map<string, string>();
/** The scripts pages run as they start (not the chunks they load later), compiled as they download. */
const startScripts = new Set<string>();

/**
 * What a finished page depends on besides its own HTML: the build's code (its build ID names it
 * too: buildtime/code-digest.mjs), the stylesheets and icons it draws from, the settings that shape
 * its policy and the paid plan's option. Any change there finishes every page afresh.
 */
const settings = [
  JSON.stringify(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('NEXT_PUBLIC_'))
      .sort(),
  ),
  precompressed ? 'precompressed' : '',
];
const pipeline = cacheKey([
  codeDigest(),
  readdirSync(join(outDir, '_next/static/chunks'))
    .filter((name) => name.endsWith('.css'))
    .sort()
    .join(),
  readFileSync(join(outDir, 'icons.svg')),
  ...settings,
]);
/** Each set of settings keeps its own pages: `npm test` builds two exports in turn (the endpoint's, then out/). */
const pageCache = join(pageCacheDir, cacheKey(settings).slice(0, 12));

/**
 * Finishes one page of the export in place, or takes it from the last build that finished the
 * same page with the same pipeline (a rebuild after an edit finishes only the pages it changed).
 */
async function finishPage(path: string): Promise<boolean> {
  const file = join(outDir, path);
  const html = readFileSync(file, 'utf8');
  const { value: page, hit } = await cachedEntry(
    join(pageCache, `${cacheKey([path])}.json.gz`),
    cacheKey([pipeline, path, html]),
    () => finishedPage(path, html),
  );
  if (page.payload) {
    mkdirSync(join(outDir, payloadFolder), { recursive: true });
    writeFileSync(join(outDir, page.payload.url), page.payload.text);
  }
  for (const script of page.startScripts) startScripts.add(script);
  pageProblems.push(...page.problems);
  if (page.stylesheet) {
    firstScreenStylesheets.set(page.stylesheet.url, page.stylesheet.text);
    linkedFirstScreens.push(routeOf(path));
  }
  if (page.kept) keptFirstSheets.set(page.kept, [...(keptFirstSheets.get(page.kept) ?? []), routeOf(path)]);
  if (page.html !== html) writeFileSync(file, page.html);
  if (page.precompressed)
    writeFileSync(join(outDir, precompressedPath(path)), Buffer.from(page.precompressed, 'base64'));
  return hit;
}

// A few pages at a time: their compression runs on libuv's threads while the next page is
// styled, and memory holds those few (all at once, 6,900 pages ran out of heap).
const reused = (await inTurns(pages, pagesAtOnce, finishPage)).filter(Boolean).length;
// The one paint loader every page loads, and the first screens' stylesheets.
for (const [url, text] of [[paintLoaderFile.url, paintLoaderFile.text], ...firstScreenStylesheets]) {
  mkdirSync(join(outDir, dirname(url!)), { recursive: true });
  writeFileSync(join(outDir, url!), text!);
}
// The scripts the pages start with, compiled as they download (buildtime/compile-hints.ts).
for (const url of startScripts)
  writeFileSync(join(outDir, url), withEagerCompileHint(readFileSync(join(outDir, url), 'utf8')));
pageProblems.sort();
linkedFirstScreens.sort();
if (pageProblems.length > 0)
  throw new Error(
    `Pages over budget, with missing icons or with scripts outside the paint loader:\n${[...new Set(pageProblems)].join('\n')}`,
  );

// The content manager, with its own page, configuration and policy (hosting/headers.ts, cmsRule).
const cmsEntry = await bundleCms(outDir, site.url);

// The search index, the security contact (RFC 9116) and the speculation rules before the
// headers, so that the rules are checked against their files too.
// Each language has its own, beside its pages.
for (const language of languages) writeSearchIndex(outDir, language);
mkdirSync(join(outDir, dirname(securityTxtPath)), { recursive: true });
writeFileSync(
  join(outDir, securityTxtPath),
  securityTxt({
    contact: contact.email,
    siteUrl: site.url,
    now: new Date(),
    languages: [site.locale.split('_')[0]!],
    policy: `${pagePaths.privacy}#${securitySectionId}`,
  }),
);

writeFileSync(join(outDir, speculationRulesPath), `${JSON.stringify(speculationRules)}\n`);

const files = exportFiles(outDir);
// Cloudflare refuses a version with more files than the plan takes: the build stops first.
const plan = planOf(process.env.CLOUDFLARE_PLAN);
const overCap = fileCapProblem(files.length, plan);
if (overCap) throw new Error(overCap);
const paths = [...files, ...pages.map(routeOf), cmsPrefix];
// A pull request's preview (`npm run preview`, SITE_PREVIEW=1) asks search engines to keep out.
const rules = headerRules(paths, { preview: process.env.SITE_PREVIEW === '1' });
const problems = headerProblems(rules, paths);
if (problems.length > 0) throw new Error(`The _headers rules do not fit the export:\n${problems.join('\n')}`);
const text = formatHeadersFile(
  rules,
  'Written by scripts/postbuild.cli.ts. Each page carries its own script policy (with the hashes\n' +
    'of its inline scripts) in a <meta> tag; the Content-Security-Policy below holds the rest.',
);
writeFileSync(join(outDir, '_headers'), text);

const longest = Math.max(...text.split('\n').map((line) => line.length));
// Checked once the export is whole, so that a bench can still measure one over its budget.
const overBudget = fileBudgetProblem(files.length, pages.length);
if (overBudget) throw new Error(overBudget);
for (const [kept, routes] of [...keptFirstSheets].sort())
  console.log(
    `postbuild: ${routes.sort().join(', ')} keep ${kept} and carry the others' first-screen rules (over ${budgets.htmlBrotli} bytes of brotli with all inline): their first paint waits for those`,
  );
if (linkedFirstScreens.length > 0)
  console.log(
    `postbuild: ${linkedFirstScreens.join(', ')} link their first screen's rules (over ${budgets.htmlBrotli} bytes of brotli inline): their first paint waits for that stylesheet`,
  );
console.log(
  `postbuild: ${pages.length} pages (${reused} as an earlier build finished them) in ${files.length} files (of the ${staticFileCaps[plan].toLocaleString('en')} a Worker version holds on Cloudflare's ${planNames[plan]} plan); the content manager at ${cmsPrefix} (${cmsEntry}); ${rules.length} header rules (longest line ${longest} characters) in ${outDir}/_headers`,
);
