import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cached, cachedEntry, cacheKey, packageVersions } from './build-cache';

describe('the build cache', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'build-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('computes once for the same inputs and reads the result back after', async () => {
    const compute = jest.fn(async () => ({ rules: ['a'], size: 3 }));
    const first = await cached('fonts', ['text', new Uint8Array([1, 2])], compute, dir);
    const second = await cached('fonts', ['text', new Uint8Array([1, 2])], compute, dir);
    expect(first).toEqual({ value: { rules: ['a'], size: 3 }, hit: false });
    expect(second).toEqual({ value: { rules: ['a'], size: 3 }, hit: true });
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes afresh when any input changes, keeping only the latest result', async () => {
    let calls = 0;
    const compute = async () => (calls += 1);
    await cached('fonts', ['text', 'code v1'], compute, dir);
    const changed = await cached('fonts', ['text', 'code v2'], compute, dir);
    expect(changed).toEqual({ value: 2, hit: false });
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('tells lists apart that join to the same bytes', () => {
    expect(cacheKey(['ab', 'c'])).not.toBe(cacheKey(['a', 'bc']));
    expect(cacheKey(['ab', 'c'])).toBe(cacheKey(['ab', 'c']));
  });

  it('computes again over a result it cannot read', async () => {
    await cached('fonts', ['text'], async () => 1, dir);
    const [file] = readdirSync(dir);
    writeFileSync(join(dir, file!), '{"trunc');
    expect(await cached('fonts', ['text'], async () => 2, dir)).toEqual({ value: 2, hit: false });
  });

  it('names the installed versions of packages', () => {
    expect(packageVersions(['fontkit'])).toMatch(/^fontkit@\d+\.\d+\.\d+$/);
  });

  it('keeps one entry a file: read back for its key, computed and written over for another', async () => {
    const file = join(dir, 'pages', 'about.json.gz');
    const compute = jest.fn(async () => ({ html: '<p>About</p>' }));
    expect(await cachedEntry(file, 'key 1', compute)).toEqual({ value: { html: '<p>About</p>' }, hit: false });
    expect(await cachedEntry(file, 'key 1', compute)).toEqual({ value: { html: '<p>About</p>' }, hit: true });
    expect(compute).toHaveBeenCalledTimes(1);
    expect(await cachedEntry(file, 'key 2', async () => ({ html: '<p>Changed</p>' }))).toEqual({
      value: { html: '<p>Changed</p>' },
      hit: false,
    });
    expect(await cachedEntry(file, 'key 1', compute)).toMatchObject({ hit: false });
    // A file it cannot read is computed over.
    writeFileSync(file, 'not gzip');
    expect(await cachedEntry(file, 'key 1', compute)).toMatchObject({ hit: false });
    expect(readdirSync(join(dir, 'pages'))).toEqual(['about.json.gz']);
  });
});
