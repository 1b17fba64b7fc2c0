// The environment of the Worker's tests: Node, with Miniflare and the Worker's bundle loaded
// outside Jest's sandbox. Miniflare checks `instanceof` on values it makes itself, which fails
// when its classes are loaded again inside the sandbox's realm (jestjs/jest#2549).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';

export default class MiniflareEnvironment extends TestEnvironment {
  private readonly folder: string;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.folder = mkdtempSync(join(tmpdir(), 'worker-test-'));
  }

  override async setup(): Promise<void> {
    await super.setup();
    // The bundle `wrangler deploy` would upload, built by wrangler itself from wrangler.jsonc;
    // the static files are left out (an empty folder): these tests are about the Worker's code.
    const bundle = join(this.folder, 'bundle');
    const assets = join(this.folder, 'assets');
    mkdirSync(assets);
    execFileSync(
      process.execPath,
      [join(dirname(require.resolve('wrangler/package.json')), 'bin', 'wrangler.js'), 'deploy', '--dry-run', '--outdir', bundle, '--assets', assets],
      {
        cwd: this.global.process.cwd(),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: 'false',
          WRANGLER_HIDE_BANNER: 'true',
          CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        },
      },
    );
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
    rmSync(this.folder, { recursive: true, force: true });
    await super.teardown();
  }
}
