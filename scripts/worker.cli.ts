// The site as production runs it: the Worker of wrangler.jsonc serving the export and
// receiving the forms on the same origin (worker/).
//   tsx scripts/worker.cli.ts build     the export with the forms sent to /api/leads [--out out]
//        [--stand-in-analytics]: with the end-to-end tests' analytics (test-support/analytics-stand-in.ts)
//        [--precompressed]: with each page's brotli copy, for the paid plan's option (below)
//   tsx scripts/worker.cli.ts serve     the local D1's migrations, then the Worker on 127.0.0.1
//        [--port 3000] [--assets out] [--persist-to .wrangler/state] [--var NAME:VALUE ...]
//        [--env-file FILE ...]: settings in .dev.vars's form, besides .dev.vars (which wrangler reads itself)
//        [--config wrangler.jsonc] [--precompressed] [--main FILE]: another entry than wrangler.jsonc's
//   tsx scripts/worker.cli.ts cms       build and serve, with how to edit this checkout at /admin/
//   tsx scripts/worker.cli.ts check     `wrangler deploy --dry-run`: the configuration and bundle, and
//        that a build with a Turnstile site key has TURNSTILE_SECRET in .dev.vars or the environment
//        [--assets out] [--out out-endpoint]: the builds to look at; and that no page or file of the
//        export would run the Worker (worker/routing.ts)
//   tsx scripts/worker.cli.ts deploy    build (with its budgets); the HTML and link checks over the
//        export; with a Turnstile site key, stop unless the Worker has TURNSTILE_SECRET; the remote
//        D1's migrations; `wrangler deploy --var TURNSTILE_SITE_KEY:<key>`. A failing step deploys nothing.
//   tsx scripts/worker.cli.ts preview --pull-request N   a pull request's preview: the build for its own
//        address (PREVIEW_URL with {name} as pr-N; SITE_PREVIEW=1: noindex) and the deploy's checks, then
//        `wrangler preview` with none of production's bindings, never `wrangler deploy`
//        [--dry-run]: build and check only. The live address is NEXT_PUBLIC_SITE_URL, as for deploy.
//   tsx scripts/worker.cli.ts preview-delete --pull-request N   removes that preview, if there is one
// --precompressed, for build, serve, check and deploy: the paid plan's option, where the pages run
// the Worker, which sends them in the build's brotli (scripts/wrangler-config.ts, docs/deploying.md).
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { standInAnalytics } from '../test-support/analytics-stand-in';
import {
  formPage,
  payloadUrls,
  secretInDevVars,
  secretNames,
  siteKeyVars,
  turnstileInPage,
  turnstileVerdict,
  type BuildTurnstile,
} from './turnstile-guard';
import { site } from '../content/site';
import { database, spawnWrangler, wrangler, WranglerError } from './wrangler';
import { previewArgs, previewDeleteArgs, previewName, previewUrl, previewUrls, previewVars, servesAt } from './preview';
import { readWranglerConfig, writePrecompressedConfig } from './wrangler-config';
import { precompressedSetting } from '../worker/pages';
import { exportFiles } from '../buildtime/export-files';
import { pathsRunningWorker } from '../worker/routing';

/** Where the export sends its forms: the Worker's route on the site's own origin. */
const leadsEndpoint = '/api/leads';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    // No default: `check` looks at the endpoint build too only when it is named.
    out: { type: 'string' },
    assets: { type: 'string' },
    config: { type: 'string' },
    main: { type: 'string' },
    'persist-to': { type: 'string' },
    var: { type: 'string', multiple: true, default: [] },
    'env-file': { type: 'string', multiple: true, default: [] },
    'stand-in-analytics': { type: 'boolean', default: false },
    precompressed: { type: 'boolean', default: false },
    'pull-request': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const [command = ''] = positionals;

const outDir = values.out ?? 'out';

/** Where out/ waits while the export with the endpoint is built in its place. */
const setAside = 'node_modules/.cache/out-set-aside';

/**
 * `npm run build`'s steps, with the endpoint. Next.js exports to out/; for another folder the
 * export is moved there, and an out/ already built waits in `setAside` meanwhile. (A `distDir`
 * of its own would give the compiler a cache of its own, so that `npm test`'s second export
 * compiled from nothing: 20 s against 4 on this machine.)
 */
