import { readdirSync } from 'node:fs';
import { languages } from '../content/languages';
import { staticRoutes } from '../content/routes';
import { notFoundPaths } from '../worker/routing';
import { expect, notFoundDocument, test } from './fixtures';

// Pages, files, redirects and not-found pages are the static files' own answers on Cloudflare:
// free, and still there when the Worker is not (its daily requests spent, an error in its code).
// The same export is served twice: by the site's Worker (baseURL) and by one that fails every
// answer but the API's (worker/test/failing-worker.ts, playwright.config.ts).
const failingSite = process.env.E2E_FAILING_WORKER_SITE!;

/** The headers that differ between two answers of the same file by nature. */
const ownHeaders = new Set(['date', 'connection', 'keep-alive']);
const comparable = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !ownHeaders.has(name)));

const firstFile = (folder: string, extension: string) =>
  `/${folder}/${readdirSync(`out/${folder}`).find((name) => name.endsWith(extension))}`;

test.describe('pages without the Worker @desktop', () => {
  test('every page, file, redirect and not-found answer is the same with a Worker that fails all but the API', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const paths = [
      ...languages.flatMap((language) => staticRoutes(language)),
      // Unknown addresses: the not-found page of the language, with status 404.
      '/does-not-exist',
      '/project/no-such-project',
      '/de/nope',
      '/ar/nope/deeper',
      // Redirects to the clean URL.
      '/about/',
      '/about.html',
      '/index.html',
      '/de/service/cybersecurity.html',
      '/404.html',
      // Files of each kind.
      '/robots.txt',
      '/sitemap.xml',
      '/feed.xml',
      '/icons.svg',
      '/images/logo.svg',
      '/og/home.png',
      '/search-index.json',
      '/.well-known/security.txt',
      '/admin/',
      '/llms.txt',
      firstFile('_next/static/chunks', '.js'),
      firstFile('_next/static/chunks', '.css'),
    ];
    expect(paths.length).toBeGreaterThan(150);
    for (const path of paths) {
      const answer = (site: string) => request.get(new URL(path, site).toString(), { maxRedirects: 0 });
      const [served, withoutWorker] = await Promise.all([answer(baseURL!), answer(failingSite)]);
      expect([path, withoutWorker.status()]).toEqual([path, served.status()]);
      expect([path, comparable(withoutWorker.headers())]).toEqual([path, comparable(served.headers())]);
      expect((await withoutWorker.body()).equals(await served.body()), path).toBe(true);
      expect(served.status(), path).toBeLessThan(500);
    }
    // The failing Worker is there: its own paths fail, and the API still answers as the site's.
    for (const path of notFoundPaths) {
      const answer = await request.get(new URL(path, failingSite).toString());
      expect([path, answer.status(), await answer.text()]).toEqual([
        path,
        500,
        'The Worker ran for a path that is not its own.',
      ]);
      expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
    }
    const api = await request.get(new URL('/api/nothing-here', failingSite).toString());
    expect([api.status(), await api.json()]).toEqual([
      404,
      { errors: [{ field: 'path', message: expect.any(String) }] },
    ]);
  });

  test.describe('a visitor', () => {
    test.use({ allowedConsoleErrors: [notFoundDocument] });

    test('sees the pages and the not-found page as ever', async ({ page }) => {
      for (const [path, status] of [
        ['/', 200],
        ['/de/about', 200],
        ['/ar/contact', 200],
        ['/does-not-exist', 404],
      ] as const) {
        const response = await page.goto(new URL(path, failingSite).toString());
        expect([path, response?.status()]).toEqual([path, status]);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
    });
  });
});
