import { type GlyphName, type GlyphWeight, spriteUrl, symbolId } from './icon-glyphs';

export interface IconProps<N extends GlyphName = GlyphName> {
  name: N;
  size?: number;
  /** One of the weights the glyph is drawn in (icon-glyphs.ts); regular unless said. */
  weight?: GlyphWeight<N>;
  className?: string;
}

/**
 * One icon set, one stroke weight; decorative unless the caller labels its control. The
 * glyph is a reference into the sprite (`/icons.svg`, drawn by scripts/icon-sprite.cli.ts),
 * so its paths are neither in the page nor in its payload.
 */
export function Icon<N extends GlyphName>({ name, size = 24, weight, className }: IconProps<N>) {
  return (
    // Without a class the attribute is left out rather than sent as undefined in every page's payload.
    <svg width={size} height={size} fill="currentColor" {...(className && { className })} aria-hidden>
      <use href={`${spriteUrl}#${symbolId(name, weight ?? 'regular')}`} />
    </svg>
  );
}
