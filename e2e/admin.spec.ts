// The content manager at /admin, as an editor on this machine uses it ("Work with Local
// Repository"): the browser's folder picker is stubbed with a folder of the origin's private file
// system seeded from this checkout, since no test can answer the real picker. The editor creates a
// project with its Arabic translation (its German one switched off) and renames a service; the
// files the CMS wrote are put into a copy of the checkout,
// which is built and served by the site's Worker as `npm start` does, and read as a visitor would.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { parse } from 'yaml';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * GitHub's status page, which the CMS asks before it offers GitHub's sign-in: the one other
 * origin it may reach (the tests' browser resolves no other name but this machine's).
 */
const stubGitHubStatus = (page: Page) =>
  page.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({ json: { status: { indicator: 'none', description: 'All Systems Operational' } } }),
  );

/** The checkout's files the CMS reads and writes: the content, and the folder uploads go to. */
function repositoryFiles(): Record<string, string> {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  const files = walk('content').filter((path) => /\.(md|yml)$/.test(path));
  return {
    ...Object.fromEntries(files.map((path) => [path, readFileSync(path, 'utf8')])),
    'public/images/uploads/.gitkeep': '',
    // The CMS takes a folder for a repository's root when it holds .git.
    '.git/HEAD': 'ref: refs/heads/main\n',
  };
}

/** Writes the files into the origin's private file system, under `repo/`, which the stubbed picker returns. */
async function seedRepository(page: Page, files: Record<string, string>): Promise<void> {
  await page.evaluate(async (entries) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
    for (const [path, text] of Object.entries(entries)) {
      const parts = path.split('/');
      let dir = root;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, files);
}

/** Every file of the folder the CMS works in, as base64 (uploads are binary). */
async function readRepository(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of dir as unknown as AsyncIterable<[string, FileSystemHandle]>) {
        const path = `${prefix}${name}`;
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${path}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          files[path] = btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return files;
  });
}

/**
 * A copy of the checkout to build, without its builds. Its dependencies are hard links of
 * this checkout's (the bundler refuses a node_modules that resolves outside the project).
 */
function checkoutCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'cms-rebuild-'));
  const skipped = new Set(['node_modules', 'out', 'out-endpoint', '.next', '.git', '.wrangler', 'test-results']);
  for (const name of readdirSync('.')) {
    if (skipped.has(name) || name.startsWith('playwright-report')) continue;
    cpSync(name, join(root, name), { recursive: true });
  }
  execFileSync('cp', ['-al', 'node_modules', join(root, 'node_modules')]);
  // The compiler's cache of this checkout's last build, as a second build here would have it: the
  // rebuild then takes about two thirds of the time. A copy, not links: the build writes to it.
  if (existsSync('.next/cache')) cpSync('.next/cache', join(root, '.next', 'cache'), { recursive: true });
  return root;
}

/**
 * Serves a built export with the site's Worker, as `npm start` does in that checkout, until
 * stopped. It shares nothing with the suite's own servers, which run the same Worker by the same
 * name: its bundle and local D1 are under the copy's .wrangler/, and so is the registry where
 * wrangler announces a running Worker to the others.
 */
