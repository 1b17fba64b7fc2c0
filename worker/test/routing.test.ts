/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { languages } from '@/content/languages';
import { staticRoutes } from '@/content/routes';
import { isWorkerPath, notFoundPaths, pathsRunningWorker, runsWorkerFirst } from '../routing';
import {
  parseWranglerConfig,
  precompressedRules,
  readWranglerConfig,
  withPrecompressedPages,
} from '@/scripts/wrangler-config';

const rules = readWranglerConfig().assets?.run_worker_first;

/** Every file of public/, as the export serves it. */
const publicFiles = readdirSync('public', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `/${relative('public', join(entry.parentPath, entry.name)).split('\\').join('/')}`);

/**
 * The files of an export of today's content, as `npm run build` names them: each page of every
 * language with its route payloads, and every kind of file the build writes beside them.
 */
const exportFiles = [
  ...languages.flatMap((language) =>
    staticRoutes(language).flatMap((route) => {
      const file = route === '/' ? '/index' : route;
      return [`${file}.html`, `${file}.txt`, `${route === '/' ? '' : route}/__next._tree.txt`];
    }),
  ),
  '/404.html',
  '/de/404.html',
  '/ar/404.html',
  ...publicFiles,
  '/_next/static/chunks/0a1b2c3d.js',
  '/_next/static/chunks/0a1b2c3d.css',
  '/_next/static/paint/0a1b2c3d.js',
  '/_next/static/payload/0a1b2c3d.json',
  '/fonts/0a1b2c3d/inter.woff2',
  '/og/home.png',
  '/og/de/project-ai-ecommerce-platform.png',
  '/search-index.json',
  '/search-index/bodies-0.json',
  '/de/search-index/bodies-0.json',
  '/admin/index.html',
  '/admin/config.yml',
  '/admin/cms/cms-0A1B2C3D.js',
  '/.well-known/security.txt',
  '/sitemap.xml',
  '/feed.xml',
  '/robots.txt',
  '/llms.txt',
  '/manifest.webmanifest',
];

describe('run_worker_first, as Cloudflare reads it', () => {
  it('matches globs whole, with * across folders, and lets !/ rules win', () => {
    const list = ['/api/*', '/404', '/*.xml', '!/api/public/*'];
    expect(runsWorkerFirst('/api/leads', list)).toBe(true);
    expect(runsWorkerFirst('/api/a/b/c', list)).toBe(true);
    expect(runsWorkerFirst('/api/public/x', list)).toBe(false);
    expect(runsWorkerFirst('/api', list)).toBe(false);
    expect(runsWorkerFirst('/404', list)).toBe(true);
    expect(runsWorkerFirst('/404.html', list)).toBe(false);
    expect(runsWorkerFirst('/de/404', list)).toBe(false);
    expect(runsWorkerFirst('/de/feed.xml', list)).toBe(true);
    // A dot is a dot, not any character.
    expect(runsWorkerFirst('/a.xml', ['/a.xml'])).toBe(true);
    expect(runsWorkerFirst('/axxml', ['/a.xml'])).toBe(false);
    expect(runsWorkerFirst('/anything', true)).toBe(true);
    expect(runsWorkerFirst('/anything', false)).toBe(false);
    expect(runsWorkerFirst('/anything', undefined)).toBe(false);
  });

  it('runs the Worker for no page or file of the export: every one is the static files’ own', () => {
    expect(exportFiles.length).toBeGreaterThan(400);
    expect(pathsRunningWorker(exportFiles, rules)).toEqual([]);
  });

  it('runs it for the API and the not-found pages’ own addresses, which need it', () => {
    for (const path of ['/api/leads', '/api/auth', '/api/auth/callback', ...notFoundPaths]) {
      expect([path, runsWorkerFirst(path, rules)]).toEqual([path, true]);
      expect(isWorkerPath(path)).toBe(true);
    }
    expect(notFoundPaths).toEqual(languages.map((language) => (language === 'en' ? '/404' : `/${language}/404`)));
  });

  it('flags every page that would run the Worker, at each of its addresses', () => {
    // The rules before pages left the Worker: every path but the hashed folders.
    const everyPage = ['/*', '!/_next/*', '!/fonts/*', '!/images/*', '!/og/*', '!/admin/cms/*'];
    const running = pathsRunningWorker(exportFiles, everyPage);
    expect(running).toEqual(
      expect.arrayContaining(['/', '/about', '/about/', '/about.html', '/de/about', '/robots.txt']),
    );
    expect(running).not.toContain('/404');
    expect(running.some((path) => path.startsWith('/_next/'))).toBe(false);
  });
});

describe('the paid plan’s option', () => {
  it('sends every page through the Worker and keeps the rest of the configuration', () => {
    const config = parseWranglerConfig('{ "name": "x", // a comment\n "assets": { "directory": "./out", }, }');
    const paid = withPrecompressedPages(config);
    expect(paid).toEqual({ name: 'x', assets: { directory: './out', run_worker_first: [...precompressedRules] } });
    expect(runsWorkerFirst('/about', paid.assets?.run_worker_first)).toBe(true);
    expect(runsWorkerFirst('/_next/static/chunks/a.js', paid.assets?.run_worker_first)).toBe(false);
    expect(runsWorkerFirst('/search-index/bodies-0.json', paid.assets?.run_worker_first)).toBe(false);
  });
});
