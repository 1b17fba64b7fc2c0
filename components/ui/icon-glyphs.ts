// The icon set: each name the site draws, the Phosphor glyph behind it and the weights the
// site uses it in. `scripts/icon-sprite.cli.ts` draws exactly these into `public/icons.svg`,
// which every icon references (`<use>`), so a glyph's paths travel once per visitor instead
// of once per icon in every page and again in its payload.
export const glyphs = {
  mobile: { glyph: 'DeviceMobile', weights: ['regular'] },
  ai: { glyph: 'Brain', weights: ['regular'] },
  web: { glyph: 'Browser', weights: ['regular'] },
  cloud: { glyph: 'Cloud', weights: ['regular'] },
  shield: { glyph: 'ShieldCheck', weights: ['regular'] },
  consulting: { glyph: 'Lightbulb', weights: ['regular'] },
  'map-pin': { glyph: 'MapPin', weights: ['regular', 'fill'] },
  phone: { glyph: 'Phone', weights: ['regular'] },
  mail: { glyph: 'EnvelopeSimple', weights: ['regular'] },
  clock: { glyph: 'Clock', weights: ['regular'] },
  users: { glyph: 'UsersThree', weights: ['regular'] },
  briefcase: { glyph: 'Briefcase', weights: ['regular'] },
  star: { glyph: 'Star', weights: ['regular', 'fill'] },
  chat: { glyph: 'ChatCircleText', weights: ['regular'] },
  rocket: { glyph: 'Rocket', weights: ['regular'] },
  chart: { glyph: 'ChartLineUp', weights: ['regular', 'bold'] },
  code: { glyph: 'Code', weights: ['regular'] },
  check: { glyph: 'Check', weights: ['regular'] },
  lightbulb: { glyph: 'Lightbulb', weights: ['regular'] },
  gear: { glyph: 'Gear', weights: ['regular'] },
  facebook: { glyph: 'FacebookLogo', weights: ['regular'] },
  twitter: { glyph: 'TwitterLogo', weights: ['regular'] },
  instagram: { glyph: 'InstagramLogo', weights: ['regular'] },
  linkedin: { glyph: 'LinkedinLogo', weights: ['regular'] },
  youtube: { glyph: 'YoutubeLogo', weights: ['regular'] },
  github: { glyph: 'GithubLogo', weights: ['regular'] },
  dribbble: { glyph: 'DribbbleLogo', weights: ['regular'] },
  'arrow-right': { glyph: 'ArrowRight', weights: ['bold'] },
  'arrow-left': { glyph: 'ArrowLeft', weights: ['bold'] },
  'arrow-up': { glyph: 'ArrowUp', weights: ['bold'] },
  'arrow-reply': { glyph: 'ArrowBendUpLeft', weights: ['bold'] },
  'caret-right': { glyph: 'CaretRight', weights: ['bold'] },
  'caret-down': { glyph: 'CaretDown', weights: ['bold'] },
  'external-link': { glyph: 'ArrowSquareOut', weights: ['regular'] },
  calendar: { glyph: 'CalendarBlank', weights: ['regular'] },
  sun: { glyph: 'Sun', weights: ['regular'] },
  moon: { glyph: 'Moon', weights: ['regular'] },
  'circle-half': { glyph: 'CircleHalf', weights: ['regular'] },
  folder: { glyph: 'Folder', weights: ['regular'] },
  user: { glyph: 'UserCircle', weights: ['regular'] },
  'check-circle': { glyph: 'CheckCircle', weights: ['fill'] },
  'warning-circle': { glyph: 'WarningCircle', weights: ['fill'] },
  'warning-octagon': { glyph: 'WarningOctagon', weights: ['fill'] },
  'file-pdf': { glyph: 'FilePdf', weights: ['duotone'] },
  download: { glyph: 'DownloadSimple', weights: ['bold'] },
  quotes: { glyph: 'Quotes', weights: ['fill'] },
  play: { glyph: 'Play', weights: ['fill'] },
  pause: { glyph: 'Pause', weights: ['fill'] },
  plus: { glyph: 'Plus', weights: ['bold'] },
  close: { glyph: 'X', weights: ['regular'] },
  search: { glyph: 'MagnifyingGlass', weights: ['regular'] },
  menu: { glyph: 'List', weights: ['regular'] },
} as const;

export type GlyphName = keyof typeof glyphs;
export type GlyphWeight<N extends GlyphName = GlyphName> = (typeof glyphs)[N]['weights'][number];

/** The id of a glyph's symbol in the sprite: the name, with the weight when it is not the regular one. */
export function symbolId(name: GlyphName, weight: GlyphWeight): string {
  return weight === 'regular' ? name : `${name}-${weight}`;
}

/** Where the sprite is served from. */
export const spriteUrl = '/icons.svg';
