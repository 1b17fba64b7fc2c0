// The fallback faces the pages paint with before the web fonts arrive (they are requested once
// the page has painted: see app/fonts.ts). Each is a font the visitor's system already has,
// scaled and given the web font's vertical metrics, so that text set in it takes the room the
// web font will: when the web font swaps in, lines wrap where they did and nothing below moves.
//
// A system font is wider or narrower than the web font by a different factor at each weight, and
// each system has different fonts, so there is one fallback family per system font, with one face
// per weight the stylesheets use:
//   - Arial (Windows, macOS, iOS), and the fonts drawn to its metrics on Linux (Liberation Sans,
//     Arimo): measured on Arimo;
//   - Roboto (Android);
//   - DejaVu Sans (Linux without the above).
// A family whose font the system lacks does not load, and the browser moves on to the next.
// Of these, only DejaVu Sans draws Arabic, and only its files are at hand to measure Arabic on:
// the Arabic font's fallback is DejaVu Sans, limited to the Arabic letters (`unicode-range`), so
// that the Latin words of an Arabic page keep their own fallbacks.
//
// The factor (`size-adjust`) is the width of the site's own text (the strings of content/), laid
// out with kerning (fontkit), in the web font at that weight over its width in the system font.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as fontkit from 'fontkit';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { defaultLanguage, fileLanguage, type Language } from '../content/languages';
import { charactersOf } from './font-subset';

export interface SystemFontStyle {
  local: string[];
  file: string;
}

export interface SystemFont {
  name: string;
  regular: SystemFontStyle;
  bold: SystemFontStyle;
}

type Style = 'regular' | 'bold';

