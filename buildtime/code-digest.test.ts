/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeDigest } from './code-digest.mjs';

describe('the code digest', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'code-digest-'));
    for (const folder of ['app', 'components', 'content/projects']) mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, 'app/page.tsx'), 'export default 1;');
    writeFileSync(join(root, 'components/card.tsx'), 'export const a = 1;');
    writeFileSync(join(root, 'content/schema.ts'), 'export const s = 1;');
    writeFileSync(join(root, 'content/home.yml'), 'title: Home');
    writeFileSync(join(root, 'content/projects/a.md'), '---\ntitle: A\n---\n');
    writeFileSync(join(root, 'package-lock.json'), '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same when only the content changes', () => {
    const before = codeDigest(root);
    writeFileSync(join(root, 'content/home.yml'), 'title: Welcome');
    writeFileSync(join(root, 'content/projects/b.md'), '---\ntitle: B\n---\n');
    writeFileSync(join(root, 'app/page.test.tsx'), 'it("x", () => {});');
    expect(codeDigest(root)).toBe(before);
  });

  it('changes with the code, content/’s own code, the libraries, or a file moved', () => {
    const before = codeDigest(root);
    const changed = (change: () => void) => {
      const copy = mkdtempSync(join(tmpdir(), 'code-digest-copy-'));
      try {
        cpSync(root, copy, { recursive: true });
        const saved = root;
        root = copy;
        change();
        root = saved;
        return codeDigest(copy);
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    };
    const digests = [
      changed(() => writeFileSync(join(root, 'components/card.tsx'), 'export const a = 2;')),
      changed(() => writeFileSync(join(root, 'content/schema.ts'), 'export const s = 2;')),
      changed(() => writeFileSync(join(root, 'package-lock.json'), '{"v":2}')),
      changed(() => {
        rmSync(join(root, 'components/card.tsx'));
        writeFileSync(join(root, 'components/tile.tsx'), 'export const a = 1;');
      }),
    ];
    expect(new Set([before, ...digests]).size).toBe(5);
  });
});
