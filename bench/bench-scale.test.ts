/** @jest-environment node */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import {
  brotliCandidates,
  generatedPath,
  generateScaledContent,
  largestPage,
  listingOf,
  listingPaths,
  readCorpus,
  readTranslatedEntries,
  renderRebuilds,
  renderScaleSection,
  seededRandom,
  sentences,
  slugify,
  translatedCopies,
  varyFigures,
  type GeneratedFile,
  type ScaleRow,
} from './bench-scale';

const { corpus, problems } = readCorpus();
const read = (file: GeneratedFile) => {
  const { data, content } = matter(file.text, { engines: { yaml: (source: string) => parse(source) as object } });
  return { ...file, data: data as Record<string, unknown>, body: content.trim().replace(/\s+/g, ' ') };
};
const tenfoldFiles = generateScaledContent(corpus, 10);
const tenfold = tenfoldFiles.map(read);
const translations = translatedCopies(tenfoldFiles, readTranslatedEntries());

it('reads today’s content without a problem', () => {
  expect(problems).toEqual([]);
  expect(corpus.projects.length).toBeGreaterThan(0);
});

describe('translatedCopies', () => {
  it('gives every made-up entry a translation in each other language, with its front matter and a translation’s text', () => {
    const entries = readTranslatedEntries();
    expect(translations).toHaveLength(2 * tenfoldFiles.length);
    for (const language of ['de', 'ar'] as const) {
      const copies = translations.filter((file) => file.language === language);
      expect(copies.map((file) => `${file.folder}/${file.slug}`)).toEqual(
        tenfoldFiles.map((file) => `${file.folder}/${file.slug}`),
      );
      const [first] = copies;
      const original = tenfoldFiles[0]!;
      const { tags: _tags, ...fields } = read(first!).data;
      const { tags: _englishTags, ...englishFields } = read(original).data;
      void [_tags, _englishTags];
      expect(fields).toEqual(englishFields);
      expect(first!.text.endsWith(entries[language]![original.folder]![0]!.body)).toBe(true);
      // A post's tags are the language's own.
      const post = copies.find((file) => file.folder === 'posts')!;
      const postIndex = copies.filter((file) => file.folder === 'posts').indexOf(post);
      expect(read(post).data.tags).toEqual(entries[language]!.posts![postIndex]!.fields.tags);
      expect(generatedPath(first!)).toBe(join(original.folder, language, `${original.slug}.md`));
    }
  });
});

