import type { WebFont } from '@/lib/paint-loader';
import { fontsOf, noScriptFontStylesheet, type FontEntry } from './fonts';

const latin: WebFont = { family: 'Inter', url: '/fonts/aaaaaaaaaa/inter.woff2', weight: '400 800' };
const arabic: WebFont = {
  family: 'Noto Sans Arabic',
  url: '/fonts/bbbbbbbbbb/noto-sans-arabic.woff2',
  weight: '400 800',
  unicodeRange: 'U+0621-064A',
};
const faces: FontEntry[] = [latin, { ...arabic, language: 'ar' }];

describe('fontsOf', () => {
  it('gives a page the fonts of every language and those of its own', () => {
    expect(fontsOf(faces, 'en').map((font) => font.family)).toEqual(['Inter']);
    expect(fontsOf(faces, 'ar')).toEqual([latin, arabic]);
  });
});

describe('noScriptFontStylesheet', () => {
  it('names the rules of a set of fonts by their content, beside the fonts', () => {
    const latin = noScriptFontStylesheet(fontsOf(faces, 'en'));
    const arabic = noScriptFontStylesheet(fontsOf(faces, 'ar'));
    expect(latin.url).toMatch(/^\/fonts\/[0-9a-f]{10}\/faces\.css$/);
    expect(latin.text).toBe(
      '@font-face{font-family:"Inter";src:url(/fonts/aaaaaaaaaa/inter.woff2) format("woff2");font-weight:400 800;font-style:normal;font-display:swap}',
    );
    expect(noScriptFontStylesheet(fontsOf(faces, 'de'))).toEqual(latin);
    expect(arabic.url).not.toBe(latin.url);
    expect(arabic.text).toContain('unicode-range:U+0621-064A');
  });
});
