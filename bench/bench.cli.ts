// The speed benchmark: the site's export beside a one-page export of the same Next.js (the
// "floor", bench/floor/), both served on 127.0.0.1 by the site's Worker in workerd, measured by
// Lighthouse in the machine's Chromium (mobile and desktop presets, medians of several runs,
// plus first paint under real throttling and accessibility in the dark theme) and by the weight
// of what each route loads on a first visit. Writes BENCHMARKS.md and fails when a budget is
// missed (bench/bench.ts).
//   npm run bench                                every route, 3 runs, builds both exports first
//   npm run bench -- --no-build                  reuse out/ and bench/floor/out/
//   npm run bench -- --quick                     the verdict in minutes: one route of each kind of page,
//        the languages among them, the mobile preset only, 3 runs (written to bench/partial.md)
//   npm run bench -- --routes /,/about --runs 1  a subset of your choosing (written to bench/partial.md)
//   npm run bench -- --quick --precompressed     the paid plan's option: the pages through the Worker,
//        in the build's brotli (docs/deploying.md), to weigh it against the default
//   npm run bench -- --wait-load=1.5             first wait until the 1-minute load average is below 1.5
// Other options: --port N (site; the floor is served on N + 1; default 4100), --devtools-runs N
// (default 1), --dark-runs N (default 1), --click-runs N (click to paint, bench/clicks.ts; default
// 5, 0 leaves it out), --wait-timeout S (default 900), --out FILE.
import { execFileSync, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  benchRoutes,
  clickChecks,
  evaluateBudgets,
  lighthouseFigures,
  medianFigures,
  pageWeight,
  quickRoutes,
  renderMarkdown,
  renderQuickSection,
  routeFile,
  sectionOf,
  withSection,
  type Figures,
  type PageWeight,
  type Report,
  type RouteResult,
} from './bench';
import { clicks, measureClicks, type ClickResult } from './clicks';
import { exportFiles, pageFiles, routeOf } from '../buildtime/export-files';
import { chromiumExecutable, chromiumFlags } from '../tools/chromium';
import { precompressedSetting } from '../worker/pages';

