/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changeKind, isContentPath } from './changed-kind';

describe('isContentPath', () => {
  it.each([
    'content/posts/core-web-vitals-for-b2b-websites.md',
    'content/ar/posts/core-web-vitals-for-b2b-websites.md',
    'content/faqs.yml',
    'content/faqs.de.yml',
    'content/team/new-member.yaml',
    'public/images/uploads/photo.jpg',
    'public/images/uploads/2026/brochure.pdf',
  ])('%s is what an editor saves', (path) => {
    expect(isContentPath(path)).toBe(true);
  });

  it.each([
    ['the schemas', 'content/schema.ts'],
    ['a content module', 'content/site.ts'],
    ['a content test', 'content/content.test.ts'],
    ['a page', 'app/(main)/about/page.tsx'],
    ['the site’s own images', 'public/images/blog/core-web-vitals-for-b2b-websites.svg'],
    ['a workflow', '.github/workflows/deploy.yml'],
    ['the lockfile', 'package-lock.json'],
    ['the Worker’s settings', 'wrangler.jsonc'],
    ['Markdown outside content/', 'docs/deploying.md'],
    ['the uploads folder itself', 'public/images/uploads/'],
    ['a way out of content/', 'content/../app/page.md'],
    ['a path not in normal form', 'content//faqs.yml'],
    ['a current-folder step', './content/faqs.yml'],
    ['an absolute path', '/content/faqs.yml'],
    ['a quoted path, as git writes odd names', '"content/caf\\303\\251.md"'],
    ['nothing', ''],
  ])('%s is code (%s)', (_, path) => {
    expect(isContentPath(path)).toBe(false);
  });
});

describe('changeKind', () => {
  it('is content when every changed path is content', () => {
    expect(changeKind(['content/faqs.yml', 'public/images/uploads/a.png'])).toBe('content');
  });

  it('is code as soon as one path is not content', () => {
    expect(changeKind(['content/faqs.yml', 'content/schema.ts'])).toBe('code');
  });

  it('is code when nothing is known to have changed', () => {
    expect(changeKind([])).toBe('code');
    expect(changeKind(['', '  '])).toBe('code');
  });
});

describe('the command', () => {
  const run = (input: string, env: Record<string, string> = {}) =>
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/changed-kind.cli.ts'], {
      input,
      env: { ...process.env, GITHUB_OUTPUT: '', ...env },
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'ignore'],
    }).trim();

  it('prints the kind of the paths it reads, one a line', () => {
    expect(run('content/faqs.yml\ncontent/posts/a.md\n')).toBe('content');
    expect(run('content/faqs.yml\napp/layout.tsx\n')).toBe('code');
    expect(run('')).toBe('code');
  });

  it('writes the kind to the step’s outputs in a workflow', () => {
    const folder = mkdtempSync(join(tmpdir(), 'changed-kind-'));
    try {
      const output = join(folder, 'output');
      run('content/faqs.yml\n', { GITHUB_OUTPUT: output });
      expect(readFileSync(output, 'utf8')).toBe('kind=content\n');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
