// Runs the project's pinned wrangler with the settings that keep it quiet and local: no
// metrics, no banner and no request for Cloudflare's request metadata (without them some
// commands wait about 20 s on a network that drops packets).
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// The package exports no `bin/` path; its manifest leads to it.
export const wranglerBin = join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js');

export const wranglerEnv = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

/** The name of the leads database in wrangler.jsonc. */
export const database = 'corevia-leads';

const env = (extra: Record<string, string> = {}) => ({ ...process.env, ...wranglerEnv, ...extra });

interface RunOptions {
  /** Return wrangler's output instead of showing it (its errors are shown if it fails); `stdout`: show its messages meanwhile. */
  capture?: boolean | 'stdout';
  env?: Record<string, string>;
}

/** A failed wrangler command, with what it wrote (with `--json`, its error is in `stdout`). */
export class WranglerError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    readonly stdout = '',
  ) {
    super(message);
  }
}

/** Runs wrangler to its end; its output goes to ours unless `capture` asks for it back. */
export function wrangler(args: string[], { capture = false, env: extra }: RunOptions = {}): string {
  try {
    const output = execFileSync(process.execPath, [wranglerBin, ...args], {
      stdio: capture ? ['ignore', 'pipe', capture === 'stdout' ? 'inherit' : 'pipe'] : 'inherit',
      env: env(extra),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    return output ?? '';
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: unknown; stdout?: unknown };
    throw new WranglerError(
      `wrangler ${args.slice(0, 2).join(' ')} failed`,
      String(stderr ?? ''),
      String(stdout ?? ''),
    );
  }
}

/**
 * A D1 query's output. A local database is a file the running Worker (`npm start`) also
 * writes: a read that meets its lock waits and tries again, for up to about ten seconds.
 */
export async function queryDatabase(args: string[]): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return wrangler(args, { capture: true });
    } catch (error) {
      const busy = error instanceof WranglerError && /SQLITE_BUSY|database is locked/.test(error.stderr);
      if (!busy || attempt === 20) {
        if (error instanceof WranglerError) process.stderr.write(error.stderr);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
    }
  }
}

/** Starts a long-running wrangler (`dev`); the caller ends it. */
export function spawnWrangler(args: string[], { env: extra }: RunOptions = {}) {
  return spawn(process.execPath, [wranglerBin, ...args], { stdio: 'inherit', env: env(extra) });
}