async function serveExport(root: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    'node',
    ['--import', 'tsx', 'scripts/worker.cli.ts', 'serve', '--port', String(port), '--assets', 'out'],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, WRANGLER_REGISTRY_PATH: join(root, '.wrangler', 'registry') },
      detached: true,
    },
  );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The rebuilt site did not come up on port ${port}.`);
}

const project = {
  title: 'Smart Grid Analytics',
  slug: 'smart-grid-analytics',
  category: 'Cloud Solutions',
  brief: 'A forecasting platform that balances a regional grid’s load every five minutes.',
};
/** The project's Arabic translation, written in the same editing session. */
const arabicProject = {
  title: 'تحليلات الشبكة الذكية',
  brief: 'منصة تنبؤ توازن أحمال شبكة الكهرباء الإقليمية كل خمس دقائق.',
};
const renamedService = { slug: 'cloud-solutions', title: 'Cloud Platforms & Migration' };

test.describe('the content manager', () => {
  test.describe.configure({ timeout: 420_000 });

  test('lets an editor zoom: its page keeps one viewport <meta>, which sets no zoom limit', async ({ page }) => {
    await stubGitHubStatus(page);
    await page.goto('/admin/');
    // The CMS has drawn its start page, where Sveltia would have added a viewport <meta> of its own.
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
    const viewport = page.locator('meta[name="viewport"]');
    await expect(viewport).toHaveCount(1);
    expect(await viewport.getAttribute('content')).not.toMatch(/maximum-scale|user-scalable/);
    const results = await new AxeBuilder({ page }).withRules(['meta-viewport']).analyze();
    expect(results.violations).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toEqual(['meta-viewport']);
  });

  test('creates a project with its Arabic translation and renames a service in the checkout’s files; a rebuild publishes them @desktop', async ({
    page,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).origin));
    await stubGitHubStatus(page);
    await page.addInitScript(() => {
      const picker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
      Object.assign(window, { showDirectoryPicker: picker });
    });

    const response = await page.goto('/admin/');
    const headers = response!.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
    expect(headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');

    const original = repositoryFiles();
    await seedRepository(page, original);
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await expect(page.getByRole('treeitem', { name: 'Projects' })).toContainText('14');

    // A new project.
    await page.getByRole('treeitem', { name: 'Projects' }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).click();
    // The editor announces itself once its draft is set up; a field filled before that is reset.
    await expect(page.getByRole('status').filter({ hasText: 'You’re now creating a new entry' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title' }).fill(project.title);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: project.category, exact: true }).click();
    await page.getByRole('textbox', { name: 'Page address' }).fill(`/project/${project.slug}`);
    await page.getByRole('spinbutton', { name: 'Position in lists' }).fill('15');
    // The image: uploaded through the CMS's media dialog into public/images/uploads/.
    await page
      .getByRole('group', { name: /Image.*Field/ })
      .getByRole('button', { name: 'Browse' })
      .click();
    const mediaDialog = page.getByRole('dialog', { name: 'Select Image' });
    const chooser = page.waitForEvent('filechooser');
    await mediaDialog.getByRole('button', { name: 'Upload' }).click();
    await (
      await chooser
    ).setFiles({ name: `${project.slug}.png`, mimeType: 'image/png', buffer: readFileSync('app/apple-icon.png') });
    await mediaDialog.getByRole('button', { name: 'Insert' }).click();
    await expect(page.getByRole('textbox', { name: 'Image' })).toHaveText(`/images/uploads/${project.slug}.png`);
    await page.getByRole('textbox', { name: 'Short description' }).fill(project.brief);
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(project.title);
    // Its Arabic translation: the words in Arabic, the rest copied from the English entry. A new
    // entry starts in every language; the German one is switched off, to be translated later.
    await page
      .getByRole('radio', { name: /Arabic/ })
      .first()
      .click();
    const arabic = page.getByRole('group', { name: /Edit .*Arabic.* Content/ });
    await arabic.getByRole('textbox', { name: 'Title' }).fill(arabicProject.title);
    await arabic.getByRole('textbox', { name: 'Short description' }).fill(arabicProject.brief);
    await arabic.getByRole('radio', { name: /German/ }).click();
    await page.getByRole('button', { name: /Show .*German.* Content Options/ }).click();
    await page.getByRole('menuitem', { name: /Disable .*German/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    // Saving writes the entry and the upload into the picked folder: slow on a busy machine.
    await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('treeitem', { name: 'Projects' })).toContainText('15');

    // A service renamed.
    await page.getByRole('treeitem', { name: 'Services' }).click();
    await page.getByRole('row', { name: /Cloud Solutions/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(renamedService.title);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: new RegExp(renamedService.title) })).toBeVisible();

    // The files on disk (the folder the editor picked).
    const saved = await readRepository(page);
    const text = (path: string) => Buffer.from(saved[path] ?? '', 'base64').toString('utf8');
    const changed = Object.keys(saved).filter(
      (path) => !(path in original) || text(path) !== original[path as keyof typeof original],
    );
    const projectFile = `content/projects/${project.slug}.md`;
    const arabicFile = `content/projects/ar/${project.slug}.md`;
    const upload = changed.find((path) => path.startsWith('public/images/uploads/') && path.endsWith('.png'));
    // Saving the renamed service writes its translations again too, with what they held.
    const serviceFile = (folder: string) => `content/services/${folder}${renamedService.slug}.md`;
    const rewritten = ['de/', 'ar/'].map(serviceFile).filter((path) => changed.includes(path));
    const parsed = (source: string) => {
      const [, front = '', body = ''] = source.split(/^---$/m);
      return { front: parse(front) as unknown, body: body.trim() };
    };
    for (const path of rewritten)
      expect(parsed(text(path)), path).toEqual(parsed(original[path as keyof typeof original]!));
    expect(changed.toSorted()).toEqual([projectFile, arabicFile, upload, serviceFile(''), ...rewritten].toSorted());
    expect(parse(text(arabicFile).split(/^---$/m)[1]!)).toMatchObject({
      title: arabicProject.title,
      category: project.category,
      url: `/project/${project.slug}`,
      order: 15,
    });
    expect(text(arabicFile)).toContain(arabicProject.brief);
    const front = parse(text(projectFile).split(/^---$/m)[1]!) as Record<string, unknown>;
    expect(front).toMatchObject({
      title: project.title,
      category: project.category,
      url: `/project/${project.slug}`,
      order: 15,
      imgUrl: `/${relative('public', upload!)}`,
    });
    expect(text(projectFile)).toContain(project.brief);
    expect(text(`content/services/${renamedService.slug}.md`)).toContain(`title: ${renamedService.title}`);

    // Under /admin, nothing but this site and GitHub's status page was asked for anything.
    expect([...origins].filter((origin) => origin !== new URL(page.url()).origin).toSorted()).toEqual([
      'https://www.githubstatus.com',
    ]);

    // The checkout with the editor's files, rebuilt and served as production serves it.
    const root = checkoutCopy();
    let server: ChildProcess | undefined;
    try {
      for (const path of changed) {
        writeFileSync(join(root, path), Buffer.from(saved[path]!, 'base64'));
      }
      // The code is this checkout's, whose build checked its types; the editor changed content.
      const build = spawnSync('npm', ['run', 'build'], {
        cwd: root,
        encoding: 'utf8',
        timeout: 300_000,
        env: { ...process.env, NEXT_TYPES_CHECKED: '1' },
      });
      expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-3000)).toBe(0);
      const port = Number(process.env.E2E_PORT ?? 3100) + 7;
      server = await serveExport(root, port);
      const site = `http://127.0.0.1:${port}`;

      await page.goto(`${site}/project/${project.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await expect(page).toHaveTitle(new RegExp(`^${project.title} \\|`));
      await page.goto(`${site}/projects`);
      await expect(page.locator(`main a[href="/project/${project.slug}"]`).first()).toBeAttached();
      // The Arabic translation is an Arabic page; German, untranslated, has none.
      await page.goto(`${site}/ar/project/${project.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicProject.title);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect((await fetch(`${site}/de/project/${project.slug}`)).status).toBe(404);
      await page.goto(`${site}/service/${renamedService.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamedService.title);
      const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
      expect(sitemap).toContain(`/project/${project.slug}</loc>`);
      expect(sitemap).toContain(`/ar/project/${project.slug}</loc>`);
      expect(sitemap).not.toContain(`/de/project/${project.slug}</loc>`);
      await page.goto(`${site}/search?q=${encodeURIComponent('Smart Grid')}`);
      await expect(page.locator(`main a[href="/project/${project.slug}"]`).first()).toBeVisible();
    } finally {
      // The page leaves the rebuilt site before its server stops, so no late request fails.
      await page.goto('about:blank');
      if (server?.pid) process.kill(-server.pid);
      // Next.js's workers may still be writing .next/ (cache, tsbuildinfo) after the build has
      // returned, which fails the removal with ENOTEMPTY: it retries for up to a minute.
      rmSync(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 1000 });
    }
  });
});
