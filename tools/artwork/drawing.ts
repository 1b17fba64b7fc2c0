/**
 * The drawing kit every illustration shares: an SVG document builder, the brand's colours,
 * shapes, text as outlines, icons, charts, device frames and backgrounds. Everything is plain
 * string building, so the same code always writes the same bytes.
 */
import { colours as palette, type ColourName } from '../../styles/palette';
import { fonts, type FontName } from './glyphs';

// In capitals, as the committed files have them: a regenerated file differs only where the
// drawing does.
export const paint = (name: ColourName) => palette[name].toUpperCase();

/** The colours the artwork paints with, by what they are for, from the site's palette. */
export const colours = {
  navy: paint('navy-900'),
  deep: paint('navy-950'),
  blue: paint('blue-600'),
  cyan: paint('cyan-400'),
  amber: paint('amber-400'),
  grey50: paint('grey-50'),
  grey200: paint('grey-200'),
  grey400: paint('grey-400'),
  grey600: paint('grey-600'),
  white: '#FFFFFF',
  navyRaised: paint('navy-850'),
  navyBorder: paint('navy-750'),
  blueSoft: paint('blue-400'),
  blueTint: paint('blue-50'),
  blueMist: paint('blue-200'),
  cyanTint: paint('cyan-50'),
  amberTint: paint('amber-50'),
};

/** Rounds to one decimal, without "-0": the precision of every coordinate the artwork writes. */
export const rounded = (value: number): number => {
  const result = Math.round(value * 10) / 10;
  return Object.is(result, -0) ? 0 : result;
};

type AttributeValue = string | number | false | null | undefined;
export type Attributes = Record<string, AttributeValue>;

function attributeText(attributes: Attributes): string {
  let text = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    text += ` ${name}="${typeof value === 'number' ? rounded(value) : value}"`;
  }
  return text;
}

/** An SVG element, self-closing when it has no content. */
export const element = (tag: string, attributes: Attributes = {}, children?: string | null): string =>
  children == null || children === ''
    ? `<${tag}${attributeText(attributes)}/>`
    : `<${tag}${attributeText(attributes)}>${children}</${tag}>`;

export const group = (attributes: Attributes, ...children: (string | string[])[]): string =>
  element('g', attributes, children.flat().join(''));
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number | undefined,
  fill?: string,
  attributes: Attributes = {},
) => element('rect', { x, y, width, height, rx: radius || undefined, fill, ...attributes });
export const circle = (cx: number, cy: number, r: number, fill: string, attributes: Attributes = {}) =>
  element('circle', { cx, cy, r, fill, ...attributes });
export const path = (d: string, attributes: Attributes = {}) => element('path', { d, ...attributes });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  strokeWidth = 1,
  attributes: Attributes = {},
) =>
  element('path', {
    d: `M${rounded(x1)} ${rounded(y1)}L${rounded(x2)} ${rounded(y2)}`,
    stroke,
    'stroke-width': strokeWidth,
    ...attributes,
  });

