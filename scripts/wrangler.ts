// Runs the project's pinned wrangler with the settings that keep it quiet and local: no
// metrics, no banner and no request for Cloudflare's request metadata (without them some
// commands wait about 20 s on a network that drops packets).
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const bin = require.resolve('wrangler/bin/wrangler.js');

export const wranglerEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** The name of the leads database in wrangler.jsonc. */
export const database = 'corevia-leads';

const env = (extra: Record<string, string> = {}) => ({ ...process.env, ...wranglerEnv, ...extra });

/** Runs wrangler to its end; its output goes to ours unless `capture` asks for it back. */
interface RunOptions {
  /** Return wrangler's output instead of showing it. */
  capture?: boolean;
  env?: Record<string, string>;
}

export function wrangler(args: string[], { capture = false, env: extra }: RunOptions = {}): string {
  const output = execFileSync(process.execPath, [bin, ...args], {
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    env: env(extra),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return output ?? '';
}

/** Starts a long-running wrangler (`dev`); the caller ends it. */
export function spawnWrangler(args: string[], { env: extra }: RunOptions = {}) {
  return spawn(process.execPath, [bin, ...args], { stdio: 'inherit', env: env(extra) });
}
