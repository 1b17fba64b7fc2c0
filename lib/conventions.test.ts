import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', '.next', 'out', '.git'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = ['app', 'components', 'content', 'lib'].flatMap((dir) => sourceFiles(join(root, dir)));

describe('code conventions', () => {
  it("keeps 'use client' to *.client.tsx islands and the error boundaries", () => {
    const offenders = files
      .filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
      .filter((file) => !file.endsWith('.client.tsx') && !/^app\/(global-)?error\.tsx$/.test(file));
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
});
