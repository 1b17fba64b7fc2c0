// The content-at-scale benchmark (`npm run bench:scale`; not part of `npm test`): the project
// copied to a temporary folder, built there with today's content (1×) and then with 10× and 100×
// as many projects, team members and blog posts in every language (made up by
// bench/bench-scale.ts, each with its German and Arabic translation), each time with
// `npm run build` from a clean `.next/`. Writes its section of BENCHMARKS.md after every build:
// entries and pages, build time by phase, the export's files against the hosts' caps and its
// size, the search index and what a first search downloads, the largest page and the largest
// page of the paged listings against the HTML budgets; at 1×, the rebuilds with nothing changed
// and after one content edit, beside the floor's `next build` (bench/floor/).
//   npm run bench:scale                      1×, 10× and 100× (the last takes a while)
//   npm run bench:scale -- --factors=10      1× and 10× only
//   npm run bench:scale -- --keep            keep the temporary copy (its path is printed)
// Other options: --seed N (default 1), --out FILE (default BENCHMARKS.md).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { formatProblems } from '../content/files';
import { exportFiles, pageFiles, routeOf } from '../buildtime/export-files';
import { budgets, compressedSizes, withSection } from './bench';
import { parseBuildPhases } from '../buildtime/build-phases';
import {
  generatedPath,
  generateScaledContent,
  largestPage,
  listingOf,
  readCorpus,
  readTranslatedEntries,
  renderScaleSection,
  translatedCopies,
  type Folder,
  type PageSize,
  type Rebuilds,
  type ScaleRow,
} from './bench-scale';
import { heaviestFirstQuery, languageRoot, searchIndexFiles, searchQueryBudget } from '../buildtime/search-index';
import { languages } from '../content/languages';

const { values } = parseArgs({
  options: {
    factors: { type: 'string', default: '10,100' },
    keep: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: 'BENCHMARKS.md' },
  },
});
const factors = [...new Set([1, ...values.factors.split(',').map(Number)])].toSorted((a, b) => a - b);
const seed = Number(values.seed);
if (factors.some((factor) => !Number.isInteger(factor) || factor < 1) || !Number.isInteger(seed)) {
  console.error('Usage: npm run bench:scale -- [--factors=10,100] [--keep] [--seed N] [--out FILE]');
  process.exit(2);
}

const started = Date.now();
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;
const say = (line: string) => console.log(`[bench:scale ${minutes(Date.now() - started)}] ${line}`);

// Today's content, read and checked as the build reads it, and the text of its translations.
const { corpus, problems } = readCorpus();
const translatedEntries = readTranslatedEntries();
if (problems.length > 0) {
  console.error(`The content has problems; fix them first:\n${formatProblems(problems)}`);
  process.exit(2);
}

// The copy: everything but what a build makes or needs no copy of. Next.js (Turbopack) refuses a
// node_modules that resolves outside the project's folder, as a symbolic link does, so the copy
// gets one of hard links instead: its own folders, the same files, no bytes copied.
const left = new Set([
  'node_modules',
  'out',
  'out-endpoint',
  '.next',
  '.git',
  '.wrangler',
  '.swc',
  '.generated',
  'test-results',
  'playwright-report',
  'coverage',
  'public/fonts',
  'bench/floor/.next',
  'bench/floor/out',
]);
const copy = mkdtempSync(join(tmpdir(), 'bench-scale-'));
say(`copying the project to ${copy}`);
cpSync('.', copy, {
  recursive: true,
  filter: (source) => {
    const path = relative('.', source).split('\\').join('/');
    return !left.has(path) && !path.endsWith('.tsbuildinfo');
  },
});
execFileSync('cp', ['-al', 'node_modules', join(copy, 'node_modules')]);

let build: ChildProcess | null = null;
function cleanUp() {
  if (build && build.exitCode === null && build.pid) process.kill(-build.pid, 'SIGTERM');
  if (values.keep) console.log(`The copy is kept in ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the build and removing the copy.`);
    cleanUp();
    process.exit(130);
  });
}

/** Lines of the build's output not worth echoing: the route tree, npm's warnings and blank lines. */
const quiet = (line: string) => line.trim() === '' || /^\s*[├│└┌]/.test(line) || /^npm warn /.test(line);

/** `npm run build` in the copy, its output in `log` and its main lines echoed; resolves to its exit code and time. */
function runBuild(label: string, log: string): Promise<{ code: number; ms: number }> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const output = createWriteStream(log);
    const child = spawn('npm', ['run', 'build'], {
      cwd: copy,
      // Past the Free plan's file cap the build would stop; the report marks each cap instead.
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CLOUDFLARE_PLAN: 'paid' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own, so that an interrupted bench stops the whole build.
      detached: true,
    });
    build = child;
    const ticker = setInterval(() => say(`${label}: still building (${minutes(Date.now() - start)})`), 60_000);
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.write(`${line}\n`);
        if (!quiet(line)) console.log(`  ${label} │ ${line}`);
      });
    }
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(ticker);
      output.end();
      build = null;
      resolve({ code: code ?? 1, ms: Date.now() - start });
    });
  });
}