function build(settings: Record<string, string> = {}) {
  const env = {
    ...process.env,
    NEXT_PUBLIC_FORM_ENDPOINT: leadsEndpoint,
    ...(values['stand-in-analytics'] ? standInAnalytics : {}),
    ...(values.precompressed ? precompressedSetting : {}),
    ...settings,
  };
  const run = ([file, ...args]: string[]) => execFileSync(file!, args, { stdio: 'inherit', env });
  const moved = outDir !== 'out';
  if (moved && existsSync(setAside)) {
    console.error(`${setAside}/ holds out/ from an interrupted build: move it back to out/ or delete it.`);
    process.exit(1);
  }
  const keep = moved && existsSync('out');
  if (keep) {
    mkdirSync(dirname(setAside), { recursive: true });
    renameSync('out', setAside);
  }
  try {
    run([process.execPath, '--import', 'tsx', 'scripts/build.cli.ts']);
    if (moved) {
      rmSync(outDir, { recursive: true, force: true });
      renameSync('out', outDir);
    }
  } finally {
    if (keep) {
      rmSync('out', { recursive: true, force: true });
      renameSync(setAside, 'out');
    }
  }
}

/** `--config` for wrangler: the one named, the paid plan option's, or none (wrangler.jsonc). */
function configArgs(): string[] {
  if (values.precompressed) return ['--config', writePrecompressedConfig()];
  return values.config ? ['--config', values.config] : [];
}

function serve() {
  const persist = values['persist-to'] ? ['--persist-to', values['persist-to']] : [];
  const config = configArgs();
  wrangler(['d1', 'migrations', 'apply', database, '--local', ...config, ...persist]);
  const child = spawnWrangler([
    'dev',
    ...(values.main ? [values.main] : []),
    '--ip',
    '127.0.0.1',
    '--port',
    values.port,
    '--show-interactive-dev-session=false',
    ...(values.assets ? ['--assets', values.assets] : []),
    ...config,
    ...persist,
    ...values.var.flatMap((pair) => ['--var', pair]),
    ...values['env-file'].flatMap((file) => ['--env-file', file]),
  ]);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

/** The site with its content manager, for an editor working on this checkout (docs/editing-content.md). */
function cms() {
  build();
  console.log(
    [
      '',
      `Content manager: http://127.0.0.1:${values.port}/admin/`,
      '  In Chrome or Edge, choose "Work with Local Repository" and pick this folder:',
      `  ${process.cwd()}`,
      '  Each save writes the files here. Stop with Ctrl+C and run `npm run cms` again to see the site rebuilt.',
      '',
    ].join('\n'),
  );
  serve();
}

/** Turnstile in the build in `folder`, read from its contact page and that page's payload. */
function builtTurnstile(folder: string): BuildTurnstile & { folder: string } {
  const page = join(folder, formPage);
  if (!existsSync(page)) {
    console.error(`${page} is missing: build the site first (npm run build).`);
    process.exit(1);
  }
  const html = readFileSync(page, 'utf8');
  const payloads = payloadUrls(html)
    .map((url) => join(folder, url))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
  return { ...turnstileInPage(html, payloads), folder };
}

function refuse(verdict: ReturnType<typeof turnstileVerdict>) {
  if (verdict.ok) return;
  console.error(verdict.message);
  process.exit(1);
}

/** Whether the deployed Worker has TURNSTILE_SECRET (a Worker not deployed yet has no secret). */
function workerHasSecret(): boolean {
  try {
    return secretNames(wrangler(['secret', 'list', '--format', 'json'], { capture: true })).includes(
      'TURNSTILE_SECRET',
    );
  } catch (error) {
    if (error instanceof WranglerError && /not found/i.test(error.stderr + error.stdout)) return false;
    if (error instanceof WranglerError) process.stderr.write(error.stderr + error.stdout);
    throw error;
  }
}

function check() {
  const local =
    Boolean(process.env.TURNSTILE_SECRET?.trim()) ||
    (existsSync('.dev.vars') && secretInDevVars(readFileSync('.dev.vars', 'utf8')));
  for (const folder of new Set([values.assets ?? 'out', ...(values.out ? [values.out] : [])])) {
    refuse(turnstileVerdict(builtTurnstile(folder), { present: local, where: 'local' }));
  }
  if (!values.precompressed) refuseWorkerFirst(values.assets ?? 'out');
  wrangler([
    'deploy',
    '--dry-run',
    '--outdir',
    '.wrangler/dry-run',
    ...configArgs(),
    ...(values.assets ? ['--assets', values.assets] : []),
  ]);
}

/** Stops when wrangler.jsonc would run the Worker for a page or file of the export in `folder`. */
function refuseWorkerFirst(folder: string) {
  const rules = readWranglerConfig(values.config).assets?.run_worker_first;
  const running = pathsRunningWorker(exportFiles(folder), rules);
  if (running.length === 0) return;
  const listed = running.slice(0, 10).join(', ');
  console.error(
    `${values.config ?? 'wrangler.jsonc'}: run_worker_first sends ${running.length} paths of ${folder}/ to the Worker, which only /api/* and the not-found pages' own addresses need (worker/routing.ts): ${listed}${running.length > 10 ? ', …' : ''}`,
  );
  process.exit(1);
}

/** The checks `npm test` runs over an export: a page the validator or the link check refuses never ships. */
function checkExport() {
  if (!values.precompressed) refuseWorkerFirst(outDir);
  for (const check of ['scripts/check-html.cli.ts', 'scripts/links.cli.ts']) {
    execFileSync(process.execPath, ['--import', 'tsx', check, outDir], { stdio: 'inherit' });
  }
}

function deploy() {
  build();
  checkExport();
  // Before anything remote changes: the build's key without the Worker's secret stops here.
  const built = builtTurnstile(outDir);
  const keyVars = siteKeyVars(built, process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY);
  if (built.widget) refuse(turnstileVerdict(built, { present: workerHasSecret(), where: 'worker' }));
  wrangler(['d1', 'migrations', 'apply', database, '--remote']);
  // The Worker writes only at the site's own address (worker/preview.ts): the build's.
  const siteVar = ['--var', `SITE_URL:${new URL(site.url).origin}`];
  wrangler(['deploy', ...configArgs(), ...(outDir === 'out' ? [] : ['--assets', outDir]), ...keyVars, ...siteVar]);
}

/** The preview's name from `--pull-request`; stops with how to call it when missing or odd. */
function pullRequestPreview(): string {
  try {
    return previewName(values['pull-request'] ?? '');
  } catch (error) {
    console.error(`${(error as Error).message} Usage: tsx scripts/worker.cli.ts ${command} --pull-request N`);
    process.exit(2);
  }
}

/** Stops with `message` when `run` throws (a setting the preview cannot be made with). */
function orStop<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    console.error(`preview: ${(error as Error).message}`);
    process.exit(1);
  }
}

