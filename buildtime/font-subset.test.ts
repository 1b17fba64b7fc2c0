/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { weights as fallbackWeights } from './font-fallbacks';
import { arabicScript, charactersOf, fonts, latinRange, rangeOf, subset, weightRange, withTextOf } from './font-subset';

describe('the cut-down fonts', () => {
  it('reads a unicode-range into its characters', () => {
    expect(charactersOf('U+0041-0043,U+00E9')).toBe('ABCé');
    expect(charactersOf(latinRange)).toContain('’');
  });

  it('writes characters back as a unicode-range, runs joined', () => {
    expect(rangeOf('CBAé')).toBe('U+0041-0043,U+00E9');
    expect(charactersOf(rangeOf(charactersOf(latinRange)))).toBe(charactersOf(latinRange));
  });

  it('keeps the letters of its script that the text shows beyond the range, and nothing else', () => {
    // Keheh (ک) and Urdu yeh barree (ے) lie outside Modern Standard Arabic; the Latin word does not count.
    const range = withTextOf('U+0627-0628', 'باک ے Cloud', arabicScript);
    expect(charactersOf(range)).toBe('ابکے');
    expect(withTextOf('U+0627-0628', 'باک', undefined)).toBe('U+0627-0628');
  });

  it('keep the weights the stylesheets use, and have a fallback face for each', () => {
    const sheets = ['app', 'components', 'styles']
      .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
      .filter((file) => file.endsWith('.scss'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Every weight a stylesheet asks for, as a token or a number, lies within the range.
    const weights = [...sheets.matchAll(/(?:\$fw-\w+:|font-weight:)\s*(\d+)/g)].map(([, weight]) => Number(weight));
    expect(weights.length).toBeGreaterThanOrEqual(5);
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(weightRange.min);
      expect(weight).toBeLessThanOrEqual(weightRange.max);
    }
    // The weight tokens are the weights the fallback faces are scaled for.
    const tokens = [...sheets.matchAll(/\$fw-\w+:\s*(\d+)/g)].map(([, weight]) => Number(weight));
    expect([...new Set(tokens)].sort()).toEqual(fallbackWeights);
  });

  it.each(fonts)('$name comes out as WOFF2 well under the size of its source', async ({ source, range }) => {
    const input = readFileSync(source);
    const output = Buffer.from(await subset(input, 'woff2', range));
    expect(output.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(output.length).toBeLessThan(input.length * 0.8);
  });
});