/** Every file under a folder, with its size. */
function filesOf(dir: string): { path: string; bytes: number }[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, bytes: statSync(path).size };
    });
}

const gzipBytes = (content: Buffer) => gzipSync(content, { level: 9 }).length;

function measure(factor: number, buildMs: number, buildProblem?: string): ScaleRow {
  const out = join(copy, 'out');
  const files = filesOf(out);
  const pages = pageFiles(exportFiles(out)).map((file) => {
    const html = readFileSync(join(out, file));
    return { route: routeOf(file), html, gzip: gzipBytes(html) };
  });
  const none: PageSize = { route: 'none', gzip: 0, brotli: 0 };
  const brotliOf = (page: (typeof pages)[number]) => compressedSizes(page.html).brotli;
  const listingPages = pages.filter((page) => listingOf(page.route));
  const listingCounts: Record<string, number> = {};
  for (const page of listingPages)
    listingCounts[listingOf(page.route)!] = (listingCounts[listingOf(page.route)!] ?? 0) + 1;
  // Each language's index, beside its pages; the heaviest first query of any of them.
  const roots = languages.map((language) => languageRoot(out, language));
  const index = roots.flatMap((root) => searchIndexFiles(root).map((file) => readFileSync(join(root, file))));
  const firstQuery = roots
    .map((root) => heaviestFirstQuery(root))
    .reduce((worst, next) => (next.gzipBytes > worst.gzipBytes ? next : worst));
  const count = (folder: Folder) => readdirSync(join(copy, 'content', folder)).filter((n) => n.endsWith('.md')).length;
  return {
    factor,
    entries: { projects: count('projects'), team: count('team'), posts: count('posts') },
    pages: pages.length,
    buildMs,
    ...(buildProblem ? { buildProblem } : {}),
    out: { files: files.length, bytes: files.reduce((sum, file) => sum + file.bytes, 0) },
    search: {
      files: index.length,
      raw: index.reduce((sum, file) => sum + file.length, 0),
      gzip: index.reduce((sum, file) => sum + gzipBytes(file), 0),
      firstQueryGzip: firstQuery.gzipBytes,
      firstQuery: firstQuery.query,
    },
    largest: largestPage(pages, brotliOf) ?? none,
    listings: { pages: listingCounts, largest: largestPage(listingPages, brotliOf) ?? none },
  };
}

/**
 * Why a build that stopped did, in a line. Postbuild stops after it has written every page when
 * some are over an HTML budget: then the export is measured as written, and the search index
 * (the step after the check) is written alone. It stops over the file budget once the export is
 * whole: then it is measured as it is.
 */
function stoppedBuild(log: string): { problem: string; measurable: boolean } {
  const text = readFileSync(log, 'utf8');
  // The file budget is checked once the export is whole (scripts/postbuild.cli.ts).
  const files = /(The export holds [\d,]+ files for [\d,]+ pages, over the budget of [\d,]+)/.exec(text)?.[1];
  if (files && existsSync(join(copy, 'out', 'index.html')))
    return { problem: `postbuild stops it: ${files}`, measurable: true };
  // Postbuild's lines, once a page: "about.html: 31000 bytes of gzipped HTML, over 30720", or "of brotli HTML".
  const overBy = new Map<string, string>();
  for (const [, file, bytes, kind] of text.matchAll(/^(\S+\.html): (\d+) bytes of (gzipped|brotli) HTML, over \d+/gm)) {
    const size =
      kind === 'gzipped'
        ? `${(Number(bytes) / 1024).toFixed(1)} KiB gzip`
        : `${(Number(bytes) / 1000).toFixed(1)} KB brotli`;
    overBy.set(file!, overBy.has(file!) ? `${overBy.get(file!)}, ${size}` : size);
  }
  const over = [...overBy];
  if (over.length > 0 && existsSync(join(copy, 'out', 'index.html'))) {
    const listed = over
      .slice(0, 4)
      .map(([file, sizes]) => `${routeOf(file)} ${sizes}`)
      .join('; ');
    return {
      problem: `postbuild stops it: ${over.length} ${over.length === 1 ? 'page is' : 'pages are'} over an HTML budget (${listed}${over.length > 4 ? '; …' : ''})`,
      measurable: true,
    };
  }
  const lines = text.split('\n').filter((line) => /error/i.test(line));
  return { problem: lines.slice(0, 3).join(' / ') || `it failed; see ${basename(log)}`, measurable: false };
}