function preview() {
  const name = pullRequestPreview();
  // A build that is not uploaded (a fork's pull request) needs no real address.
  const pattern = process.env.PREVIEW_URL?.trim() || (values['dry-run'] ? 'https://{name}.preview.invalid' : '');
  const url = orStop(() => previewUrl(pattern, name));
  const vars = orStop(() => previewVars(site.url, url));
  // The workflow reports this address on the pull request's commit (.github/workflows/preview.yml).
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `url=${url}\n`);
  // Its own address in its pages; noindex on every answer; no Turnstile, since a preview takes no form.
  build({ NEXT_PUBLIC_SITE_URL: url, SITE_PREVIEW: '1', NEXT_PUBLIC_TURNSTILE_SITE_KEY: '' });
  checkExport();
  if (values['dry-run']) {
    console.log(`preview ${name}: built for ${url} and checked; not uploaded (--dry-run).`);
    return;
  }
  let output;
  try {
    output = wrangler(previewArgs(name, vars), { capture: 'stdout' });
  } catch (error) {
    if (error instanceof WranglerError) process.stderr.write(error.stdout);
    throw error;
  }
  const urls = orStop(() => previewUrls(output));
  if (urls.length === 0) {
    console.error(
      `preview ${name}: uploaded, but Cloudflare serves it at no address: turn on the preview domain (docs/deploying.md, "A preview of each pull request").`,
    );
    process.exit(1);
  }
  if (!servesAt(urls, url)) {
    console.error(
      `preview ${name}: Cloudflare serves it at ${urls.join(', ')}, not at ${url}, the address its pages were built for: set PREVIEW_URL to match.`,
    );
    process.exit(1);
  }
  console.log(`preview ${name}: ${url}`);
}

function previewDelete() {
  const name = pullRequestPreview();
  try {
    wrangler(previewDeleteArgs(name), { capture: true });
    console.log(`preview ${name}: removed.`);
  } catch (error) {
    if (!(error instanceof WranglerError)) throw error;
    // Never uploaded (a pull request from a fork), or removed already: nothing to do.
    if (/not found|10025/i.test(error.stderr + error.stdout)) {
      console.log(`preview ${name}: there is none to remove.`);
      return;
    }
    process.stderr.write(error.stderr + error.stdout);
    process.exit(1);
  }
}

const commands: Record<string, () => void> = {
  build,
  serve,
  cms,
  check,
  deploy,
  preview,
  'preview-delete': previewDelete,
};
const chosen = commands[command];
if (!chosen) {
  console.error(`Usage: tsx scripts/worker.cli.ts ${Object.keys(commands).join('|')} [options]`);
  process.exit(2);
}
chosen();
