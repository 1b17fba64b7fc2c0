import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

const here = __dirname;

describe('the pages of other languages', () => {
  it('have no code of their own: each re-exports its English page through the language wrappers', () => {
    const twins = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file === 'page.tsx' || file.endsWith(`${sep}page.tsx`) || file.endsWith(`${sep}layout.tsx`),
    );
    expect(twins.length).toBeGreaterThan(20);
    // The not-found page's English twin stands outside the routes (app/global-not-found.tsx):
    // both wrap the same content.
    const notFound = join('(main)', '404', 'page.tsx');
    expect(twins).toContain(notFound);
    for (const source of [
      readFileSync(join(here, notFound), 'utf8'),
      readFileSync(join(here, '../global-not-found.tsx'), 'utf8'),
    ])
      expect(source).toContain(
        "import { NotFoundContent, notFoundMetadata } from '@/components/sections/not-found/not-found';",
      );
    for (const file of twins.filter((twin) => twin !== notFound)) {
      const source = readFileSync(join(here, file), 'utf8');
      expect(source).toContain(
        `import * as english from '@/app/(en)/${file
          .split(sep)
          .join('/')
          .replace(/\.tsx$/, '')}';`,
      );
      expect(source).toContain('export default localizedPage(english.default);');
      expect(source.split('\n').length).toBeLessThan(15);
    }
  });
});
