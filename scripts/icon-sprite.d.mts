export const spriteFile: string;
export function glyphPaths(glyph: string, weight: string): string;
export function iconSprite(
  glyphs: Record<string, { glyph: string; weights: readonly string[] }>,
  symbolId: (name: never, weight: never) => string,
): string;
