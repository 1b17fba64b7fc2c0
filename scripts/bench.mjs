// The speed benchmark: for key routes of the built export, the JavaScript the page loads
// (raw and gzip bytes) and Lighthouse's scores and layout metrics in the machine's Chromium.
//   npm run bench                 all key routes, mobile emulation
//   npm run bench -- --desktop    desktop emulation
//   npm run bench -- / /about     only these routes
// Results are printed and written to bench/latest.json. The run fails when a route
// breaks a budget below. Build first (`npm run build`); the script serves out/ itself.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Lighthouse runs through npx rather than from package.json: its dependency tree pins
// packages to the moving "latest" tag, which would break `npm ci` on every release.
const lighthouseVersion = '12.8.2';
const chromePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const budgets = {
  /** Cumulative layout shift. */
  cls: 0.02,
  /** Lighthouse performance score, 0–100. */
  performance: 90,
  accessibility: 100,
  /** JavaScript loaded by the page, gzip bytes. */
  jsGzip: 200_000,
};

const defaultRoutes = [
  '/',
  '/home-2',
  '/home-3',
  '/about',
  '/services',
  '/service/web-development',
  '/projects',
  '/project/ai-ecommerce-platform',
  '/team',
  '/blog',
  '/contact',
];

const args = process.argv.slice(2);
const desktop = args.includes('--desktop');
const routes = args.filter((arg) => arg.startsWith('/'));
const port = 4100;
const origin = `http://127.0.0.1:${port}`;

if (!existsSync('out/index.html') || !existsSync('out/_headers')) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

/** Files of the route's HTML and the scripts it loads (not the ones fetched later). */
function javascriptWeight(route) {
  const file = route === '/' ? 'out/index.html' : `out${route}.html`;
  const html = readFileSync(file, 'utf8');
  // Modern browsers skip `nomodule` scripts (the legacy polyfills).
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .map((match) => match[1])
    .filter((attrs) => !/nomodule/i.test(attrs))
    .map((attrs) => /src="([^"]+)"/.exec(attrs)?.[1])
    .filter(Boolean);
  const inline = [...html.matchAll(/<script(?![^>]*src=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('');
  let raw = Buffer.byteLength(inline);
  let gzip = gzipSync(inline).length;
  for (const src of new Set(sources)) {
    const body = readFileSync(join('out', src.split('?')[0]));
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { scripts: new Set(sources).size, raw, gzip };
}

async function waitForServer() {
  for (let i = 0; i < 50; i += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the preview server did not start');
}

const server = spawn('node', ['scripts/serve.mjs', 'out', '--port', String(port)], { stdio: 'ignore' });

function runLighthouse(url) {
  const json = execFileSync(
    'npx',
    [
      '--yes',
      `lighthouse@${lighthouseVersion}`,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(desktop ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
  );
  return JSON.parse(json);
}

const results = [];
let failed = false;
try {
  await waitForServer();
  for (const route of routes.length ? routes : defaultRoutes) {
    const js = javascriptWeight(route);
    const { categories, audits } = runLighthouse(origin + route);
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const result = {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      jsScripts: js.scripts,
      jsRawKb: Number((js.raw / 1024).toFixed(1)),
      jsGzipKb: Number((js.gzip / 1024).toFixed(1)),
    };
    const broken = [
      result.cls > budgets.cls && `CLS ${result.cls} > ${budgets.cls}`,
      result.performance < budgets.performance && `performance ${result.performance} < ${budgets.performance}`,
      result.accessibility < budgets.accessibility &&
        `accessibility ${result.accessibility} < ${budgets.accessibility}`,
      js.gzip > budgets.jsGzip && `JS ${result.jsGzipKb} KB gzip > ${budgets.jsGzip / 1024} KB`,
    ].filter(Boolean);
    result.budget = broken.length ? broken.join('; ') : 'ok';
    failed ||= broken.length > 0;
    results.push(result);
    console.log(JSON.stringify(result));
  }
} finally {
  server.kill();
}

console.table(results);
mkdirSync('bench', { recursive: true });
writeFileSync(
  'bench/latest.json',
  `${JSON.stringify({ date: new Date().toISOString(), formFactor: desktop ? 'desktop' : 'mobile', budgets, results }, null, 2)}\n`,
);
if (failed) {
  console.error('Some routes are over budget (see the "budget" column).');
  process.exit(1);
}