describe('generateScaledContent', () => {
  it('adds (factor − 1) × today’s entries of each collection, and none at 1×', () => {
    const count = (folder: string) => tenfold.filter((file) => file.folder === folder).length;
    expect(count('projects')).toBe(9 * corpus.projects.length);
    expect(count('team')).toBe(9 * corpus.team.length);
    expect(count('posts')).toBe(9 * corpus.posts.length);
    expect(generateScaledContent(corpus, 1)).toEqual([]);
    expect(() => generateScaledContent(corpus, 0)).toThrow(RangeError);
  });

  it('makes entries the content check accepts, today’s and the made-up ones together, in every language', () => {
    // A copy of content/ with the made-up files, checked from a project folder of its own.
    const root = mkdtempSync(join(tmpdir(), 'bench-scale-test-'));
    const project = process.cwd();
    try {
      cpSync(join(project, 'content'), join(root, 'content'), { recursive: true });
      symlinkSync(resolve(project, 'public'), join(root, 'public'));
      for (const file of [...tenfoldFiles, ...translations])
        writeFileSync(join(root, 'content', generatedPath(file)), file.text);
      process.chdir(root);
      let found: unknown[] = [];
      jest.isolateModules(() => {
        // Required here, after the change of folder: content/files.ts takes the project's folder on loading.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        found = (require('../content/check') as typeof import('../content/check')).contentProblems();
      });
      expect(found).toEqual([]);
    } finally {
      process.chdir(project);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('gives each entry a slug and a title of its own, none of today’s', () => {
    const slugs = [
      ...corpus.projects.map((project) => project.url.split('/').pop()),
      ...corpus.team.map((member) => member.name.toLowerCase().replace(/\s+/g, '-')),
      ...corpus.posts.map((post) => post.slug),
      ...tenfold.map((file) => file.slug),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
    const titles = [...corpus.projects, ...corpus.posts].map((entry) => entry.title);
    const made = tenfold.map((file) => String(file.data.title ?? file.data.name));
    expect(new Set([...titles, ...made]).size).toBe(titles.length + made.length);
    for (const file of tenfold.filter((entry) => entry.folder === 'team'))
      expect(file.slug).toBe(String(file.data.name).toLowerCase().replace(/\s+/g, '-'));
    for (const file of tenfold.filter((entry) => entry.folder === 'projects'))
      expect(file.data.url).toBe(`/project/${file.slug}`);
  });

  it('writes texts of their own, of today’s length, not copies', () => {
    const today = [...corpus.projects.map((p) => p.brief), ...corpus.team.map((m) => m.description)];
    const bodies = tenfold.map((file) => file.body);
    expect(new Set(bodies).size).toBe(bodies.length);
    for (const body of bodies) expect(today).not.toContain(body);
    const mean = (texts: string[]) => texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
    const briefs = tenfold.filter((file) => file.folder === 'projects').map((file) => file.body);
    expect(mean(briefs)).toBeLessThan(1.5 * mean(corpus.projects.map((project) => project.brief)));
    // Recombined, not repeated: at this scale most sentences (with their names and figures) occur once.
    const all = bodies.flatMap(sentences);
    expect(new Set(all).size).toBeGreaterThan(0.7 * all.length);
  });

  it('is the same for the same seed, and another for another', () => {
    expect(generateScaledContent(corpus, 3, 7)).toEqual(generateScaledContent(corpus, 3, 7));
    expect(generateScaledContent(corpus, 3, 8)).not.toEqual(generateScaledContent(corpus, 3, 7));
  });

  it('finds enough names and titles for a hundred times today’s content', () => {
    const files = generateScaledContent(corpus, 100);
    expect(files).toHaveLength(99 * (corpus.projects.length + corpus.team.length + corpus.posts.length));
    expect(new Set(files.map((file) => `${file.folder}/${file.slug}`)).size).toBe(files.length);
  });
});

describe('the text helpers', () => {
  it('change figures, but not years or ordinals', () => {
    const random = seededRandom(3);
    const varied = varyFigures(random, 'In 2024, costs fell 29% across 3,200 seats for the 400th client in 1.5 days.');
    expect(varied).toMatch(
      /^In 2024, costs fell \d+% across \d{1,3}(,\d{3})* seats for the 400th client in \d\.\d days\.$/,
    );
    expect(varied).not.toBe('In 2024, costs fell 29% across 3,200 seats for the 400th client in 1.5 days.');
    expect(varyFigures(seededRandom(1), '99% uptime')).toMatch(/^\d{1,2}% uptime$/);
  });

  it('make slugs of titles and split sentences', () => {
    expect(slugify('Zero-Trust Program for a Café & Bar')).toBe('zero-trust-program-for-a-cafe-and-bar');
    expect(sentences('It works. It scales! “Quoted” too.')).toEqual(['It works.', 'It scales!', '“Quoted” too.']);
  });
});

describe('the report', () => {
  const page = (route: string, gzip: number, brotli = gzip - 100) => ({ route, gzip, brotli });
  const row = (factor: number, largest: number, first: number, problem?: string): ScaleRow => ({
    factor,
    entries: { projects: 14 * factor, team: 8 * factor, posts: 6 * factor },
    pages: 46 * factor,
    buildMs: 30_000 * factor,
    ...(problem ? { buildProblem: problem } : {}),
    out: { files: 800 * factor, bytes: 30_000_000 * factor },
    search: {
      files: 50 * factor,
      raw: 80_000 * factor,
      gzip: 20_000 * factor,
      firstQueryGzip: first,
      firstQuery: 'cloud',
    },
    largest: page('/home-2', largest, largest / 2),
    listings: {
      pages: { '/projects': factor, '/team': Math.ceil(factor / 2), '/team-details': Math.ceil(factor / 2) },
      largest: page('/projects/page/2', 9_000, 8_000),
    },
  });

  /** The section's run: its date, machine, time, seed and budgets. */
  const sectionOptions = {
    date: '2026-11-25T00:00:00Z',
    machine: '2 × CPU',
    elapsedMs: 90_000,
    seed: 1,
    htmlBudget: 30_720,
    htmlBrotliBudget: 13_300,
    searchBudget: 50_000,
  };

  it('finds the largest page by brotli among the heaviest by gzip', () => {
    const pages = [page('/projects', 90_000, 9_000), page('/team', 50_000, 12_000), page('/about', 9_000, 20_000)];
    const brotliOf = jest.fn((measured: { brotli: number }) => measured.brotli);
    expect(largestPage(pages, brotliOf)).toEqual(page('/about', 9_000, 20_000));
    const many = Array.from({ length: brotliCandidates + 5 }, (_, index) => page(`/p${index}`, 1_000 + index));
    largestPage(many, brotliOf);
    expect(brotliOf).toHaveBeenCalledTimes(pages.length + brotliCandidates);
    expect(largestPage([], brotliOf)).toBeUndefined();
  });

  it('knows the pages of the paged listings', () => {
    expect(listingPaths).toEqual(['/projects', '/team', '/team-details']);
    expect(
      ['/projects', '/projects/page/12', '/team/page/2', '/team-details', '/team-details/page/3'].map(listingOf),
    ).toEqual(['/projects', '/projects', '/team', '/team-details', '/team-details']);
    for (const route of ['/project/x', '/team-details/amara-okafor', '/projects-old', '/', '/blog'])
      expect(listingOf(route)).toBeUndefined();
  });

  it('has a row per factor, marks what misses a budget and says why a build stopped', () => {
    const section = renderScaleSection(
      [row(1, 10_000, 12_000), row(100, 28_000, 60_000, 'postbuild stops it: 2 pages are over an HTML budget')],
      sectionOptions,
    );
    expect(section).toMatch(/^## Content at scale/);
    const lines = section.split('\n').filter((line) => /^\| \d+× /.test(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('| 1× | 14 / 8 / 6 | 46 | 30 s | 800 files (Free ✓ / Paid ✓), 30.0 MB |');
    expect(lines[0]).toMatch(
      /11\.7 KiB \(“cloud”\) ✓ \| \/home-2: 9\.8 KiB \/ 5\.0 KB ✓ \| 1 \/ 1 \/ 1 \| \/projects\/page\/2: 8\.8 KiB \/ 8\.0 KB ✓ \|$/,
    );
    expect(lines[1]).toContain('| 50.0 min ✗ | 80000 files (Free ✗ / Paid ✓), 3000.0 MB |');
    // Within the gzip budget, over the brotli one.
    expect(lines[1]).toMatch(/58\.6 KiB \(“cloud”\) ✗ \| \/home-2: 27\.3 KiB \/ 14\.0 KB ✗ \| 100 \/ 50 \/ 50 \|/);
    expect(section).toContain('| Largest page (gzip / brotli) | Listing pages (/projects / /team / /team-details) |');
    expect(section).toContain('13.3 KB of brotli a page');
    expect(section).toContain('- 100×: postbuild stops it: 2 pages are over an HTML budget');
  });

  it('holds 100× to ten minutes, and the rebuilds of today to the floor and to the cold build', () => {
    const timed = (factor: number, buildMs: number) => ({ ...row(factor, 10_000, 12_000), buildMs });
    const times = (section: string) =>
      section
        .split('\n')
        .filter((line) => /^\| \d+× /.test(line))
        .map((line) => line.split(' | ')[3]);
    expect(
      times(renderScaleSection([timed(10, 700_000), timed(100, 590_000), timed(100, 610_000)], sectionOptions)),
    ).toEqual(['11.7 min', '9.8 min', '10.2 min ✗']);
    const rebuilds = { floorMs: 5_000, coldMs: 19_000, unchangedMs: 9_000, editedMs: 11_000, edited: 'content/x.md' };
    const section = renderScaleSection([timed(1, 19_000)], { ...sectionOptions, rebuilds });
    expect(section).toContain(
      "cold 19.0 s, 3.8× the floor's `next build` of 5.0 s (budget 4×) ✓; nothing changed 9.0 s (0.47× cold); one content file changed (content/x.md) 11.0 s, 0.58× cold (budget 0.6×) ✓.",
    );
    expect(renderRebuilds({ ...rebuilds, coldMs: 21_000 })).toContain('4.2× the floor');
    expect(renderRebuilds({ ...rebuilds, coldMs: 21_000 })).toMatch(/\(budget 4×\) ✗;.*0\.52× cold \(budget 0\.6×\) ✓/);
    expect(renderRebuilds({ ...rebuilds, editedMs: 12_000 })).toMatch(/0\.63× cold \(budget 0\.6×\) ✗\.$/);
  });
});