/** Seeded PRNG (mulberry32) for deterministic scatter. */
export function seededRandom(seed: number | string): () => number {
  let a =
    typeof seed === 'number' ? seed : [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 7);
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Light, safe attribute minification (short hex colours, default zeros, leading zeros). */
function minify(svg: string): string {
  return svg
    .replace(/="#([0-9A-Fa-f])\1([0-9A-Fa-f])\2([0-9A-Fa-f])\3"/g, '="#$1$2$3"')
    .replace(/ (?:x|y|dx)="0"/g, '')
    .replace(/="(-?)0\.(\d)/g, '="$1.$2');
}

type GradientStop = [offset: number, colour: string, opacity?: number];
export type ShadowKind = 'sm' | 'md' | 'lg' | 'dark' | 'glow';
/** A soft glow in a background: its centre, radius, colour, opacity and vertical squash. */
export type Blob = [cx: number, cy: number, radius: number, colour: string, opacity?: number, squash?: number];

/** An SVG document with a small registry of shared definitions. */
export class SvgDocument {
  /** The document being drawn: text() and icon() register their shared glyphs and icons on it. */
  static current: SvgDocument | undefined;
  readonly width: number;
  readonly height: number;
  private readonly definitions: string[] = [];
  private readonly body: string[] = [];
  private count = 0;
  private readonly ids = new Map<string, string>();

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    SvgDocument.current = this;
  }
  id(): string {
    return (this.count++).toString(36).replace(/^(\d)/, 'a$1');
  }
  /** The id of a shared definition, made once per document. */
  define(key: string, make: (id: string) => string): string {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = 'k' + this.id();
      this.definitions.push(make(id));
      this.ids.set(key, id);
    }
    return id;
  }
  add(...content: (string | string[])[]): this {
    this.body.push(...content.flat());
    return this;
  }
  /** Linear gradient; stops: [offset, color, opacity?]; vector in bounding-box units. */
  linearGradient(stops: GradientStop[], v: number[] = [0, 0, 1, 1], user = false): string {
    const id = this.define('l' + JSON.stringify([stops, v, user]), (id) =>
      element(
        'linearGradient',
        {
          id,
          x1: v[0],
          y1: v[1],
          x2: v[2],
          y2: v[3],
          gradientUnits: user ? 'userSpaceOnUse' : undefined,
        },
        stops.map(([o, c, op]) => element('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join(''),
      ),
    );
    return `url(#${id})`;
  }
  /** Radial gradient in bounding-box units (a soft glow by default). */
  radialGradient(stops: GradientStop[], o: Attributes = {}): string {
    const id = this.define('r' + JSON.stringify([stops, o]), (id) =>
      element(
        'radialGradient',
        { id, ...o },
        stops.map(([of, c, op]) => element('stop', { offset: of, 'stop-color': c, 'stop-opacity': op })).join(''),
      ),
    );
    return `url(#${id})`;
  }
  glow(color: string, op = 1): string {
    return this.radialGradient([
      [0, color, op],
      [1, color, 0],
    ]);
  }
  /** Soft drop shadow filter. */
  shadow(kind: ShadowKind = 'md'): string {
    const k = (
      {
        sm: [6, 10, colours.navy, 0.1],
        md: [14, 22, colours.navy, 0.13],
        lg: [24, 34, colours.navy, 0.16],
        dark: [18, 28, '#000814', 0.45],
        glow: [0, 18, colours.cyan, 0.35],
      } satisfies Record<ShadowKind, [number, number, string, number]>
    )[kind];
    const id = this.define('s' + kind, (id) =>
      element(
        'filter',
        { id, x: '-30%', y: '-30%', width: '160%', height: '170%', 'color-interpolation-filters': 'sRGB' },
        element('feDropShadow', {
          dx: 0,
          dy: k[0],
          stdDeviation: k[1] / 2,
          'flood-color': k[2],
          'flood-opacity': k[3],
        }),
      ),
    );
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const id = this.define('b' + sd, (id) =>
      element(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        element('feGaussianBlur', { stdDeviation: sd }),
      ),
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.define('c' + shape, (id) => element('clipPath', { id }, shape));
    return `url(#${id})`;
  }
  pattern(key: string, w: number, h: number, content: string): string {
    const id = this.define('p' + key, (id) =>
      element('pattern', { id, width: w, height: h, patternUnits: 'userSpaceOnUse' }, content),
    );
    return `url(#${id})`;
  }
  toString(): string {
    const defs = this.definitions.length ? `<defs>${this.definitions.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}" fill="none">` +
      minify(defs + this.body.join('')) +
      '</svg>\n'
    );
  }
}

/* ------------------------------------------------------------------ text */

/** The outline of a line of text, in thousandths of an em; `spacing` is added after each letter. */
export function glyphRun(font: FontName, textToSet: string, spacing = 0): { d: string; w: number } {
  const set = fonts[font];
  let x = 0;
  let d = '';
  const characters = [...textToSet];
  characters.forEach((character, index) => {
    const glyph = set.glyphs[character];
    if (!glyph) throw new Error(`The artwork's ${font} has no "${character}": add it in glyphs.ts.`);
    const start = x;
    // Each outline starts with its one absolute move; moving it places the glyph.
    if (glyph[1]) d += glyph[1].replace(/^M(-?\d+)/, (_move, value: string) => 'M' + (+value + start));
    x += glyph[0] + spacing;
    if (index < characters.length - 1) x += set.kerning[character + characters[index + 1]] || 0;
  });
  return { d, w: x - spacing };
}

/** Width in px of `textToSet` set at `size` px. */
export function measure(
  textToSet: string,
  size: number,
  { font = 'inter600', ls = 0 }: { font?: FontName; ls?: number } = {},
): number {
  return (glyphRun(font, textToSet, ls * 1000).w * size) / 1000;
}

export function capHeight(font: FontName, size: number): number {
  return (fonts[font].capHeight * size) / 1000;
}

const scaleText = (value: number) => String(+value.toFixed(5));

export interface TextOptions {
  font?: FontName;
  anchor?: 'start' | 'middle' | 'end';
  /** Letter spacing, in em. */
  ls?: number;
  opacity?: number;
  inline?: boolean;
}

/**
 * Text drawn as glyph outlines; y is the baseline. By default each glyph is defined once per
 * document and placed with <use> (numbers repeat a lot in the mock-ups); `inline: true` writes
 * one plain path.
 */
export function text(
  textToSet: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  { font = 'inter600', anchor = 'start', ls = 0, opacity, inline = false }: TextOptions = {},
): string {
  const { d, w } = glyphRun(font, textToSet, Math.round(ls * 1000));
  const scale = size / 1000;
  const left = anchor === 'middle' ? x - (w * scale) / 2 : anchor === 'end' ? x - w * scale : x;
  const transform = `translate(${rounded(left)} ${rounded(y)}) scale(${scaleText(scale)})`;
  const document = SvgDocument.current;
  if (inline || !document) return element('path', { d, fill, opacity, transform });
  const set = fonts[font];
  const characters = [...textToSet];
  let position = 0;
  let uses = '';
  characters.forEach((character, index) => {
    const glyph = set.glyphs[character]!;
    if (glyph[1]) {
      const id = document.define(`g${font}${character}`, (id) => `<path id="${id}" d="${glyph[1]}"/>`);
      uses += `<use href="#${id}"${position ? ` x="${position}"` : ''}/>`;
    }
    position += glyph[0] + Math.round(ls * 1000);
    if (index < characters.length - 1) position += set.kerning[character + characters[index + 1]] || 0;
  });
  return element('g', { fill, opacity, transform }, uses);
}

/* ----------------------------------------------------------------- icons */

export const iconPaths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  heart: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z',
  bolt: 'M13.5 3L5.5 13.5h6L10.5 21l8-10.5h-6z',
  lock: 'M7 11h10a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-7a1 1 0 0 1 1-1zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  cloud: 'M7.5 18.5h9.5a4 4 0 0 0 .5-8A6 6 0 0 0 6 9.6a4.5 4.5 0 0 0 1.5 8.9z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5a7.5 7.5 0 0 1 15 0',
  users:
    'M9 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14a6.5 6.5 0 0 1 3.5 6',
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15zM10 21h4',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16.5 16.5L20.5 20.5',
  cart: 'M2.5 4h2.8l2.2 11h10.3l2.2-7.5H6.3M9 20.2h.1M17 20.2h.1',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z',
  play: 'M8 5.5v13l11-6.5z',
  pin: 'M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  chart: 'M5 19.5v-8M12 19.5V5M19 19.5v-5',
  shield: 'M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6z',
  shieldCheck: 'M12 3l7.5 3v5.5c0 4.6-3.2 8.3-7.5 9.5-4.3-1.2-7.5-4.9-7.5-9.5V6zM8.8 12.2l2.3 2.3 4.2-4.4',
  code: 'M8.5 7l-5 5 5 5M15.5 7l5 5-5 5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z',
  server:
    'M5 4h14a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zM5 14h14a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1zM8 7h.1M8 17h.1',
  db: 'M12 8.5c4.1 0 7.5-1.3 7.5-3S16.1 2.5 12 2.5 4.5 3.8 4.5 5.5s3.4 3 7.5 3zM4.5 5.5v13c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3v-13M4.5 12c0 1.7 3.4 3 7.5 3s7.5-1.3 7.5-3',
  truck:
    'M2.5 6h11v10h-11zM13.5 9.5h4l3 3.5v3h-7M6.5 19.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  video: 'M3.5 7h11v10h-11zM14.5 10.5l6-3.5v10l-6-3.5',
  calendar: 'M5 5.5h14a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1zM4 10h16M8.5 3.5v4M15.5 3.5v4',
  arrow: 'M7 17L17 7M8.5 7H17v8.5',
  arrowR: 'M4.5 12h15M13.5 6l6 6-6 6',
  spark:
    'M11 3.5l1.9 5.1 5.1 1.9-5.1 1.9L11 17.5l-1.9-5.1L4 10.5l5.1-1.9zM18.5 15.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z',
  dumbbell: 'M6.5 7.5v9M3.5 10v4M17.5 7.5v9M20.5 10v4M6.5 12h11',
  layers: 'M12 3.5l9 4.8-9 4.8-9-4.8zM3 12.5l9 4.8 9-4.8M3 16.5l9 4.8 9-4.8',
  terminal: 'M4.5 7l5 5-5 5M12.5 18h7',
  flag: 'M5.5 21V4M5.5 4.5h12l-2.5 4 2.5 4h-12',
  bulb: 'M9.5 18h5M10.5 21h3M12 3a6 6 0 0 0-3.6 10.8c.7.5 1.1 1.3 1.1 2.1v.1h5v-.1c0-.8.4-1.6 1.1-2.1A6 6 0 0 0 12 3z',
  image:
    'M5 4.5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-13a1 1 0 0 1 1-1zM4 16l5-5 4.5 4.5 3-3L20 16M15.5 9.5h.1',
  lambda: 'M6.5 4h3.2l7.8 16M11.8 10.5L6.5 20',
  cpu: 'M7.5 7h9a.5.5 0 0 1 .5.5v9a.5.5 0 0 1-.5.5h-9a.5.5 0 0 1-.5-.5v-9a.5.5 0 0 1 .5-.5zM10 3.5V7M14 3.5V7M10 17v3.5M14 17v3.5M3.5 10H7M3.5 14H7M17 10h3.5M17 14h3.5',
  wallet: 'M4 7.5h15a1 1 0 0 1 1 1V19a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 7.5l11-3.5v3.5M16.5 13.8h.1',
  send: 'M4 12L20 4l-5.5 16-3-6.5z',
  pulse: 'M2.5 12h4.5l2-4.5 3.5 9 2.5-6 1.5 1.5h5',
  eye: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  bug: 'M8 9.5a4 4 0 0 1 8 0V15a4 4 0 0 1-8 0zM12 11v8M4 13h4M16 13h4M5 8l3 2M19 8l-3 2M5 19l3-2M19 19l-3-2M9.5 5.5L8 3.5M14.5 5.5L16 3.5',
  key: 'M8 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM12.5 12h8.5M18 12v3.5M15 12v2.5',
  finger:
    'M6.5 17c.8-1.8 1-3.4 1-5a4.5 4.5 0 0 1 9 0c0 1.3-.1 2.5-.4 3.6M9.5 20c1-2.3 1.5-4.8 1.5-8a1 1 0 0 1 2 0c0 2.7-.4 5.3-1.3 7.7M14.5 20.5c.4-1 .8-2.1 1-3.2M4.5 14c.3-1.1.5-1.9.5-2.5a7 7 0 0 1 12.4-4.4M19 10.5c.3 1.7.2 3.5 0 5.3',
  refresh: 'M19.5 12a7.5 7.5 0 0 1-13.3 4.7M4.5 12a7.5 7.5 0 0 1 13.3-4.7M18 3.5v4h-4M6 20.5v-4h4',
  home: 'M4 10.5L12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z',
  grid: 'M4.5 4.5h6v6h-6zM13.5 4.5h6v6h-6zM4.5 13.5h6v6h-6zM13.5 13.5h6v6h-6z',
  chat: 'M5 5h14a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 19 17h-8l-4.5 3.5V17H5a1.5 1.5 0 0 1-1.5-1.5v-9A1.5 1.5 0 0 1 5 5z',
  mic: 'M12 14.5a3 3 0 0 0 3-3v-5a3 3 0 0 0-6 0v5a3 3 0 0 0 3 3zM6.5 11.5a5.5 5.5 0 0 0 11 0M12 17v3.5',
  phone: 'M8 3.5h8a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1zM11 17.5h2',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 2.8l1.6 2.4 2.8-.6.6 2.8 2.4 1.6-1.4 2.5 1.4 2.5-2.4 1.6-.6 2.8-2.8-.6L12 21.2l-1.6-2.4-2.8.6-.6-2.8-2.4-1.6L6 12.5 4.6 10l2.4-1.6.6-2.8 2.8.6z',
  box: 'M12 3l8 4.5v9L12 21l-8-4.5v-9zM4 7.5l8 4.5 8-4.5M12 12v9',
  target: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 16.5a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM12 12.5a.5.5 0 1 0 0-1',
  alert: 'M12 4l9 16H3zM12 10v4.5M12 17.3h.1',
  dollar:
    'M12 3v18M16.5 7.2C15.7 6 14 5.5 12.2 5.5c-2.4 0-4.2 1.2-4.2 3.1 0 4.3 8.7 2.4 8.7 6.8 0 2-1.9 3.1-4.5 3.1-2 0-3.8-.7-4.7-2.1',
};

export type IconName = keyof typeof iconPaths;

/** A stroke icon centred on (cx, cy), `size` px square (defined once per document, placed with <use>). */
export function icon(
  name: IconName,
  cx,
  cy,
  size,
  color,
  { sw = 2, fill = 'none', opacity }: { sw?: number; fill?: string; opacity?: number } = {},
) {
  const d = iconPaths[name];
  if (!d) throw new Error(`icon ${name}`);
  const k = size / 24;
  const transform = `translate(${rounded(cx - size / 2)} ${rounded(cy - size / 2)}) scale(${scaleText(k)})`;
  const common = { stroke: color, fill, opacity, 'stroke-width': sw, transform };
  if (!SvgDocument.current)
    return element('path', { d, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...common });
  const id = SvgDocument.current.define(
    `i${name}`,
    (id) => `<path id="${id}" d="${d}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return element('use', { href: `#${id}`, ...common });
}

/** Icon inside a rounded tile. */
export function iconTile(
  name: IconName,
  x,
  y,
  s,
  {
    bg = colours.blueTint,
    color = colours.blue,
    r,
    sw = 2,
    fill = 'none',
  }: { bg?: string; color?: string; r?: number; sw?: number; fill?: string } = {},
) {
  return rect(x, y, s, s, r ?? s * 0.3, bg) + icon(name, x + s / 2, y + s / 2, s * 0.55, color, { sw, fill });
}

/* ---------------------------------------------------------------- paths */

/** Smooth curve through points (Catmull-Rom → cubic Bézier). */
export function smooth(pts, t = 0.18) {
  let d = `M${rounded(pts[0][0])} ${rounded(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2 = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += `C${rounded(c1[0])} ${rounded(c1[1])} ${rounded(c2[0])} ${rounded(c2[1])} ${rounded(p2[0])} ${rounded(p2[1])}`;
  }
  return d;
}

export function roundedRectPath(x, y, w, h, r) {
  return `M${rounded(x + r)} ${rounded(y)}H${rounded(x + w - r)}A${rounded(r)} ${rounded(r)} 0 0 1 ${rounded(x + w)} ${rounded(y + r)}V${rounded(y + h - r)}A${rounded(r)} ${rounded(r)} 0 0 1 ${rounded(x + w - r)} ${rounded(y + h)}H${rounded(x + r)}A${rounded(r)} ${rounded(r)} 0 0 1 ${rounded(x)} ${rounded(y + h - r)}V${rounded(y + r)}A${rounded(r)} ${rounded(r)} 0 0 1 ${rounded(x + r)} ${rounded(y)}Z`;
}

/** Arc path (angles in degrees, 0 = up, clockwise). */
export function arc(cx, cy, r, a0, a1) {
  const p = (a) => [cx + r * Math.sin((a * Math.PI) / 180), cy - r * Math.cos((a * Math.PI) / 180)];
  const [x0, y0] = p(a0);
  const [x1, y1] = p(a1);
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M${rounded(x0)} ${rounded(y0)}A${rounded(r)} ${rounded(r)} 0 ${large} 1 ${rounded(x1)} ${rounded(y1)}`;
}

export function gearPath(cx, cy, ro, ri, teeth, hole = 0) {
  let d = '';
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const pts = [
      [ri, a - step * 0.5],
      [ri, a - step * 0.3],
      [ro, a - step * 0.18],
      [ro, a + step * 0.18],
      [ri, a + step * 0.3],
    ];
    for (const [r, t] of pts) d += `${d ? 'L' : 'M'}${rounded(cx + r * Math.cos(t))} ${rounded(cy + r * Math.sin(t))}`;
  }
  d += 'Z';
  if (hole)
    d += `M${rounded(cx + hole)} ${rounded(cy)}A${hole} ${hole} 0 1 0 ${rounded(cx - hole)} ${rounded(cy)}A${hole} ${hole} 0 1 0 ${rounded(cx + hole)} ${rounded(cy)}Z`;
  return d;
}

/** Cloud silhouette spanning x..x+w with flat bottom at y+h. */
export function cloudPath(x, y, w, h) {
  const k = (v, u) => `${rounded(x + v * w)} ${rounded(y + u * h)}`;
  return (
    `M${k(0.2, 1)}` +
    `C${k(0.07, 1)} ${k(0, 0.86)} ${k(0, 0.72)}` +
    `C${k(0, 0.55)} ${k(0.12, 0.44)} ${k(0.25, 0.45)}` +
    `C${k(0.27, 0.2)} ${k(0.43, 0.02)} ${k(0.6, 0.02)}` +
    `C${k(0.76, 0.02)} ${k(0.86, 0.16)} ${k(0.88, 0.36)}` +
    `C${k(0.96, 0.4)} ${k(1, 0.52)} ${k(1, 0.66)}` +
    `C${k(1, 0.85)} ${k(0.9, 1)} ${k(0.78, 1)}Z`
  );
}

export function shieldPath(cx, y, w, h) {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  return `M${rounded(cx)} ${rounded(y)}C${rounded(cx + w * 0.2)} ${rounded(y + h * 0.09)} ${rounded(x1 - w * 0.1)} ${rounded(y + h * 0.12)} ${rounded(x1)} ${rounded(y + h * 0.13)}V${rounded(y + h * 0.48)}C${rounded(x1)} ${rounded(y + h * 0.74)} ${rounded(cx + w * 0.26)} ${rounded(y + h * 0.91)} ${rounded(cx)} ${rounded(y + h)}C${rounded(cx - w * 0.26)} ${rounded(y + h * 0.91)} ${rounded(x0)} ${rounded(y + h * 0.74)} ${rounded(x0)} ${rounded(y + h * 0.48)}V${rounded(y + h * 0.13)}C${rounded(x0 + w * 0.1)} ${rounded(y + h * 0.12)} ${rounded(cx - w * 0.2)} ${rounded(y + h * 0.09)} ${rounded(cx)} ${rounded(y)}Z`;
}

/* ---------------------------------------------------------- UI elements */

/** Rounded "skeleton" text line. */
export const bar = (x, y, w, h = 8, fill = colours.grey200, a = {}) => rect(x, y, w, h, h / 2, fill, a);

/** Several skeleton lines. */
export function lines(
  x,
  y,
  widths,
  {
    h = 8,
    gap = 14,
    color = colours.grey200,
    first,
  }: { h?: number; gap?: number; color?: string; first?: string } = {},
) {
  return widths.map((w, i) => bar(x, y + i * gap, w, h, i === 0 && first ? first : color)).join('');
}

export function card(
  doc,
  x,
  y,
  w,
  h,
  {
    r = 16,
    fill = colours.white,
    shadow = 'md',
    stroke,
    opacity,
  }: { r?: number; fill?: string; shadow?: ShadowKind | false; stroke?: string; opacity?: number } = {},
) {
  return rect(x, y, w, h, r, fill, {
    filter: shadow ? doc.shadow(shadow) : undefined,
    stroke,
    'stroke-width': stroke ? 1 : undefined,
    opacity,
  });
}

/** Person avatar: a head-and-shoulders silhouette inside a circle. */
export function avatar(
  cx,
  cy,
  r,
  { bg = colours.blueMist, fg = colours.white, ring }: { bg?: string; fg?: string; ring?: string } = {},
) {
  const sx = r * 0.6;
  const sy = r * 0.8;
  return (
    circle(cx, cy, r, bg, ring ? { stroke: ring, 'stroke-width': r * 0.12 } : {}) +
    circle(cx, cy - r * 0.2, r * 0.33, fg) +
    path(
      `M${rounded(cx - sx)} ${rounded(cy + sy)}Q${rounded(cx - sx)} ${rounded(cy + r * 0.22)} ${rounded(cx)} ${rounded(cy + r * 0.22)}Q${rounded(cx + sx)} ${rounded(cy + r * 0.22)} ${rounded(cx + sx)} ${rounded(cy + sy)}A${rounded(r)} ${rounded(r)} 0 0 1 ${rounded(cx - sx)} ${rounded(cy + sy)}Z`,
      { fill: fg },
    )
  );
}

export function pill(x, y, w, h, fill, a = {}) {
  return rect(x, y, w, h, h / 2, fill, a);
}

/** Toggle switch. */
export function toggle(
  x,
  y,
  on = true,
  { w = 34, color = colours.blue, off = colours.grey200 }: { w?: number; color?: string; off?: string } = {},
) {
  const h = w * 0.58;
  return (
    pill(x, y, w, h, on ? color : off) + circle(on ? x + w - h / 2 : x + h / 2, y + h / 2, h / 2 - 2.5, colours.white)
  );
}

/** Label + value stat with optional delta chip (text as paths). */
export function stat(
  x,
  y,
  label,
  value,
  {
    size = 26,
    color = colours.navy,
    sub = colours.grey400,
    delta,
    deltaColor = '#12B76A',
    font = 'inter600',
  }: { size?: number; color?: string; sub?: string; delta?: string; deltaColor?: string; font?: FontName } = {},
) {
  let s = text(label, x, y, size * 0.46, sub) + text(value, x, y + size * 1.3, size, color, { font });
  if (delta) {
    const vw = measure(value, size, { font });
    const dw = measure(delta, size * 0.42) + size * 0.6;
    s += pill(x + vw + size * 0.4, y + size * 0.45, dw, size * 0.8, deltaColor, { opacity: 0.14 });
    s += text(delta, x + vw + size * 0.4 + dw / 2, y + size * 1.0, size * 0.42, deltaColor, { anchor: 'middle' });
  }
  return s;
}

/* ---------------------------------------------------------------- charts */

export function lineChart(
  doc,
  x,
  y,
  w,
  h,
  values,
  {
    stroke = colours.blue,
    sw = 3,
    area = true,
    areaOp = 0.22,
    min,
    max,
    dot = -1,
    dotFill = colours.white,
    t,
  }: {
    stroke?: string;
    sw?: number;
    area?: boolean;
    areaOp?: number;
    min?: number;
    max?: number;
    dot?: number;
    dotFill?: string;
    t?: number;
  } = {},
) {
  const lo = min ?? Math.min(...values);
  const hi = max ?? Math.max(...values);
  const pts = values.map((v, i) => [x + (i / (values.length - 1)) * w, y + h - ((v - lo) / (hi - lo || 1)) * h]);
  const d = smooth(pts, t);
  let s = '';
  if (area)
    s += path(`${d}L${rounded(x + w)} ${rounded(y + h)}L${rounded(x)} ${rounded(y + h)}Z`, {
      fill: doc.linearGradient(
        [
          [0, stroke, areaOp],
          [1, stroke, 0],
        ],
        [0, 0, 0, 1],
      ),
    });
  s += path(d, { stroke, 'stroke-width': sw, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  if (dot >= 0) {
    const [px, py] = pts[dot];
    s +=
      circle(px, py, sw * 2.6, stroke, { opacity: 0.2 }) +
      circle(px, py, sw * 1.5, dotFill, { stroke, 'stroke-width': sw * 0.9 });
  }
  return s;
}

export function bars(
  x,
  y,
  w,
  h,
  values,
  {
    color = colours.blue,
    muted,
    hi = -1,
    hiColor = colours.cyan,
    gap = 0.45,
    r,
    max,
  }: {
    color?: string | string[];
    muted?: string;
    hi?: number;
    hiColor?: string;
    gap?: number;
    r?: number;
    max?: number;
  } = {},
) {
  const n = values.length;
  const bw = w / (n + (n - 1) * gap);
  const m = max ?? Math.max(...values);
  return values
    .map((v, i) => {
      const bh = (v / m) * h;
      const c = i === hi ? hiColor : Array.isArray(color) ? color[i % color.length] : muted && i !== hi ? muted : color;
      return rect(x + i * bw * (1 + gap), y + h - bh, bw, bh, r ?? Math.min(bw / 2, 6), c);
    })
    .join('');
}

/** Donut from segments [[value, color], ...]. */
export function donut(
  cx,
  cy,
  r,
  sw,
  segs,
  { track = colours.grey200, gapDeg = 0 }: { track?: string; gapDeg?: number } = {},
) {
  const total = segs.reduce((a, [v]) => a + v, 0);
  const circ = 2 * Math.PI * r;
  let acc = 0;
  let s = track ? circle(cx, cy, r, 'none', { stroke: track, 'stroke-width': sw }) : '';
  for (const [v, c] of segs) {
    const len = (v / total) * circ - (gapDeg / 360) * circ;
    s += circle(cx, cy, r, 'none', {
      stroke: c,
      'stroke-width': sw,
      'stroke-dasharray': `${rounded(len)} ${rounded(circ)}`,
      'stroke-dashoffset': rounded(-acc),
      transform: `rotate(-90 ${rounded(cx)} ${rounded(cy)})`,
    });
    acc += (v / total) * circ;
  }
  return s;
}

/** Progress ring with round cap. */
export function ring(
  cx,
  cy,
  r,
  sw,
  pct,
  color,
  { track = colours.grey200, trackOp }: { track?: string; trackOp?: number } = {},
) {
  const deg = Math.min(pct, 0.999) * 360;
  return (
    circle(cx, cy, r, 'none', { stroke: track, 'stroke-width': sw, opacity: trackOp }) +
    path(arc(cx, cy, r, 0, deg), { stroke: color, 'stroke-width': sw, 'stroke-linecap': 'round' })
  );
}

/** Horizontal progress bar. */
export function progress(
  x,
  y,
  w,
  pct,
  color = colours.blue,
  { h = 8, track = colours.grey200 }: { h?: number; track?: string } = {},
) {
  return pill(x, y, w, h, track) + pill(x, y, Math.max(h, w * pct), h, color);
}

/* --------------------------------------------------------------- devices */

/** Phone frame; `screen(sx, sy, sw, sh)` returns the screen contents. */
export function phone(
  doc,
  x,
  y,
  w,
  h,
  screen,
  {
    frame = colours.navy,
    bg = colours.white,
    shadow = 'lg',
    island = true,
  }: { frame?: string; bg?: string; shadow?: ShadowKind | false; island?: boolean } = {},
) {
  const r = w * 0.16;
  const b = w * 0.04;
  const sx = x + b;
  const sy = y + b;
  const sw = w - 2 * b;
  const sh = h - 2 * b;
  const sr = r - b;
  const clip = doc.clip(rect(sx, sy, sw, sh, sr));
  return (
    rect(x - 2, y + h * 0.2, 4, h * 0.08, 2, frame) +
    rect(x + w - 2, y + h * 0.24, 4, h * 0.12, 2, frame) +
    rect(x, y, w, h, r, frame, { filter: shadow ? doc.shadow(shadow) : undefined }) +
    rect(x + 1, y + 1, w - 2, h - 2, r - 1, 'none', { stroke: '#fff', 'stroke-opacity': 0.12, 'stroke-width': 1.5 }) +
    rect(sx, sy, sw, sh, sr, bg) +
    group({ 'clip-path': clip }, screen(sx, sy, sw, sh)) +
    (island ? pill(x + w / 2 - w * 0.14, sy + sw * 0.035, w * 0.28, sw * 0.075, frame) : '')
  );
}

/** Phone status bar skeleton (time + indicators). */
export function statusBar(sx, sy, sw, color = colours.navy) {
  const y = sy + sw * 0.07;
  return (
    bar(sx + sw * 0.09, y - 3, sw * 0.1, 6, color) +
    rect(sx + sw * 0.78, y - 3, sw * 0.05, 6, 1.5, color) +
    rect(sx + sw * 0.84, y - 3, sw * 0.07, 6, 2, 'none', { stroke: color, 'stroke-width': 1.2 }) +
    rect(sx + sw * 0.845, y - 2, sw * 0.045, 4, 1, color)
  );
}

/** Browser window; `content(cx, cy, cw, ch)` fills the page area. */
export function browser(
  doc,
  x,
  y,
  w,
  h,
  content,
  {
    dark = false,
    shadow = 'lg',
    r = 14,
    barH = 40,
    url = true,
  }: { dark?: boolean; shadow?: ShadowKind | false; r?: number; barH?: number; url?: boolean } = {},
) {
  const frame = dark ? '#0E2150' : colours.white;
  const clip = doc.clip(rect(x, y, w, h, r));
  const dots = dark ? ['#ffffff', '#ffffff', '#ffffff'] : [colours.grey200, colours.grey200, colours.grey200];
  return (
    rect(x, y, w, h, r, frame, { filter: shadow ? doc.shadow(shadow) : undefined }) +
    group(
      { 'clip-path': clip },
      content(x, y + barH, w, h - barH),
      rect(x, y, w, barH, 0, frame),
      line(x, y + barH - 0.5, x + w, y + barH - 0.5, dark ? '#ffffff' : colours.grey200, 1, {
        'stroke-opacity': dark ? 0.08 : 1,
      }),
      dots.map((c, i) => circle(x + 20 + i * 16, y + barH / 2, 5, c, { opacity: dark ? 0.18 : 1 })).join(''),
      url
        ? pill(x + w / 2 - w * 0.2, y + barH / 2 - 10, w * 0.4, 20, dark ? '#ffffff' : colours.grey50, {
            opacity: dark ? 0.07 : 1,
          })
        : '',
    ) +
    (dark ? rect(x + 0.5, y + 0.5, w - 1, h - 1, r, 'none', { stroke: '#fff', 'stroke-opacity': 0.08 }) : '')
  );
}

/** Laptop: a screen with bezel and a base. */
export function laptop(
  doc,
  x,
  y,
  w,
  h,
  content,
  { bezel = colours.navy, shadow = 'lg' }: { bezel?: string; shadow?: ShadowKind | false } = {},
) {
  const b = w * 0.025;
  const sh = h * 0.9;
  const clip = doc.clip(rect(x + b, y + b, w - 2 * b, sh - 2 * b, 6));
  return (
    rect(x, y, w, sh, 18, bezel, { filter: shadow ? doc.shadow(shadow) : undefined }) +
    rect(x + b, y + b, w - 2 * b, sh - 2 * b, 6, colours.white) +
    group({ 'clip-path': clip }, content(x + b, y + b, w - 2 * b, sh - 2 * b)) +
    path(
      `M${rounded(x - w * 0.09)} ${rounded(y + sh)}H${rounded(x + w * 1.09)}V${rounded(y + sh + h * 0.04)}Q${rounded(x + w * 1.09)} ${rounded(y + h)} ${rounded(x + w * 1.04)} ${rounded(y + h)}H${rounded(x - w * 0.04)}Q${rounded(x - w * 0.09)} ${rounded(y + h)} ${rounded(x - w * 0.09)} ${rounded(y + sh + h * 0.04)}Z`,
      {
        fill: doc.linearGradient(
          [
            [0, '#D5DBE7'],
            [1, '#B7C0D1'],
          ],
          [0, 0, 0, 1],
        ),
      },
    ) +
    rect(x + w / 2 - w * 0.09, y + sh, w * 0.18, h * 0.025, h * 0.012, '#A9B3C6')
  );
}

/** Chat bubble; side 'l' (incoming) or 'r' (outgoing). */
export function bubble(x, y, w, h, side: 'l' | 'r', fill, { r = 14 }: { r?: number } = {}) {
  const tail = side === 'l' ? 'bl' : 'br';
  const rr = { tl: r, tr: r, br: r, bl: r };
  rr[tail] = 4;
  return path(
    `M${rounded(x + rr.tl)} ${rounded(y)}H${rounded(x + w - rr.tr)}Q${rounded(x + w)} ${rounded(y)} ${rounded(x + w)} ${rounded(y + rr.tr)}V${rounded(y + h - rr.br)}Q${rounded(x + w)} ${rounded(y + h)} ${rounded(x + w - rr.br)} ${rounded(y + h)}H${rounded(x + rr.bl)}Q${rounded(x)} ${rounded(y + h)} ${rounded(x)} ${rounded(y + h - rr.bl)}V${rounded(y + rr.tl)}Q${rounded(x)} ${rounded(y)} ${rounded(x + rr.tl)} ${rounded(y)}Z`,
    { fill },
  );
}

/** Code lines: rows of [indent, [[width, color], ...]]. */
export function code(
  x,
  y,
  rows,
  {
    gap = 20,
    h = 7,
    unit = 12,
    numbers,
    numColor,
  }: { gap?: number; h?: number; unit?: number; numbers?: string; numColor?: string } = {},
) {
  let s = '';
  rows.forEach(([ind, segs], i) => {
    let cx = x + ind * unit;
    const cy = y + i * gap;
    if (numbers) s += bar(x - 28, cy, 10, h, numColor || numbers, { opacity: 0.5 });
    for (const [sw, c] of segs) {
      s += bar(cx, cy, sw, h, c);
      cx += sw + 6;
    }
  });
  return s;
}

/* ------------------------------------------------------------ backgrounds */

/**
 * A frame filled with a two-stop gradient, its glows, then each pattern over it. Patterns come as
 * functions so that each joins the document's definitions after the gradient, in order.
 */
function backdrop(
  doc,
  { x, y, w, h, r }: { x: number; y: number; w: number; h: number; r: number },
  base: string[],
  direction: number[],
  blobs: Blob[],
  patterns: (false | 0 | undefined | (() => string))[],
) {
  const fill = (paint: string) => rect(x, y, w, h, r, paint);
  let s = fill(
    doc.linearGradient(
      [
        [0, base[0]],
        [1, base[1]],
      ],
      direction,
    ),
  );
  for (const [cx, cy, rr, color, op = 0.5, sy = 1] of blobs)
    s += element('ellipse', { cx, cy, rx: rr, ry: rr * sy, fill: doc.glow(color, op) });
  for (const pattern of patterns) if (pattern) s += fill(pattern());
  return s;
}

/** Navy background with gradient mesh blobs and a faint grid. */
export function darkBg(
  doc,
  w,
  h,
  {
    blobs = [],
    grid = 48,
    gridOp = 0.05,
    base = [colours.deep, colours.navy],
    dots = false,
    x = 0,
    y = 0,
    r = 0,
  }: {
    blobs?: Blob[];
    grid?: number | false;
    gridOp?: number;
    base?: string[];
    dots?: number | false;
    x?: number;
    y?: number;
    r?: number;
  } = {},
) {
  return backdrop(doc, { x, y, w, h, r }, base, [0, 0, 1, 1], blobs, [
    grid &&
      (() =>
        doc.pattern(
          `g${grid}${gridOp}`,
          grid,
          grid,
          path(`M${grid} 0H0V${grid}`, { stroke: '#fff', 'stroke-opacity': gridOp }),
        )),
    dots && (() => doc.pattern(`d${dots}`, dots, dots, circle(dots / 2, dots / 2, 1.2, '#fff', { opacity: 0.14 }))),
  ]);
}

/** Light background: soft grey with tinted glows and dot grid. */
export function lightBg(
  doc,
  w,
  h,
  {
    blobs = [],
    dots = 24,
    dotOp = 0.09,
    base = [colours.white, colours.grey50],
    grid,
    x = 0,
    y = 0,
    r = 0,
  }: {
    blobs?: Blob[];
    dots?: number | false;
    dotOp?: number;
    base?: string[];
    grid?: number | false;
    x?: number;
    y?: number;
    r?: number;
  } = {},
) {
  return backdrop(doc, { x, y, w, h, r }, base, [0, 0, 0.6, 1], blobs, [
    dots &&
      (() =>
        doc.pattern(
          `ld${dots}${dotOp}`,
          dots,
          dots,
          circle(dots / 2, dots / 2, 1.3, colours.navy, { opacity: dotOp }),
        )),
    grid &&
      (() =>
        doc.pattern(
          `lg${grid}`,
          grid,
          grid,
          path(`M${grid} 0H0V${grid}`, { stroke: colours.navy, 'stroke-opacity': 0.05 }),
        )),
  ]);
}

/** Glowing node (for networks). */
export function node(
  doc,
  cx,
  cy,
  r,
  color,
  {
    halo = 3,
    haloOp = 0.45,
    core = colours.white,
  }: { halo?: number; haloOp?: number; core?: string | false | null } = {},
) {
  return (
    (halo ? circle(cx, cy, r * halo, doc.glow(color, haloOp)) : '') +
    circle(cx, cy, r, color) +
    (core ? circle(cx, cy, r * 0.42, core) : '')
  );
}

/** Gentle curved connector between two points. */
export function connector(
  x1,
  y1,
  x2,
  y2,
  stroke,
  {
    sw = 2,
    dash,
    op = 1,
    bend = 0.5,
    vertical = false,
  }: { sw?: number; dash?: string | number; op?: number; bend?: number; vertical?: boolean } = {},
) {
  const d = vertical
    ? `M${rounded(x1)} ${rounded(y1)}C${rounded(x1)} ${rounded(y1 + (y2 - y1) * bend)} ${rounded(x2)} ${rounded(y2 - (y2 - y1) * bend)} ${rounded(x2)} ${rounded(y2)}`
    : `M${rounded(x1)} ${rounded(y1)}C${rounded(x1 + (x2 - x1) * bend)} ${rounded(y1)} ${rounded(x2 - (x2 - x1) * bend)} ${rounded(y2)} ${rounded(x2)} ${rounded(y2)}`;
  return path(d, {
    stroke,
    'stroke-width': sw,
    'stroke-dasharray': dash,
    'stroke-opacity': op === 1 ? undefined : op,
    'stroke-linecap': 'round',
  });
}
