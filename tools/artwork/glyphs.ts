// The outlines of the letters the artwork draws as paths (the logo's wordmark, the client
// wordmarks, the "404", the small labels of the mock-ups), read from the font packages each
// time the artwork is generated: the SVGs carry no text, so they look the same on every device
// and need no font of their own.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

/** subset-font, which ships no types: the part used here. */
const subsetFont = require('subset-font') as (
  font: Uint8Array,
  text: string,
  options: { targetFormat: 'truetype'; variationAxes?: Record<string, number> },
) => Promise<Uint8Array>;

/** One glyph: its advance and its outline, in thousandths of an em, baseline at y = 0. */
export type Glyph = [advance: number, outline: string];

export interface GlyphSet {
  capHeight: number;
  glyphs: Record<string, Glyph>;
  /** The kerning of a pair of characters, when it is not zero. */
  kerning: Record<string, number>;
}

const printableAscii = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');

interface FontCut {
  file: string;
  weight?: number;
  characters: string;
  /** Narrows the letters, for a condensed face drawn from a regular one. */
  horizontalScale?: number;
}

const inter = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const jakarta = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';

const cuts = {
  jakarta800: { file: jakarta, weight: 800, characters: printableAscii },
  jakarta700: { file: jakarta, weight: 700, characters: `${printableAscii}·—’` },
  jakarta600: { file: jakarta, weight: 600, characters: 'helio energy' },
  inter500: { file: inter, weight: 500, characters: 'lumen health' },
  inter600: { file: inter, weight: 600, characters: `${printableAscii}·—` },
  inter800: { file: inter, weight: 800, characters: 'QUANTIX RETAIL' },
  // Times- and Arial Narrow-like wordmarks for two of the client logos.
  serifBold: { file: '@fontsource/tinos/files/tinos-latin-700-normal.woff2', characters: 'Veridian Bank' },
  narrowBold: {
    file: '@fontsource/arimo/files/arimo-latin-700-normal.woff2',
    characters: 'ATLAS FREIGHT',
    horizontalScale: 0.82,
  },
} satisfies Record<string, FontCut>;

export type FontName = keyof typeof cuts;

/** An outline as path data: the first move absolute (text() shifts it), everything after relative. */
function outlineOf(glyph: fontkit.Glyph, scaleX: number, scaleY: number): string {
  let data = '';
  let currentX = 0;
  let currentY = 0;
  let startX = 0;
  let startY = 0;
  let first = true;
  const letters: Record<string, string> = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' };
  for (const { command, args } of glyph.path.commands) {
    if (command === 'closePath') {
      data += 'z';
      currentX = startX;
      currentY = startY;
      continue;
    }
    const points: [number, number][] = [];
    for (let index = 0; index < args.length; index += 2)
      points.push([Math.round(args[index]! * scaleX), Math.round(-args[index + 1]! * scaleY)]);
    const [endX, endY] = points[points.length - 1]!;
    const numbers = first ? points.flat() : points.flatMap(([x, y]) => [x - currentX, y - currentY]);
    data += (first ? 'M' : letters[command]) + numbers.join(' ').replace(/ -/g, '-');
    first = false;
    currentX = endX;
    currentY = endY;
    if (command === 'moveTo') {
      startX = endX;
      startY = endY;
    }
  }
  return data;
}

async function glyphSetOf({ file, weight, characters, horizontalScale = 1 }: FontCut): Promise<GlyphSet> {
  const source = readFileSync(require.resolve(file));
  const whole = fontkit.create(source) as fontkit.Font;
  // A static cut at one weight, since fontkit lays out the variable fonts at their default weight
  // only. The cut keeps every character: fontkit misreads a cut that ends with an empty glyph
  // (the space, in a small one).
  const cut = await subsetFont(source, String.fromCodePoint(...whole.characterSet), {
    targetFormat: 'truetype',
    ...(weight ? { variationAxes: { wght: weight } } : {}),
  });
  const font = fontkit.create(Buffer.from(cut)) as fontkit.Font;
  const scale = 1000 / font.unitsPerEm;
  const advance = (text: string) => font.layout(text).positions[0]!.xAdvance;
  const set = [...new Set(characters)].sort();
  const glyphs: Record<string, Glyph> = {};
  for (const character of set) {
    const run = font.layout(character);
    glyphs[character] = [
      Math.round(advance(character) * scale * horizontalScale),
      outlineOf(run.glyphs[0]!, scale * horizontalScale, scale),
    ];
  }
  const kerning: Record<string, number> = {};
  for (const left of set)
    for (const right of set) {
      const run = font.layout(left + right);
      if (run.glyphs.length !== 2) continue;
      const kern = Math.round((run.positions[0]!.xAdvance - advance(left)) * scale * horizontalScale);
      if (kern !== 0) kerning[left + right] = kern;
    }
  return { capHeight: Math.round((font.capHeight || font.ascent * 0.7) * scale), glyphs, kerning };
}

/** Every font the artwork sets text in, by name. */
export const fonts = {} as Record<FontName, GlyphSet>;
// One at a time: each cut is read out of subset-font's working memory, which the next cut reuses.
for (const [name, cut] of Object.entries(cuts)) fonts[name as FontName] = await glyphSetOf(cut);
