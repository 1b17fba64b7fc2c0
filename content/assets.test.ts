import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');

describe('content assets', () => {
  it('every image or file that content names exists in public/', () => {
    const sources = readdirSync(__dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(__dirname, file), 'utf8'))
      .join('\n');
    const paths = [...new Set(sources.match(/['"`](\/(?:images|brochure)\/[^'"`]+)['"`]/g) ?? [])].map((quoted) =>
      quoted.slice(1, -1),
    );
    expect(paths.length).toBeGreaterThan(40);
    const missing = paths.filter((path) => !existsSync(join(root, 'public', path)));
    expect(missing).toEqual([]);
  });
});
