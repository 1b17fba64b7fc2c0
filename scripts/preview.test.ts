/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { previewArgs, previewDeleteArgs, previewName, previewUrl, previewUrls, previewVars, servesAt } from './preview';
import { wranglerBin, wranglerEnv } from './wrangler';
import { readWranglerConfig } from './wrangler-config';

describe('previewName', () => {
  it('is pr- and the pull request’s number', () => {
    expect(previewName(42)).toBe('pr-42');
    expect(previewName(' 7 ')).toBe('pr-7');
  });

  it.each(['', '0', '-1', '1.5', '12a', '$(id)', '01'])('refuses "%s"', (number) => {
    expect(() => previewName(number)).toThrow(/number/);
  });
});

describe('previewUrl', () => {
  it('puts the name into the pattern, on a preview domain or on workers.dev', () => {
    expect(previewUrl('https://{name}.previews.corevia.example', 'pr-4')).toBe('https://pr-4.previews.corevia.example');
    expect(previewUrl('https://{name}-corevia-website.team.workers.dev/', 'pr-4')).toBe(
      'https://pr-4-corevia-website.team.workers.dev',
    );
  });

  it.each([
    ['unset', undefined],
    ['without {name}', 'https://previews.corevia.example'],
    ['over plain http', 'http://{name}.previews.corevia.example'],
    ['with a path', 'https://{name}.previews.corevia.example/blog'],
    ['with a port', 'https://{name}.previews.corevia.example:8443'],
    ['not an address', '{name}'],
  ])('refuses a pattern %s', (_, pattern) => {
    expect(() => previewUrl(pattern, 'pr-4')).toThrow(/PREVIEW_URL/);
  });
});

describe('previewVars', () => {
  it('gives the Worker the live site’s address, which its refusal of a form names', () => {
    expect(previewVars('https://www.corevia.example/', 'https://pr-4.previews.corevia.example')).toEqual([
      '--var',
      'SITE_URL:https://www.corevia.example',
    ]);
  });

  it('gives none without a live https:// address, so the Worker refuses forms everywhere', () => {
    expect(previewVars('', 'https://pr-4.previews.corevia.example')).toEqual([]);
    expect(previewVars(undefined, 'https://pr-4.previews.corevia.example')).toEqual([]);
    expect(previewVars('http://www.corevia.example', 'https://pr-4.previews.corevia.example')).toEqual([]);
  });

  it('refuses a preview at the live site’s own host, where the Worker would take forms', () => {
    expect(() => previewVars('https://www.corevia.example', 'https://www.corevia.example')).toThrow(/own/);
  });
});

describe('the wrangler commands', () => {
  it('upload a preview and remove it, never deploy', () => {
    const upload = previewArgs('pr-4', ['--var', 'SITE_URL:https://www.corevia.example']);
    expect(upload.slice(0, 3)).toEqual(['preview', '--name', 'pr-4']);
    expect(upload).toContain('--ignore-base-config');
    expect(previewDeleteArgs('pr-4')).toEqual(['preview', 'delete', '--name', 'pr-4', '--skip-confirmation']);
    expect([...upload, ...previewDeleteArgs('pr-4')]).not.toContain('deploy');
  });
});

describe('previewUrls', () => {
  const answer = {
    preview: { id: 'p1', name: 'pr-4', urls: ['https://pr-4.previews.corevia.example'] },
    deployment: { id: 'd1', urls: ['https://d1-pr-4.previews.corevia.example'] },
  };

  it('reads the preview’s addresses after what the custom build printed', () => {
    const output = `[custom build] Running: tsx scripts/worker-topics.cli.ts\n{ "not": "it" }\n${JSON.stringify(answer, null, 2)}\n`;
    expect(previewUrls(output)).toEqual(['https://pr-4.previews.corevia.example']);
  });

  it('is empty when Cloudflare gave the preview no address', () => {
    expect(previewUrls(JSON.stringify({ preview: { id: 'p1' }, deployment: {} }, null, 2))).toEqual([]);
  });

  it('stops on an answer that is not JSON', () => {
    expect(() => previewUrls('✘ [ERROR] Authentication error')).toThrow(/JSON/);
  });
});

describe('servesAt', () => {
  it('compares origins', () => {
    const urls = ['https://pr-4.previews.corevia.example'];
    expect(servesAt(urls, 'https://pr-4.previews.corevia.example')).toBe(true);
    expect(servesAt(urls, 'https://pr-5.previews.corevia.example')).toBe(false);
    expect(servesAt(['not a url'], 'https://pr-4.previews.corevia.example')).toBe(false);
  });
});

/** A request Cloudflare's API stand-in received. */
interface Received {
  method: string;
  path: string;
  query: string;
  body: string;
}

