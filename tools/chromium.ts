// The one way this project starts Chromium: the end-to-end tests (playwright.config.ts), the
// bench (Lighthouse), the contrast review and the artwork generator.
import { existsSync } from 'node:fs';

/**
 * The machine's Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, else /usr/bin/chromium when it
 * exists; undefined lets Playwright use its own browser (none is downloaded here).
 */
const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium';
export const chromiumExecutable: string | undefined = existsSync(configured) ? configured : undefined;

/**
 * Flags for a sandbox without a GPU on a closed network: without the background-networking
 * ones, Chromium keeps opening connections the machine refuses, many at a time.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options with both. */
export const chromiumLaunchOptions = { executablePath: chromiumExecutable, args: chromiumFlags };
