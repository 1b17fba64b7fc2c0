import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

describe('content assets', () => {
  it('every image or file that content names (its modules, YAML and Markdown files) exists in public/', () => {
    const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(ts|yml|md)$/.test(file) && !file.endsWith('.test.ts'),
    );
    const sources = files.map((file) => readFileSync(join(__dirname, file), 'utf8')).join('\n');
    // Quoted in a module or a file, or a plain YAML value (`imgUrl: /images/team/amara-okafor.svg`).
    const paths = [
      ...new Set([...sources.matchAll(/(?<=['"`]|: )(\/(?:images|brochure)\/[^\s'"`]+)/g)].map((m) => m[1]!)),
    ];
    expect(paths.length).toBeGreaterThan(40);
    const missing = paths.filter((path) => !existsSync(join(root, 'public', path)));
    expect(missing).toEqual([]);
  });
});