/**
 * Cloudflare's API as `wrangler preview` uses it, for one Worker with no preview yet: the preview
 * is created, its files are all "uploaded already", its deployment is made. Anything else is 404.
 */
function cloudflareStandIn(urls: string[]) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname.replace(/^\/client\/v4/, '');
      received.push({ method: request.method ?? '', path, query: url.search, body: Buffer.concat(chunks).toString() });
      const reply = (status: number, result: unknown, errors: { code: number; message: string }[] = []) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ success: status < 400, errors, messages: [], result }));
      };
      const previews = '/accounts/account-1/workers/workers/corevia-website/previews';
      if (request.method === 'GET' && path === `${previews}/pr-4`) {
        return reply(404, null, [{ code: 10025, message: 'Preview not found' }]);
      }
      if (request.method === 'POST' && path === previews)
        return reply(200, { id: 'p1', name: 'pr-4', slug: 'pr-4', urls });
      if (
        request.method === 'POST' &&
        path === '/accounts/account-1/workers/scripts/corevia-website/assets-upload-session'
      ) {
        return reply(200, { jwt: 'all-uploaded', buckets: [] });
      }
      if (request.method === 'POST' && path === `${previews}/p1/deployments`)
        return reply(200, { id: 'd1', urls: [], env: {} });
      return reply(404, null, [{ code: 7003, message: 'No route for that URI' }]);
    });
  });
  return { server, received };
}

describe('wrangler preview with wrangler.jsonc, against a stand-in of Cloudflare’s API', () => {
  let server: Server;
  let received: Received[];
  let folder: string;
  let output: string;

  beforeAll(async () => {
    ({ server, received } = cloudflareStandIn(['https://pr-4.previews.corevia.example']));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    // wrangler.jsonc as it is, its paths made absolute, with a one-page export for its files.
    folder = mkdtempSync(join(tmpdir(), 'preview-test-'));
    const assets = join(folder, 'out');
    mkdirSync(assets);
    writeFileSync(join(assets, 'index.html'), '<!doctype html><title>Preview</title>');
    const config = readWranglerConfig();
    const build = config.build as Record<string, unknown>;
    const configFile = join(folder, 'wrangler.json');
    writeFileSync(
      configFile,
      JSON.stringify({
        ...config,
        $schema: undefined,
        main: resolve(String(config.main)),
        build: { ...build, cwd: process.cwd() },
        assets: { ...config.assets, directory: assets },
      }),
    );
    const args = previewArgs(
      previewName(4),
      previewVars('https://www.corevia.example', 'https://pr-4.previews.corevia.example'),
    );
    ({ stdout: output } = await promisify(execFile)(process.execPath, [wranglerBin, ...args, '--config', configFile], {
      env: {
        ...process.env,
        ...wranglerEnv,
        CI: 'true',
        PATH: `${resolve('node_modules/.bin')}:${process.env.PATH ?? ''}`,
        CLOUDFLARE_API_BASE_URL: `http://127.0.0.1:${port}/client/v4`,
        CLOUDFLARE_API_TOKEN: 'stand-in',
        CLOUDFLARE_ACCOUNT_ID: 'account-1',
      },
      maxBuffer: 64 * 1024 * 1024,
    }));
  }, 120_000);

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    rmSync(folder, { recursive: true, force: true });
  });

  it('creates a preview without the dashboard’s preview settings', () => {
    const created = received.find(({ method, path }) => method === 'POST' && path.endsWith('/previews'));
    expect(created?.query).toBe('?ignore_base_config=true');
    expect(JSON.parse(created?.body ?? '{}')).toMatchObject({ name: 'pr-4' });
  });

  it('gives the preview the files and the live address, and none of production’s bindings', () => {
    const deployment = received.find(({ path }) => path.endsWith('/previews/p1/deployments'));
    const metadata = /name="metadata"\r\n(?:[^\r\n]*\r\n)*?\r\n(\{.*\})\r\n/.exec(deployment?.body ?? '')?.[1];
    expect(JSON.parse(metadata ?? '{}').env).toEqual({
      ASSETS: { type: 'assets' },
      SITE_URL: { type: 'plain_text', text: 'https://www.corevia.example' },
    });
  });

  it('never touches the deployed Worker', () => {
    const production = received.filter(
      ({ method, path }) =>
        method !== 'GET' && /\/workers\/scripts\/corevia-website(\/(?!assets-upload-session)|$)/.test(path),
    );
    expect(production).toEqual([]);
    expect(
      received
        .map(({ path }) => path)
        .filter((path) => /\/(deployments|versions)$/.test(path) && !path.includes('/previews/')),
    ).toEqual([]);
  });

  it('answers with the preview’s address, which the command reads', () => {
    expect(servesAt(previewUrls(output), 'https://pr-4.previews.corevia.example')).toBe(true);
  });
});
