import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { endpointSettings } from './test-support/stand-ins';
import { chromiumLaunchOptions, headlessShellExecutable } from './tools/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The same site built with the forms sent to the Worker (`npm run build:endpoint`), one port up.
// Both exports are served by the site's Worker in workerd, as `npm start` serves them, each with a
// local D1 of its own; form tests reach them through `e2e/form-helpers.ts`.
const endpointSitePort = port + 1;
process.env.E2E_ENDPOINT_SITE = `http://127.0.0.1:${endpointSitePort}`;
process.env.E2E_LEADS_STATE ??= '.wrangler/e2e/endpoint';
// out/ once more, two ports up, with a Worker that fails everything but the API
// (worker/test/failing-worker.ts): pages, files and not-found pages must not need it.
const failingWorkerPort = port + 2;
process.env.E2E_FAILING_WORKER_SITE = `http://127.0.0.1:${failingWorkerPort}`;
/**
 * The tests drive the machine's Chromium headless shell (tools/chromium.ts). It resolves no name but this machine's, so no request leaves it. Blocking in
 * the browser rather than with a catch-all `page.route` keeps the browser's cache and spares each
 * request a round trip through the runner: once any route is set, Playwright intercepts every
 * request, uncached. Tests that need a provider's answer route its origin (e2e/fixtures.ts).
 */
// The services the Worker hands leads to (test-support/stand-in-services.cli.ts), three ports up,
// and the settings that point the endpoint site's Worker at them, in a file read as `npm start`
// reads .dev.vars (wrangler's `--env-file`).
const standInPort = port + 3;
process.env.E2E_STAND_INS = `http://127.0.0.1:${standInPort}`;
const devVars = '.wrangler/e2e/endpoint.dev.vars';
mkdirSync(dirname(devVars), { recursive: true });
writeFileSync(devVars, endpointSettings(process.env.E2E_STAND_INS, process.env.E2E_ENDPOINT_SITE));
const launchOptions = {
  ...chromiumLaunchOptions,
  executablePath: headlessShellExecutable,
  args: [...chromiumLaunchOptions.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
};
const serve = (dir: string, listen: number, state: string, options = '') =>
  `node --import tsx scripts/worker.cli.ts serve --port ${listen} --assets ${dir} --persist-to ${state} ${options}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // In CI a failed test runs once more, so that a flaky one is told from a broken one in the
  // report; either way the run fails (a test that passes only on its retry is flaky).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Tracing costs every test time, so only a retried test records one (run with `--trace on` to
  // record them all while debugging).
  use: { baseURL, trace: 'on-first-retry', launchOptions },
  projects: [
    // Tests tagged @phone or @desktop run at that width only; the rest run at both.
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions,
      },
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  // The built exports, served by the Worker as in production (headers, 404s). The endpoint's
  // export runs in the paid plan's option (`--precompressed`: pages through the Worker, in the
  // build's brotli), so that the option is tested too; `npm run build:endpoint` builds it so.
  webServer: [
    {
      command: serve('out', port, '.wrangler/e2e/site'),
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: serve(
        'out-endpoint',
        endpointSitePort,
        process.env.E2E_LEADS_STATE,
        `--precompressed --env-file ${devVars}`,
      ),
      url: process.env.E2E_ENDPOINT_SITE,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `node --import tsx test-support/stand-in-services.cli.ts --port ${standInPort}`,
      url: process.env.E2E_STAND_INS,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: serve('out', failingWorkerPort, '.wrangler/e2e/failing', '--main worker/test/failing-worker.ts'),
      // Ready when it serves a file, whatever it does with pages: that is for the tests to tell.
      url: `${process.env.E2E_FAILING_WORKER_SITE}/images/logo.svg`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