// Lighthouse runs from npx's cache rather than from package.json: its dependency tree pins
// packages to moving tags, which would break `npm ci` on their releases. BENCHMARKS.md's
// figures are measured with this version; a new major changes the audits, so it moves with a
// full bench run.
const lighthouseVersion = '12.8.2';
if (chromiumExecutable === undefined) {
  // Without it every Lighthouse run fails, one after another, and the bench reports only misses.
  console.error(
    "No Chromium: install Debian's (apt-get install -y chromium) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH.",
  );
  process.exit(2);
}
const chromePath = chromiumExecutable;
const chromeFlags = ['--headless=new', ...chromiumFlags].join(' ');
// The site's dark theme follows `prefers-color-scheme`, which this flag makes match `dark` in a
// headless Chromium: the dark pass audits the theme a visitor with a dark system setting sees.
const darkChromeFlags = `${chromeFlags} --force-dark-mode`;
const floorDir = 'bench/floor';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    precompressed: { type: 'boolean', default: false },
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'devtools-runs': { type: 'string', default: '1' },
    'dark-runs': { type: 'string', default: '1' },
    'click-runs': { type: 'string', default: '5' },
    port: { type: 'string', default: '4100' },
    'wait-load': { type: 'string' },
    'wait-timeout': { type: 'string', default: '900' },
    out: { type: 'string' },
  },
});
const givenRoutes = values.routes?.split(',').map((route) => route.trim());
const runs = Number(values.runs);
const devtoolsRuns = Number(values['devtools-runs']);
const darkRuns = Number(values['dark-runs']);
const clickRuns = Number(values['click-runs']);
const port = Number(values.port);
if (
  !(runs >= 1 && devtoolsRuns >= 1 && darkRuns >= 1 && clickRuns >= 0 && port > 0) ||
  givenRoutes?.some((route) => !route.startsWith('/'))
) {
  console.error('Usage: npm run bench -- [--no-build] [--routes /,/about] [--runs N] [--wait-load=1.5] [--port N]');
  process.exit(2);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 60000).toFixed(1)} min`;
// Every process started here, with the signal that stops it cleanly: Lighthouse closes its
// Chromium on SIGINT (not on SIGTERM), the Workers (wrangler) close on SIGTERM.
const children = new Map<ChildProcess, NodeJS.Signals>();
let stopping = false;
const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
function stopChildren() {
  for (const [child, signal] of children) if (running(child)) child.kill(signal);
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    stopping = true;
    console.error(`\n${signal}: stopping the servers and Lighthouse.`);
    stopChildren();
    const deadline = Date.now() + 10_000;
    while ([...children.keys()].some(running) && Date.now() < deadline) await sleep(100);
    process.exit(130);
  });
}

/** Runs a command to completion, its output shown; rejects on a non-zero exit. */
function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    children.set(child, 'SIGINT');
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

const load = () => (loadavg()[0] ?? 0).toFixed(2);

async function waitForLowLoad(max: number, timeoutSeconds: number) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  console.log(
    `Waiting for the 1-minute load average to drop below ${max} (now ${load()}, at most ${timeoutSeconds} s)…`,
  );
  while ((loadavg()[0] ?? 0) >= max) {
    if (Date.now() > deadline) {
      console.log(`Still ${load()} after ${timeoutSeconds} s: starting anyway.`);
      return;
    }
    await sleep(5000);
  }
  console.log(`Load average ${load()}: starting.`);
}

/**
 * Serves an export with the site's Worker in workerd, as `npm start` and production do. Each
 * server keeps its local D1 in a folder of its own: two applying the migrations to one database
 * at once both try to create its tables, and the second fails.
 */
function serve(dir: string, listen: number, state: string, options: string[] = []): ChildProcess {
  const args = [
    'scripts/worker.cli.ts',
    'serve',
    ...options,
    '--assets',
    dir,
    '--port',
    String(listen),
    '--persist-to',
    `.wrangler/bench/${state}`,
  ];
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.set(child, 'SIGTERM');
  child.on('exit', (code) => {
    children.delete(child);
    if (code) console.error(`The Worker serving ${dir} exited with ${code}.`);
  });
  return child;
}

async function waitForServer(origin: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (!running(server)) throw new Error(`the server for ${origin} stopped (is the port taken?)`);
    try {
      if ((await fetch(origin, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${origin} did not answer`);
}

function weightOf(dir: string, route: string): PageWeight {
  const html = readFileSync(join(dir, routeFile(route)), 'utf8');
  return pageWeight(html, (path) => readFileSync(join(dir, path)));
}

