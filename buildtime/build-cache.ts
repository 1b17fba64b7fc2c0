// A build step's result kept on disk under the digest of everything it was computed from, so
// that a run with the same inputs reads it back instead of computing it again (the fonts of
// scripts/prebuild.cli.ts take seconds, and `npm test` runs that step three times). Inputs are
// the step's own source files and its libraries' versions as well as its data: a change to
// any of them computes afresh. A file that cannot be read or parsed counts as a miss.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * Where results are kept: beside Next.js's own build cache, which `npm ci` leaves alone and the
 * deploy workflow keeps between runs (.github/workflows/deploy.yml).
 */
export const cacheDir = '.next/cache/corevia-build';

export type CacheInput = string | Uint8Array;

/** The digest of `inputs`, each length-prefixed so that no two lists run together alike. */
export function cacheKey(inputs: CacheInput[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    const bytes = typeof input === 'string' ? Buffer.from(input, 'utf8') : input;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 32);
}

/** The installed version of each package, as a cache input (read beside its entry point: not every package exports its package.json). */
export function packageVersions(names: string[]): string {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const version = (name: string) => {
    for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (manifest.name === name) return manifest.version;
    }
    throw new Error(`No package.json found for ${name}`);
  };
  return names.map((name) => `${name}@${version(name)}`).join(',');
}

/**
 * The result of `compute` for `inputs`, read from `dir` when a run with the same inputs left it
 * there, else computed and left there in place of the results of earlier inputs. The result
 * must survive JSON.
 */
export async function cached<T>(
  name: string,
  inputs: CacheInput[],
  compute: () => Promise<T>,
  dir = cacheDir,
): Promise<{ value: T; hit: boolean }> {
  const file = join(dir, `${name}-${cacheKey(inputs)}.json`);
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) as T, hit: true };
  } catch {
    const value = await compute();
    mkdirSync(dir, { recursive: true });
    for (const old of readdirSync(dir)) if (old.startsWith(`${name}-`)) rmSync(join(dir, old));
    writeFileSync(file, JSON.stringify(value));
    return { value, hit: false };
  }
}

/**
 * One result kept in its own gzipped file under the key of what it was computed from: read back
 * when the key matches, else computed and written over it. For results many and large (a page
 * each), where `cached`'s file per key would have to be listed to drop the stale ones.
 */
export async function cachedEntry<T>(
  file: string,
  key: string,
  compute: () => Promise<T>,
): Promise<{ value: T; hit: boolean }> {
  try {
    const entry = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as { key: string; value: T };
    if (entry.key === key) return { value: entry.value, hit: true };
  } catch {
    // No entry yet, or one that cannot be read: computed afresh.
  }
  const value = await compute();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, gzipSync(JSON.stringify({ key, value }), { level: 1 }));
  return { value, hit: false };
}