/** The system fonts, with the names `local()` finds them by, and files to measure them on. */
export const systemFonts: SystemFont[] = [
  {
    name: 'Arial',
    regular: {
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      file: 'node_modules/@fontsource/arimo/files/arimo-latin-400-normal.woff2',
    },
    bold: {
      local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
      file: 'node_modules/@fontsource/arimo/files/arimo-latin-700-normal.woff2',
    },
  },
  {
    name: 'Roboto',
    regular: {
      local: ['Roboto', 'Roboto-Regular'],
      file: 'node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2',
    },
    bold: {
      local: ['Roboto Bold', 'Roboto-Bold'],
      file: 'node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2',
    },
  },
  {
    name: 'DejaVu',
    regular: { local: ['DejaVu Sans', 'DejaVuSans'], file: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf' },
    bold: {
      local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
      file: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
    },
  },
];

/** The weights the stylesheets use ($fw-… in styles/_tokens.scss); from 600 on, the bold face stands in. */
export const weights = [400, 500, 600, 700, 800];
const boldFrom = 600;

/** What a string of content/ is to the fonts: set in the heading font, or in the body font. */
export type TextRole = 'body' | 'heading';

/**
 * The keys whose strings the heading font sets: titles and headings, eyebrows, names, labels,
 * questions and the texts of buttons (`title`, `formTitle`, `primary_button`, `submitLabel`…).
 * Every other string is body text.
 */
const headingKey = /^(heading|eyebrow|name|question|submit)$|(title|button|label)$/i;

/** The keys whose strings show in capitals (the `eyebrow` mixin in styles/_mixins.scss). */
const capitalsKey = /^eyebrow$/;

/** A string of the site as it shows, with the role its key gives it. */
interface RoleText {
  text: string;
  role: TextRole;
}

/** The strings of some data, at any depth, each as it shows and with the role its key gives it. */
const stringsOf = (data: unknown, key = ''): RoleText[] =>
  typeof data === 'string'
    ? [{ text: capitalsKey.test(key) ? data.toUpperCase() : data, role: headingKey.test(key) ? 'heading' : 'body' }]
    : Array.isArray(data)
      ? data.flatMap((item) => stringsOf(item, key))
      : data !== null && typeof data === 'object'
        ? Object.entries(data).flatMap(([name, value]) => stringsOf(value, name))
        : [];

/**
 * The folders of content/ that grow with the company: a project, a member or a post more, or an
 * edit of one, is the usual change. The fallbacks are measured without them (scripts/prebuild.cli.ts),
 * so that such a change leaves the fallback faces, the stylesheets and with them every other page
 * as they were, and a rebuild reuses them; the letters of a language's text vary little from one
 * project to the next, and the pages' own copy holds thousands of words of it.
 */
export const growingCollections = ['projects', 'team', 'posts'] as const;

/**
 * The text the site shows in `language`: every string of content/ that reads as words, from its
 * files in that language (content/languages.ts): their YAML values and their Markdown files' front
 * matter and bodies, and in English the modules' literals. The other languages are left out, so
 * that the fallbacks the English pages paint with do not change with a translation.
 *
 * With a `role`, only the text that font sets: headings, names, labels and buttons (by their keys)
 * for the heading font, the rest for the body font. A font is measured on the text it draws:
 * headings are short, in title case and bold, and the heading font's fallback measured on all the
 * text drew them 1% wider than the font, enough to wrap a hero's title into one line more.
 *
 * `leftOut` names folders of `dir` whose files do not count (`growingCollections`).
 */
export function siteText(
  dir = 'content',
  language: Language = defaultLanguage,
  role?: TextRole,
  leftOut: readonly string[] = [],
) {
  const literals = /(["'`])((?:(?!\1)[^\\\n]|\\.){20,}?)\1/g;
  const strings = (file: string): RoleText[] => {
    const read = () => readFileSync(join(dir, file), 'utf8');
    if (file.endsWith('.yml')) return stringsOf(parse(read()));
    if (file.endsWith('.md')) {
      const { data, content } = matter(read());
      return [...stringsOf(data), { text: content.replace(/\s+/g, ' ').trim(), role: 'body' }];
    }
    if (file.endsWith('.ts') && !file.endsWith('.test.ts') && language === defaultLanguage)
      return [...read().matchAll(literals)].map((match) => ({ text: match[2] ?? '', role: 'body' }));
    return [];
  };
  // Headings count however short (a button's two words wrap like any others); body text only
  // from twenty characters and a space on, which leaves out keys, slugs and URLs.
  const words = ({ text, role: of }: RoleText) =>
    (role === undefined || of === role) &&
    (of === 'heading' ? /\p{L}/u.test(text) : text.length >= 20 && text.includes(' '));
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => fileLanguage(file) === language && !leftOut.includes(file.split(/[\\/]/)[0]!))
    .flatMap(strings)
    .filter(words)
    .map(({ text }) => text)
    .join(' ');
}

/** A font file opened for measuring (a variable font as TrueType: fontkit cannot vary a WOFF2). */
export async function openFont(bytes: Uint8Array): Promise<fontkit.Font> {
  const font = fontkit.create(Buffer.from(bytes));
  if (!('unitsPerEm' in font)) throw new Error('Expected one font, got a collection.');
  return font;
}

/** The words of a text, each with how often it occurs, and the spaces between them. */
interface WordCounts {
  words: Map<string, number>;
  spaces: number;
}

const wordCounts = new Map<string, WordCounts>();

/** `text` as words and counts (kept for the texts already seen: the same text is measured in many fonts). */
function countWords(text: string): WordCounts {
  let counts = wordCounts.get(text);
  if (counts) return counts;
  counts = { words: new Map(), spaces: 0 };
  for (const word of text.split(' ')) {
    if (word !== '') counts.words.set(word, (counts.words.get(word) ?? 0) + 1);
    counts.spaces += 1;
  }
  counts.spaces -= 1;
  wordCounts.clear();
  wordCounts.set(text, counts);
  return counts;
}

/**
 * The advance of `text` in em, laid out at the given weight (variable fonts) with the default
 * features. Each distinct word is laid out once and counted as often as it occurs (kerning and
 * ligatures do not reach across a space), which makes measuring the site's whole text, in
 * several fonts and weights, a matter of its vocabulary rather than its length.
 */
export function textWidth(
  font: fontkit.Font,
  text: string,
  weight?: number,
  { spaces: withSpaces = true } = {},
): number {
  const instance = weight === undefined ? font : font.getVariation({ wght: weight });
  const { words, spaces } = countWords(text);
  let advance = withSpaces ? spaces * instance.layout(' ').advanceWidth : 0;
  for (const [word, count] of words) advance += count * instance.layout(word).advanceWidth;
  return advance / font.unitsPerEm;
}

/** Ascender, descender and line gap in em. */
export function verticalMetrics(font: fontkit.Font): { ascent: number; descent: number; lineGap: number } {
  return {
    ascent: font.ascent / font.unitsPerEm,
    descent: Math.abs(font.descent) / font.unitsPerEm,
    lineGap: font.lineGap / font.unitsPerEm,
  };
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const localSources = (names: string[]) => names.map((name) => `local("${name}")`).join(',');

/** The fallback family of `family` for one system font. */
export const fallbackFamily = (family: string, systemFont: { name: string }): string =>
  `${family} ${systemFont.name} Fallback`;

/** How a web font's fallbacks are made: which system fonts, and for which characters. */
export interface FallbackOptions {
  /** The system fonts to fall back to (all of `systemFonts` when absent). */
  systems?: SystemFont[];
  /** A unicode-range the fallback faces are limited to (none when absent). */
  unicodeRange?: string;
}

/**
 * The @font-face rules of the fallback families of a web font (`family`, TrueType bytes in `bytes`),
 * measured on `text`, and their names, in the order to list them after the web font's.
 */
export async function fallbackFaces(
  family: string,
  bytes: Uint8Array,
  text = siteText(),
  { systems = systemFonts, unicodeRange }: FallbackOptions = {},
): Promise<{ rules: string[]; fallbacks: string[] }> {
  const web = await openFont(bytes);
  const metrics = verticalMetrics(web);
  // A font drawn for some characters only is measured on the words it draws whole, without the
  // spaces between them: the browser sets the rest, spaces included, in the other fonts of the
  // list, and the subset has no glyph for them (its missing glyph is 0.6 em wide, a space in
  // DejaVu Sans 0.32 em, which made the Arabic fallback 9% too wide).
  const drawn = unicodeRange ? new Set(charactersOf(unicodeRange)) : undefined;
  const measured = drawn ? wordsDrawnWith(text, drawn) : text;
  const width = (font: fontkit.Font, weight?: number) => textWidth(font, measured, weight, { spaces: !drawn });
  const webWidths = new Map(weights.map((weight) => [weight, width(web, weight)]));
  const rules: string[] = [];
  const range = unicodeRange ? `;unicode-range:${unicodeRange}` : '';
  for (const systemFont of systems) {
    const faces: Record<Style, fontkit.Font> = {
      regular: await openFont(readFileSync(systemFont.regular.file)),
      bold: await openFont(readFileSync(systemFont.bold.file)),
    };
    const systemWidths = { regular: width(faces.regular), bold: width(faces.bold) };
    for (const weight of weights) {
      const style: Style = weight >= boldFrom ? 'bold' : 'regular';
      const sizeAdjust = webWidths.get(weight)! / systemWidths[style];
      rules.push(
        `@font-face{font-family:"${fallbackFamily(family, systemFont)}";src:${localSources(systemFont[style].local)};` +
          `font-weight:${weight};font-style:normal;size-adjust:${percent(sizeAdjust)};` +
          `ascent-override:${percent(metrics.ascent / sizeAdjust)};descent-override:${percent(metrics.descent / sizeAdjust)};` +
          `line-gap-override:${percent(metrics.lineGap / sizeAdjust)}${range}}`,
      );
    }
  }
  return { rules, fallbacks: systems.map((systemFont) => fallbackFamily(family, systemFont)) };
}

/** The words of `text` made of `characters` only, joined by spaces. */
export const wordsDrawnWith = (text: string, characters: ReadonlySet<string>): string =>
  text
    .split(' ')
    .filter((word) => word !== '' && [...word].every((character) => characters.has(character)))
    .join(' ');

/** A CSS family list: the names quoted, in order. */
export const familyList = (names: string[]): string => names.map((name) => `"${name}"`).join(',');
