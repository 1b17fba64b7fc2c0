// The site's variable fonts, cut down to what the site draws. Every page requests its fonts once
// it has painted (app/fonts.ts), and the text swaps into them, so every kilobyte counts on a phone.
//   - Characters: Inter and Plus Jakarta Sans keep the Latin subset as @fontsource ships it (no
//     character the site shows, or a visitor types in Western European languages, falls back to
//     another font). Noto Sans Arabic, which only the Arabic pages request, keeps the letters,
//     marks, digits and punctuation of Arabic as it is written today, and any other Arabic
//     character the Arabic pages show (`withTextOf`).
//   - Weight axis: 400 to 800, the weights the stylesheets use; app/fonts.ts declares the same.
//   - Layout features: the default set (kerning, ligatures, contextual forms); Inter's stylistic
//     sets and character variants, which the site never turns on, are dropped.
// scripts/prebuild.cli.ts writes them to public/fonts/ before every build.
import { createRequire } from 'node:module';
import type { Language } from '../content/languages';

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

// Arabic as Modern Standard Arabic writes it: the comma, semicolon and question mark, the
// letters from hamza to yeh with tatweel, the vowel marks and shadda, the dagger alef, the
// Arabic-Indic digits with the percent sign and separators, the Persian letters loanwords use
// (peh, tcheh, veh, gaf, Farsi yeh), and the joiners and direction marks.
export const arabicRange =
  'U+060C,U+061B,U+061F,U+0621-0652,U+0660-066D,U+0670,U+067E,U+0686,U+06A4,U+06AF,U+06CC,U+200C-200F';

/** Characters of the Arabic script. */
export const arabicScript = /\p{Script=Arabic}/u;

export interface FontSource {
  name: string;
  family: string;
  /** The CSS custom properties (--font-body, --font-heading) whose family lists name the font. */
  roles: ('body' | 'heading')[];
  source: string;
  /** The characters kept (a CSS unicode-range). */
  range: string;
  /** The only language whose pages use the font; every language's when absent. */
  language?: Language;
  /** Characters of this script that the language's text shows are kept too. */
  script?: RegExp;
}

export const fonts: FontSource[] = [
  {
    name: 'inter',
    family: 'Inter',
    roles: ['body'],
    source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    range: latinRange,
  },
  {
    name: 'plus-jakarta-sans',
    family: 'Plus Jakarta Sans',
    roles: ['heading'],
    source: 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    range: latinRange,
  },
  {
    // Body and headings alike: the Latin fonts come first in both lists, and set what they have
    // (brand and product names); the Arabic letters, which they lack, fall to this one.
    name: 'noto-sans-arabic',
    family: 'Noto Sans Arabic',
    roles: ['body', 'heading'],
    source: 'node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    range: arabicRange,
    language: 'ar',
    script: arabicScript,
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

/** The unicode-range of a set of characters, in code point order, runs joined (`U+0041-0043,U+00E9`). */
export function rangeOf(characters: Iterable<string>): string {
  const codes = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let start = 0; start < codes.length;) {
    let end = start;
    while (end + 1 < codes.length && codes[end + 1] === codes[end]! + 1) end += 1;
    parts.push(end === start ? `U+${hex(codes[start]!)}` : `U+${hex(codes[start]!)}-${hex(codes[end]!)}`);
    start = end + 1;
  }
  return parts.join(',');
}

/**
 * The unicode-range `range` with the characters of `text` that belong to `script` added: an
 * editor's rarer letter is kept rather than drawn in another font.
 */
export function withTextOf(range: string, text: string, script?: RegExp): string {
  if (!script) return range;
  const extra = [...text].filter((character) => script.test(character));
  return rangeOf([...charactersOf(range), ...extra]);
}

/** One font, cut down: WOFF2 (or `format`) holding the characters of `range` and the weight range above. */
export async function subset(
  source: Uint8Array,
  format: 'woff2' | 'truetype' = 'woff2',
  range = latinRange,
): Promise<Uint8Array> {
  return subsetFont(source, charactersOf(range), {
    targetFormat: format,
    variationAxes: { wght: weightRange },
  });
}