/** The Lighthouse CLI in npx's cache (installed on first use), run with node directly. */
function lighthouseBin() {
  const bin = execFileSync('npx', ['-y', '-p', `lighthouse@${lighthouseVersion}`, '-c', 'command -v lighthouse'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  if (!bin) throw new Error(`npx could not provide lighthouse@${lighthouseVersion}`);
  return bin;
}

let bin = '';
const failures: string[] = [];
const reportDir = mkdtempSync(join(tmpdir(), 'bench-'));
process.on('exit', () => rmSync(reportDir, { recursive: true, force: true }));

type Pass = 'mobile' | 'desktop' | 'devtools' | 'dark-mobile' | 'dark-desktop';
interface PassOptions {
  desktop?: boolean;
  devtools?: boolean;
  /** Accessibility only, in the dark theme. */
  dark?: boolean;
}
const passName = ({ desktop = false, devtools = false, dark = false }: PassOptions): Pass =>
  devtools ? 'devtools' : dark ? (desktop ? 'dark-desktop' : 'dark-mobile') : desktop ? 'desktop' : 'mobile';

/** The categories a pass audits: the dark theme's colours only matter to accessibility. */
function categories({ devtools = false, dark = false }: PassOptions): string {
  if (devtools) return 'performance';
  if (dark) return 'accessibility';
  return 'performance,accessibility,best-practices,seo';
}

/**
 * The encodings the audited browser asks for, brotli first. Chromium lists gzip first, and the
 * local runtime answers with the first coding a request lists, where Cloudflare's network
 * prefers brotli: without this, every page and file would be measured gzipped, as no visitor
 * receives it.
 */
const acceptEncoding = JSON.stringify({ 'Accept-Encoding': 'br, gzip, deflate' });

async function lighthouse(url: string, options: PassOptions & { notFound?: boolean }): Promise<Figures | null> {
  const { desktop = false, devtools = false, dark = false, notFound = false } = options;
  const output = join(reportDir, 'report.json');
  const args = [
    bin,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=${dark ? darkChromeFlags : chromeFlags}`,
    `--only-categories=${categories(options)}`,
    `--extra-headers=${acceptEncoding}`,
    ...(devtools ? ['--throttling-method=devtools'] : []),
    ...(desktop ? ['--preset=desktop'] : []),
    ...(notFound ? ['--ignore-status-code'] : []),
  ];
  for (let attempt = 1; ; attempt += 1) {
    try {
      rmSync(output, { force: true });
      await run(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: 'ignore' });
      return lighthouseFigures(JSON.parse(readFileSync(output, 'utf8')), new URL(url).origin);
    } catch (error) {
      // Interrupted: the signal handler exits once every process has stopped.
      if (stopping) await new Promise<never>(() => {});
      const message = error instanceof Error ? error.message : String(error);
      if (attempt === 2) {
        // One lost sample must not lose the whole bench: the route's figures are the median of
        // the runs that worked, and a route left without any shows n/a, which misses its budgets.
        console.error(`  ${url}: ${message}; this run is left out`);
        failures.push(`${passName(options)} ${new URL(url).pathname}`);
        return null;
      }
      console.error(`  ${url}: ${message}; once more`);
    }
  }
}

const loadStart = load();
if (values['wait-load']) await waitForLowLoad(Number(values['wait-load']), Number(values['wait-timeout']));

if (!values['no-build']) {
  console.log('Building the site (npm run build) and the floor (bench/floor)…');
  await run('npm', ['run', 'build'], {
    env: { ...process.env, ...(values.precompressed ? precompressedSetting : {}) },
  });
  await run(process.execPath, ['node_modules/next/dist/bin/next', 'build', floorDir]);
}
for (const dir of ['out', `${floorDir}/out`]) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No export in ${dir}/: run without --no-build.`);
    process.exit(2);
  }
}
// Every route of the export's choosing, or the ones given; only a full run of 3 runs or more
// rewrites BENCHMARKS.md.
const fullRoutes = benchRoutes(pageFiles(exportFiles('out')).map(routeOf));
const quick = values.quick;
const routes = givenRoutes ?? (quick ? quickRoutes(pageFiles(exportFiles('out')).map(routeOf)) : fullRoutes);
const complete = fullRoutes.every((route) => routes.includes(route));
const outFile = values.out ?? (complete && runs >= 3 ? 'BENCHMARKS.md' : 'bench/partial.md');

const site = `http://127.0.0.1:${port}`;
const floorSite = `http://127.0.0.1:${port + 1}`;
const targets = [
  { route: 'floor', origin: floorSite, path: '/', dir: `${floorDir}/out` },
  ...routes.map((route) => ({ route, origin: site, path: route, dir: 'out' })),
].map((target) => ({
  ...target,
  weight: weightOf(target.dir, target.route === 'floor' ? '/' : target.route),
  samples: { mobile: [], desktop: [], devtools: [], 'dark-mobile': [], 'dark-desktop': [] } as Record<Pass, Figures[]>,
}));
// The floor has no dark theme: the dark passes go over the routes only.
const darkTargets = targets.filter((target) => target.route !== 'floor');

bin = lighthouseBin();
// A quick run measures the mobile preset only, where the budgets are tightest.
const total = quick
  ? targets.length * runs
  : targets.length * (2 * runs + devtoolsRuns) + darkTargets.length * 2 * darkRuns;
console.log(
  quick
    ? `Lighthouse ${lighthouseVersion}, quick: ${targets.length - 1} routes and the floor, ${runs} runs of the mobile preset: ${total} runs.`
    : `Lighthouse ${lighthouseVersion}, ${targets.length - 1} routes and the floor, ${runs} runs per preset, ${devtoolsRuns} under devtools throttling and ${darkRuns} per preset for accessibility in the dark theme: ${total} runs.`,
);
// One after the other: two wrangler sessions starting at once both take the debugger's port.
await waitForServer(site, serve('out', port, 'site', values.precompressed ? ['--precompressed'] : []));
await waitForServer(floorSite, serve(`${floorDir}/out`, port + 1, 'floor'));

let done = 0;
// Round by round, so that a change of load on the machine touches every route and the floor alike.
const passes: PassOptions[] = quick
  ? Array.from({ length: runs }, (): PassOptions => ({}))
  : [
      ...Array.from({ length: runs }, (): PassOptions[] => [{}, { desktop: true }]).flat(),
      ...Array.from({ length: devtoolsRuns }, (): PassOptions => ({ devtools: true })),
      ...Array.from({ length: darkRuns }, (): PassOptions[] => [{ dark: true }, { dark: true, desktop: true }]).flat(),
    ];
for (const options of passes) {
  const kind = passName(options);
  for (const target of options.dark ? darkTargets : targets) {
    const figures = await lighthouse(target.origin + target.path, { ...options, notFound: target.route === '/404' });
    done += 1;
    if (!figures) continue;
    target.samples[kind].push(figures);
    // A dark run audits accessibility alone: its score is the one figure it has.
    const measured = options.dark
      ? `a11y ${figures.accessibility}${figures.failedAudits.length ? ` (${figures.failedAudits.join(', ')})` : ''}`
      : `perf ${figures.performance} LCP ${Math.round(figures.lcpMs)} ms FCP ${Math.round(figures.fcpMs)} ms`;
    console.log(
      `[${done}/${total} ${elapsed()} load ${load()}] ${kind.padEnd(12)} ${target.route.padEnd(30)} ${measured}`,
    );
  }
}
// Click to paint, while the site is served (0 runs leaves it out).
let clickResults: ClickResult[] | undefined;
let clickFailure: string | undefined;
if (clickRuns > 0) {
  console.log(`Click to paint: ${clicks.length} clicks, ${clickRuns} runs each way…`);
  // A failure here must not lose the Lighthouse runs: the report says so, and the clicks' budget is missed.
  try {
    clickResults = await measureClicks(site, clickRuns, bin);
  } catch (error) {
    clickFailure = error instanceof Error ? error.message : String(error);
    console.error(`Click to paint failed: ${clickFailure}`);
    clickResults = clicks.map((click) => ({ click, to: '?', speculated: [], plain: [], lost: clickRuns }));
  }
}
stopChildren();

const results = targets.map(({ route, weight, samples }): RouteResult => ({
  route,
  weight,
  mobile: medianFigures(samples.mobile),
  desktop: medianFigures(samples.desktop),
  devtools: medianFigures(samples.devtools),
  ...(route === 'floor'
    ? {}
    : { dark: { mobile: medianFigures(samples['dark-mobile']), desktop: medianFigures(samples['dark-desktop']) } }),
}));
const [floor, ...routeResults] = results as [RouteResult, ...RouteResult[]];
const checks = [
  ...evaluateBudgets({ floor, routes: routeResults }, { desktop: !quick, dark: !quick }),
  ...(clickResults ? clickChecks(clickResults) : []),
];
const version = (command: string, args: string[]) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
};
const report: Report = {
  date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
  elapsedMs: Date.now() - started,
  machine: {
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    loadStart,
    loadEnd: load(),
    node: process.version,
    chromium: version(chromePath, ['--version']),
    lighthouse: lighthouseVersion,
    next: JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version,
  },
  method: [
    `\`npm run bench\`${process.argv.length > 2 ? ` with \`${process.argv.slice(2).join(' ')}\`` : ''}: the export in out/ and the floor (bench/floor/, one page with a heading and a paragraph, built with the same Next.js) served on 127.0.0.1 by the site's Worker in workerd (\`tsx scripts/worker.cli.ts serve\`: with the site's headers, ${values.precompressed ? "the pages through the Worker in the build's brotli (the paid plan's option, `--precompressed`), every other file compressed on the fly by the static files" : "every file and page compressed on the fly by the static files, as Cloudflare serves them without the paid plan's option"}). The browser asks for \`Accept-Encoding: br, gzip, deflate\` (\`--extra-headers\`): the local runtime answers with the first coding listed, Cloudflare with brotli.`,
    `Lighthouse ${lighthouseVersion} CLI, a fresh headless Chromium per run; mobile (default) and desktop presets with simulated throttling, ${runs} run${runs > 1 ? 's' : ''} each per route, run round by round over all routes and the floor; every figure is the median of its runs. /404 is audited with \`--ignore-status-code\`.`,
    `First paint under real throttling: the mobile preset with \`--throttling-method=devtools\`, ${devtoolsRuns} run${devtoolsRuns > 1 ? 's (median)' : ' per route (one run, to keep the bench short: expect more noise here)'}.`,
    `Accessibility in the dark theme: Chromium started with \`--force-dark-mode\`, so that \`prefers-color-scheme: dark\` matches and the site shows its dark theme, audited by Lighthouse with \`--only-categories=accessibility\` in the mobile and desktop presets, ${darkRuns} run${darkRuns > 1 ? 's (median)' : ''} each per route (the floor has no dark theme).`,
    ...(quick
      ? [
          'Quick run (`--quick`): the mobile preset only, so the desktop, real-throttling and dark-theme figures are not measured and their budgets not checked.',
        ]
      : []),
    'Third-party requests: any request of the Lighthouse runs (first load, no interaction) to an origin other than the served one.',
    'Weights: from the exported HTML of each route, the scripts it names (not `nomodule`) and its inline scripts (not JSON-LD), the stylesheet files it loads before its first paint or after it (the paint loader’s list), and the HTML; each file compressed on its own (gzip level 9, brotli quality 11). What the first paint waits for: the rules inline in the head (their bytes are the HTML’s) and the stylesheets linked there. Fonts: `<link rel="preload" as="font">` in the HTML. Sliders: Swiper markup in the HTML or its scripts.',
    'Budgets: the table below (`budgets` in bench/bench.ts); a figure marked ✗ misses its budget.',
    ...(failures.length ? [`Lighthouse failed twice, so these runs are left out: ${failures.join(', ')}.`] : []),
    ...(clickFailure ? [`Click to paint failed (${clickFailure}), so its budget is missed.`] : []),
  ],
  floor,
  routes: routeResults,
  checks,
  ...(clickResults ? { clicks: clickResults } : {}),
};

