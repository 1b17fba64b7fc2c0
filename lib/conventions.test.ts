import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { site } from '@/content/site';

const root = join(__dirname, '..');

function sourceFiles(dir: string, pattern = /\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', '.next', 'out', '.git'].includes(entry.name) ? [] : sourceFiles(path, pattern);
    return pattern.test(entry.name) ? [path] : [];
  });
}

const files = ['app', 'components', 'content', 'hooks', 'lib'].flatMap((dir) => sourceFiles(join(root, dir)));

describe('code conventions', () => {
  it("keeps 'use client' to *.client.tsx islands and the error boundaries", () => {
    const offenders = files
      .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
      .filter((file) => !file.endsWith('.client.tsx') && !/^app\/(global-)?error\.tsx$/.test(file));
    expect(offenders).toEqual([]);
  });

  it('keeps the content out of the browser: no island reaches, through its imports, a module that reads its files or the language of the page being built', () => {
    const resolve = (from: string, spec: string): string | undefined => {
      const base = spec.startsWith('@/')
        ? join(root, spec.slice(2))
        : spec.startsWith('.')
          ? join(dirname(from), spec)
          : '';
      if (!base) return undefined;
      return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => existsSync(path));
    };
    // Imports that stay in the bundle (not `import type`).
    const importsOf = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)]
        .map((match) => resolve(file, match[1]!))
        .filter((path): path is string => path !== undefined);
    // content/localized.ts: the language of a server render, and every value that reads as it.
    const readers = new Set(
      ['content/files.ts', 'content/schema.ts', 'content/localized.ts'].map((file) => join(root, file)),
    );
    const islands = files.filter(
      (file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')) && !file.includes('.test.'),
    );
    const offenders = islands.flatMap((island) => {
      const from = new Map<string, string | null>([[island, null]]);
      const queue = [island];
      for (const file of queue) {
        for (const next of importsOf(file)) {
          if (from.has(next)) continue;
          from.set(next, file);
          if (readers.has(next)) {
            const chain = [next];
            for (let at = from.get(next); at; at = from.get(at)) chain.push(at);
            return [chain.map((path) => relative(root, path)).join(' ← ')];
          }
          queue.push(next);
        }
      }
      return [];
    });
    expect(offenders).toEqual([]);
  });

  it('imports Swiper, react-countup and framer-motion only inside islands', () => {
    const offenders = files
      .filter((file) => !file.endsWith('.client.tsx') && !file.endsWith('.test.tsx'))
      .filter((file) => /from ['"](swiper|react-countup|framer-motion)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('keeps content/ a leaf: it imports nothing from lib/, components/ or app/', () => {
    const outward = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](?:@\/|(?:\.\.\/)+)(lib|components|app)(?:\/|['"])/;
    const offenders = files
      .filter((file) => relative(root, file).startsWith('content/'))
      .filter((file) => outward.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('names the company only in content/site.ts: everything else reads site.name or site.shortName', () => {
    // The artwork generator draws the name into committed images; it is outside the site's code.
    const artwork = /^tools\/artwork\//;
    const everywhere = [
      'app',
      'components',
      'content',
      'hooks',
      'lib',
      'buildtime',
      'scripts',
      'bench',
      'hosting',
      'worker',
      'e2e',
      'test-support',
      'tools',
    ]
      .filter((dir) => existsSync(join(root, dir)))
      .flatMap((dir) => sourceFiles(join(root, dir), /\.(tsx?|mjs)$/));
    const offenders = everywhere
      .map((file) => relative(root, file))
      .filter((file) => file !== 'content/site.ts' && !artwork.test(file))
      .filter((file) => readFileSync(join(root, file), 'utf8').includes(site.shortName));
    expect(offenders).toEqual([]);
  });

  it('keeps test-only code out of the sources: a module of components/, hooks/, lib/, buildtime/ or content/ has a user besides tests', () => {
    const isTest = (file: string) => /\.test\.tsx?$/.test(file);
    const importers = ['app', 'components', 'content', 'hooks', 'lib', 'buildtime', 'scripts', 'bench', 'hosting', 'worker']
      .flatMap((dir) => sourceFiles(join(root, dir), /\.(tsx?|mjs)$/))
      .filter((file) => !isTest(file) && !file.includes(`${join('worker', 'test')}`));
    const candidates = (from: string, specifier: string) => {
      const base = specifier.startsWith('@/') ? join(root, specifier.slice(2)) : join(dirname(from), specifier);
      return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
    };
    const used = new Set(
      importers.flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"]((?:@\/|\.{1,2}\/)[^'"]+)['"]/g),
        ].flatMap(([, specifier]) => candidates(file, specifier!)),
      ),
    );
    // A module next.config.mjs swaps in for another (`turbopack.resolveAlias`) is used by the build.
    for (const [, path] of readFileSync(join(root, 'next.config.mjs'), 'utf8').matchAll(/:\s*'(\.\/[^']+\.tsx?)'/g))
      used.add(join(root, path!));
    const offenders = ['components', 'content', 'hooks', 'lib', 'buildtime']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !isTest(file) && !used.has(file))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('runs scripts/ as command lines (x.cli.ts) over modules that only export (x.ts)', () => {
    const scripts = ['scripts', 'bench', 'buildtime', 'tools']
      .flatMap((dir) => sourceFiles(join(root, dir), /\.(tsx?|mjs)$/))
      .map((file) => relative(root, file))
      .filter((file) => !file.startsWith('tools/artwork/') && !file.startsWith('bench/floor/'));
    const commandLike = scripts
      .filter((file) => !/\.(cli|test)\.ts$/.test(file))
      .filter((file) => /process\.(argv|exit)\b/.test(readFileSync(join(root, file), 'utf8')));
    const importsCommand = scripts.filter((file) =>
      /from\s+['"][^'"]+\.cli['"]/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect({ commandLike, importsCommand }).toEqual({ commandLike: [], importsCommand: [] });
  });

  it('keeps lib/, hooks/ and components/ free of Node: Node-only build code lives in buildtime/', () => {
    const nodeBuiltin =
      /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](?:node:[\w/]+|fs|path|os|child_process|crypto|url|module|util)['"]/;
    const offenders = ['lib', 'hooks', 'components']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => nodeBuiltin.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('keeps the floors of the house: no import runs up from lib/, hooks/ or content/, and none in a circle', () => {
    const folders = ['app', 'components', 'content', 'hooks', 'lib', 'buildtime', 'hosting', 'worker', 'scripts'];
    const sources = folders
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes(`${join('worker', 'test')}/`));
    const resolve = (from: string, spec: string): string | undefined => {
      const base = spec.startsWith('@/') ? join(root, spec.slice(2)) : spec.startsWith('.') ? join(dirname(from), spec) : '';
      if (!base) return undefined;
      return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => /\.tsx?$/.test(path) && existsSync(path));
    };
    // Every import, types too: a circle of types is still two rooms that cannot be read apart.
    const graph = new Map(
      sources.map((file) => [
        file,
        [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gm)]
          .map((match) => resolve(file, match[1]!))
          .filter((path): path is string => path !== undefined),
      ]),
    );
    const folderOf = (file: string) => relative(root, file).split('/')[0]!;
    const below: Record<string, string[]> = { lib: ['lib', 'content'], hooks: ['hooks', 'lib', 'content'], content: ['content'] };
    const upward = [...graph].flatMap(([file, imports]) =>
      imports
        .filter((target) => below[folderOf(file)] && !below[folderOf(file)]!.includes(folderOf(target)))
        .map((target) => `${relative(root, file)} → ${relative(root, target)}`),
    );
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const path: string[] = [];
    const visit = (file: string) => {
      state.set(file, 'open');
      path.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 'open')
          circles.push([...path.slice(path.indexOf(next)), next].map((at) => relative(root, at)).join(' → '));
        else if (!state.has(next)) visit(next);
      }
      path.pop();
      state.set(file, 'done');
    };
    for (const file of graph.keys()) if (!state.has(file)) visit(file);
    expect({ upward, circles }).toEqual({ upward: [], circles: [] });
  });

  it('keeps React hooks in hooks/, one per file named after it', () => {
    const elsewhere = ['app', 'components', 'content', 'lib', 'buildtime']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .map((file) => relative(root, file))
      .filter((file) => /(^|\/)use-[\w-]+\.tsx?$/.test(file));
    const misnamed = sourceFiles(join(root, 'hooks'))
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .map((file) => relative(root, file))
      .filter((file) => !/^hooks\/use-[\w-]+\.tsx?$/.test(file));
    expect({ elsewhere, misnamed }).toEqual({ elsewhere: [], misnamed: [] });
  });
});
