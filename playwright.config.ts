import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// The same site built with a form endpoint (`npm run build:endpoint`), one port up, and the
// local inbox that endpoint names. Form tests reach them through `e2e/form-helpers.ts`.
const endpointSitePort = port + 1;
const formEndpoint = new URL(process.env.E2E_FORM_ENDPOINT ?? 'http://127.0.0.1:8790/leads');
process.env.E2E_ENDPOINT_SITE = `http://127.0.0.1:${endpointSitePort}`;
process.env.E2E_FORM_ENDPOINT = formEndpoint.href;
process.env.E2E_LEADS_FILE ??= '.leads/e2e-leads.jsonl';
const serve = (dir: string, listen: number) => `node scripts/serve.mjs ${dir} --port ${listen} --no-compression`;

// The machine's Chromium when there is one (no browser downloads here), else Playwright's own.
const systemChromium = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

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
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
  // The built export, served as `npm start` serves it (headers included); uncompressed, since the
  // browser is on the same machine and gzip would only take CPU from the tests.
  webServer: [
    { command: serve('out', port), url: baseURL, reuseExistingServer: !process.env.CI, timeout: 60_000 },
    {
      command: serve('out-endpoint', endpointSitePort),
      url: process.env.E2E_ENDPOINT_SITE,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node scripts/inbox.mjs',
      url: `${formEndpoint.origin}/health`,
      env: {
        INBOX_PORT: formEndpoint.port,
        INBOX_LEADS_FILE: process.env.E2E_LEADS_FILE,
        INBOX_ALLOW_ORIGIN: process.env.E2E_ENDPOINT_SITE,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