mkdirSync('bench', { recursive: true });
writeFileSync('bench/latest.json', `${JSON.stringify(report, null, 2)}\n`);
// The sections other benches write are kept as they are: the lead receiver's (`npm run bench:leads`,
// bench/bench-leads.cli.ts), the content at scale (`npm run bench:scale`, bench/bench-scale.cli.ts)
// and the quick run's verdict (below).
const previous = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '';
const markdown = ['lead-receiver', 'content-scale', 'quick-verdict'].reduce((text, name) => {
  const section = sectionOf(previous, name);
  return section ? withSection(text, name, section) : text;
}, renderMarkdown(report));
writeFileSync(outFile, markdown);
// A quick run's verdict also goes into BENCHMARKS.md, in a section of its own beside the full bench.
if (quick && !givenRoutes && !values.out && existsSync('BENCHMARKS.md')) {
  writeFileSync(
    'BENCHMARKS.md',
    withSection(readFileSync('BENCHMARKS.md', 'utf8'), 'quick-verdict', renderQuickSection(report)),
  );
  console.log('Wrote its verdict into BENCHMARKS.md ("Quick verdict").');
}
const missed = checks.filter((check) => !check.met);
console.log(`\nWrote ${outFile} (and bench/latest.json) in ${elapsed()}.`);
if (outFile !== 'BENCHMARKS.md')
  console.log('BENCHMARKS.md is only written by a run of every route with 3 runs or more.');
for (const check of missed)
  console.error(`missed: ${check.budget}${check.route ? ` on ${check.route}` : ''}: ${check.figure}`);
console.log(
  `${missed.length ? `${missed.length} budget checks missed` : 'Every budget met'} (${checks.length} checked, ${elapsed()}).`,
);
process.exitCode = missed.length ? 1 : 0;