/** The phases' times, from the build's last line (scripts/build.cli.ts). */
function withPhases(log: string): Pick<ScaleRow, 'phases'> {
  const phases = parseBuildPhases(readFileSync(log, 'utf8'));
  return phases ? { phases } : {};
}

/** The content file the rebuild after an edit changes: today's first project, a sentence more. */
const editedFile = join('content', 'projects', 'ai-ecommerce-platform.md');

/**
 * After the cold build of today's content: `npm run build` again with nothing changed, again after
 * one content file changed (then put back), and the floor's `next build` from nothing, in the copy.
 */
async function measureRebuilds(coldMs: number): Promise<Rebuilds> {
  const again = async (label: string) => {
    const log = join(copy, `build-1x-${label.replaceAll(' ', '-')}.log`);
    const { code, ms } = await runBuild(`1× ${label}`, log);
    if (code !== 0) throw new Error(`The rebuild (${label}) failed; see ${log}`);
    return ms;
  };
  const unchangedMs = await again('unchanged');
  const path = join(copy, editedFile);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, `${original.trimEnd()} Returning customers now find their last order in one tap.\n`);
  let editedMs: number;
  try {
    editedMs = await again('edited');
  } finally {
    writeFileSync(path, original);
  }
  const floor = join(copy, 'bench', 'floor');
  for (const dir of ['.next', 'out']) rmSync(join(floor, dir), { recursive: true, force: true });
  const start = Date.now();
  execFileSync(process.execPath, [join('node_modules', 'next', 'dist', 'bin', 'next'), 'build', 'bench/floor'], {
    cwd: copy,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const floorMs = Date.now() - start;
  say(
    `1×: rebuilt with nothing changed in ${(unchangedMs / 1000).toFixed(1)} s, after one edit in ${(editedMs / 1000).toFixed(1)} s; the floor's next build took ${(floorMs / 1000).toFixed(1)} s`,
  );
  return { floorMs, coldMs, unchangedMs, editedMs, edited: editedFile };
}

const rows: ScaleRow[] = [];
let rebuilds: Rebuilds | undefined;
const stopped: string[] = [];
let written: string[] = [];

function writeReport() {
  const existing = existsSync(values.out) ? readFileSync(values.out, 'utf8') : '# Benchmarks\n';
  const section = renderScaleSection(rows, {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine: `${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ') ?? 'CPU'}, load ${(loadavg()[0] ?? 0).toFixed(2)}`,
    elapsedMs: Date.now() - started,
    seed,
    htmlBudget: budgets.htmlGzip,
    htmlBrotliBudget: budgets.htmlBrotli,
    searchBudget: searchQueryBudget,
    stopped,
    ...(rebuilds ? { rebuilds } : {}),
  });
  writeFileSync(values.out, withSection(existing, 'content-scale', section));
}

try {
  for (const factor of factors) {
    for (const file of written) rmSync(file, { force: true });
    const english = generateScaledContent(corpus, factor, seed);
    const generated = [...english, ...translatedCopies(english, translatedEntries)];
    written = generated.map((file) => join(copy, 'content', generatedPath(file)));
    generated.forEach(({ text }, i) => writeFileSync(written[i]!, text));
    say(
      `${factor}×: ${english.length} entries made up, and ${generated.length - english.length} translations of them; building (npm run build)…`,
    );
    for (const dir of ['.next', 'out']) rmSync(join(copy, dir), { recursive: true, force: true });
    const log = join(copy, `build-${factor}x.log`);
    const { code, ms } = await runBuild(`${factor}×`, log);
    let problem: string | undefined;
    if (code !== 0) {
      const stop = stoppedBuild(log);
      problem = stop.problem;
      say(`${factor}×: the build stopped after ${minutes(ms)}: ${problem}`);
      if (!stop.measurable) {
        stopped.push(`${factor}×: the build failed after ${minutes(ms)}: ${problem}`);
        writeReport();
        break;
      }
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/search-index.cli.ts', 'out'], {
        cwd: copy,
        stdio: 'inherit',
      });
    }
    const row = { ...measure(factor, ms, problem), ...withPhases(log) };
    rows.push(row);
    if (factor === 1 && !problem) rebuilds = await measureRebuilds(ms);
    say(
      `${factor}×: built in ${minutes(ms)}; ${row.pages} pages; search index ${(row.search.gzip / 1024).toFixed(1)} KiB gzip, first query ${(row.search.firstQueryGzip / 1024).toFixed(1)} KiB; largest page ${row.largest.route} ${(row.largest.brotli / 1000).toFixed(1)} KB brotli (${(row.largest.gzip / 1024).toFixed(1)} KiB gzip); largest listing page ${row.listings.largest.route} ${(row.listings.largest.brotli / 1000).toFixed(1)} KB brotli`,
    );
    writeReport();
  }
} finally {
  cleanUp();
}
say(`wrote the "Content at scale" section of ${values.out}`);
