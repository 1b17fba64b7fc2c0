// The two variable fonts, cut down to what the site draws. Every page requests both once it has
// painted (app/fonts.ts), and the text swaps into them, so every kilobyte counts on a phone.
//   - Characters: the fonts' Latin subset as @fontsource ships it (no character the site shows,
//     or a visitor types in Western European languages, falls back to another font).
//   - Weight axis: 400 to 800, the weights the stylesheets use; app/fonts.ts declares the same.
//   - Layout features: the default set (kerning, ligatures, contextual forms); Inter's stylistic
//     sets and character variants, which the site never turns on, are dropped.
// scripts/prebuild.cli.ts writes them to public/fonts/ before every build.
import { createRequire } from 'node:module';

/** subset-font, which ships no types: the part used here. */
const subsetFont = createRequire(import.meta.url)('subset-font') as (
  font: Uint8Array,
  text: string,
  options: { targetFormat: 'woff2' | 'truetype'; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Uint8Array>;

/** The weight range both fonts keep, and declare in their @font-face. */
export const weightRange = { min: 400, max: 800 };

// The unicode-range @fontsource gives its `latin` files.
export const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export interface FontSource {
  name: string;
  family: string;
  role: 'body' | 'heading';
  source: string;
}

export const fonts: FontSource[] = [
  // `role`: the CSS custom property (--font-body, --font-heading) that names the font's family list.
  {
    name: 'inter',
    family: 'Inter',
    role: 'body',
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  },
  {
    name: 'plus-jakarta-sans',
    family: 'Plus Jakarta Sans',
    role: 'heading',
    source: 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  },
];

/** The characters of a CSS unicode-range (`U+0041-005A,U+00E9`), as one string. */
export function charactersOf(range: string): string {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/U\+/gi, '').split('-');
    for (let code = parseInt(from ?? '', 16); code <= parseInt(to ?? '', 16); code++)
      text += String.fromCodePoint(code);
  }
  return text;
}

/** One font, cut down: WOFF2 (or `format`) holding the Latin characters and the weight range above. */
export async function subset(source: Uint8Array, format: 'woff2' | 'truetype' = 'woff2'): Promise<Uint8Array> {
  return subsetFont(source, charactersOf(latinRange), {
    targetFormat: format,
    variationAxes: { wght: weightRange },
  });
}
