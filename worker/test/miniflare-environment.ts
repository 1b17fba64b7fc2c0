// The environment of the Worker's tests: Node, with Miniflare and the Worker's bundle loaded
// outside Jest's sandbox. Miniflare checks `instanceof` on values it makes itself, which fails
// when its classes are loaded again inside the sandbox's realm (jestjs/jest#2549).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import { bundleFolderVariable } from './global-setup';

/**
 * The bundle `wrangler deploy` would upload, built by wrangler itself from wrangler.jsonc, with
 * an empty folder for the static files: these tests are about the Worker's code. It is built once
 * per run, in `folder`, by the first suite that needs it (about 3 s); a suite that finds another
 * building it waits for it. Returns the bundle's folder and the empty one.
 */
async function sharedBundle(folder: string, cwd: string): Promise<{ bundle: string; assets: string }> {
  const bundle = join(folder, 'bundle');
  const assets = join(folder, 'assets');
  const failure = join(folder, 'failed.txt');
  let builder = true;
  try {
    mkdirSync(join(folder, 'lock'));
  } catch {
    builder = false;
  }
  if (builder) {
    try {
      mkdirSync(assets, { recursive: true });
      execFileSync(
        process.execPath,
        [
          join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js'),
          'deploy',
          '--dry-run',
          '--outdir',
          `${bundle}.partial`,
          '--assets',
          assets,
        ],
        {
          cwd,
          stdio: ['ignore', 'ignore', 'inherit'],
          env: {
            ...process.env,
            WRANGLER_SEND_METRICS: 'false',
            WRANGLER_HIDE_BANNER: 'true',
            CLOUDFLARE_CF_FETCH_ENABLED: 'false',
          },
        },
      );
      // Whole or not at all: the suites waiting look for the folder.
      renameSync(`${bundle}.partial`, bundle);
    } catch (error) {
      writeFileSync(failure, String(error));
      throw error;
    }
  }
  for (const deadline = Date.now() + 120_000; !existsSync(bundle);) {
    if (existsSync(failure)) throw new Error(`The Worker's bundle did not build: ${readFileSync(failure, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`The Worker's bundle did not appear in ${bundle} within 2 minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { bundle, assets };
}

export default class MiniflareEnvironment extends TestEnvironment {
  /** This suite's folder, when the run has no shared one (global-setup.ts not run). */
  private readonly own?: string;

  private readonly folder: string;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const shared = process.env[bundleFolderVariable];
    this.own = shared ? undefined : mkdtempSync(join(tmpdir(), 'worker-test-'));
    this.folder = shared ?? this.own!;
  }

  override async setup(): Promise<void> {
    await super.setup();
    const { bundle, assets } = await sharedBundle(this.folder, this.global.process.cwd());
    const miniflare = await import('miniflare');
    const wrangler = await import('wrangler');
    // wrangler.jsonc as wrangler reads it, with the empty folder for the static files (out/ may not be built yet).
    const config = wrangler.unstable_readConfig({ config: 'wrangler.jsonc' });
    this.global.workerTestKit = {
      Miniflare: miniflare.Miniflare,
      convertV4MiniflareOptions: miniflare.convertV4MiniflareOptions,
      Log: miniflare.Log,
      LogLevel: miniflare.LogLevel,
      workerOptions: wrangler.unstable_getMiniflareWorkerOptions({
        ...config,
        assets: { ...config.assets, directory: assets },
      }).workerOptions,
      scriptPath: join(bundle, 'index.js'),
      migrations: readdirSync('worker/migrations')
        .filter((name) => name.endsWith('.sql'))
        .sort()
        .map((name) => wrangler.unstable_splitSqlQuery(readFileSync(join('worker/migrations', name), 'utf8'))),
    };
  }

  override async teardown(): Promise<void> {
    if (this.own) rmSync(this.own, { recursive: true, force: true });
    await super.teardown();
  }
}
