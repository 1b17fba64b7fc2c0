/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anchors, githubSlug, headingText, isExternal, linkProblems, markdownLinks } from './doc-links';

const root = join(__dirname, '..');
const docs = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join('docs', name));

describe('the relative links of the project’s Markdown', () => {
  it.each(['README.md', ...docs])('%s: every file exists and every anchor is a heading', (file) => {
    expect(linkProblems(join(root, file), root)).toEqual([]);
  });
});

describe('githubSlug, as GitHub writes a heading’s anchor', () => {
  it.each([
    ['Quick start', 'quick-start'],
    ['The editors’ sign-in: GitHub OAuth', 'the-editors-sign-in-github-oauth'],
    ['On each push: rebuild and deploy', 'on-each-push-rebuild-and-deploy'],
    ['Headers, CSP & HSTS', 'headers-csp--hsts'],
    ['The receiver — POST /api/leads', 'the-receiver--post-apileads'],
    ['NEXT_PUBLIC_FORM_ENDPOINT', 'next_public_form_endpoint'],
    ['Café 2.0 (beta)', 'café-20-beta'],
  ])('%s → %s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });

  it('reads a heading as rendered: code as written, links as their text, no emphasis', () => {
    expect(headingText('The `npm run leads` command')).toBe('The npm run leads command');
    expect(headingText('**Bold** and _em_ but snake_case')).toBe('Bold and em but snake_case');
    expect(headingText('`NEXT_PUBLIC_X` and [a link](x.md)')).toBe('NEXT_PUBLIC_X and a link');
  });

  it('numbers repeated headings, and counts setext headings and HTML ids', () => {
    const found = anchors(
      '# Notes\n\n## Notes\n\nIntro\n=====\n\ntext\n\n---\n\n<a id="kept"></a>\n```\n# not a heading\n```\n',
    );
    expect([...found].sort()).toEqual(['intro', 'kept', 'notes', 'notes-1']);
  });
});

describe('markdownLinks', () => {
  it('finds inline links, images and definitions, but none in code', () => {
    const text = [
      'See [a](docs/a.md#x "title") and ![pic](docs/p.png).',
      'Not `[b](b.md)` and [c](app/(main)/page.tsx).',
      '```',
      '[d](d.md)',
      '```',
      '[ref]: ../e.md',
    ].join('\n');
    expect(markdownLinks(text).map(({ target }) => target)).toEqual([
      'docs/a.md#x',
      'docs/p.png',
      'app/(main)/page.tsx',
      '../e.md',
    ]);
  });

  it('leaves addresses with a scheme to the web', () => {
    expect(['https://x.example', 'mailto:a@b.example', '//cdn.example/x'].every(isExternal)).toBe(true);
    expect(isExternal('docs/security.md')).toBe(false);
  });
});

describe('linkProblems', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'doc-links-'));
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs', 'a.md'), '# A page\n\n## Its part\n');
    writeFileSync(join(dir, 'code.ts'), '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const problems = (markdown: string) => {
    writeFileSync(join(dir, 'README.md'), markdown);
    return linkProblems(join(dir, 'README.md'), dir);
  };

  it('passes files, folders, headings, line anchors and the page’s own headings', () => {
    expect(
      problems('# Top\n[a](docs/a.md#its-part) [b](docs/) [c](code.ts#L3) [d](#top) [e](https://x.example/#no)'),
    ).toEqual([]);
  });

  it('names a missing file, a missing heading and an anchor into code', () => {
    expect(problems('[a](docs/b.md)\n[b](docs/a.md#gone)\n[c](code.ts#top)\n[d](#nowhere)')).toEqual([
      'README.md:1: docs/b.md: no such file',
      'README.md:2: docs/a.md#gone: no heading has this anchor',
      'README.md:3: code.ts#top: only line anchors (#L12) point into a file',
      'README.md:4: #nowhere: no heading has this anchor',
    ]);
  });
});
