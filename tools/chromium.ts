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
 * The same Chromium's headless shell (Debian's `chromium-headless-shell`), which the end-to-end
 * tests drive: the browser without its windowing layer, as Playwright runs its own headless
 * Chromium by default. On two cores it runs the suite about a third faster than the full browser
 * in its new headless mode. PLAYWRIGHT_CHROMIUM_HEADLESS_SHELL_PATH names another shell; without
 * a shell, or with PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH set alone, the tests use that browser. The
 * bench keeps the full browser, which a visitor runs.
 */
function headlessShell(): string | undefined {
  const named = process.env.PLAYWRIGHT_CHROMIUM_HEADLESS_SHELL_PATH;
  if (named !== undefined) return existsSync(named) ? named : chromiumExecutable;
  if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH !== undefined) return chromiumExecutable;
  const debian = '/usr/lib/chromium/chromium-headless-shell';
  return existsSync(debian) ? debian : chromiumExecutable;
}
export const headlessShellExecutable = headlessShell();

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
