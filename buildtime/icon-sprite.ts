// Draws the icon sprite, `public/icons.svg`: one <symbol> per glyph and weight that
// components/ui/icon-glyphs.ts lists, with Phosphor's paths in whole units of its 256-unit grid.
// A unit test checks the committed file against this drawing, so run this after changing the
// list or Phosphor:
//   tsx scripts/icon-sprite.cli.ts
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as phosphorIcons from '@phosphor-icons/react/dist/ssr';
import { optimize } from 'svgo';
import type { ComponentType } from 'react';

const phosphor = phosphorIcons as unknown as Record<string, ComponentType<{ weight: string }> | undefined>;

export const spriteFile = fileURLToPath(new URL('../public/icons.svg', import.meta.url));

/**
 * The inner markup (the paths) of one Phosphor glyph in one weight, in whole units (by svgo): a
 * unit is 1/256 of the icon, a sixth of a pixel at the largest size the site draws (40 px), and
 * the glyphs are a third smaller so. Each page carries the symbols it draws (buildtime/inline-icons.ts).
 */
export function glyphPaths(glyph: string, weight: string): string {
  const Glyph = phosphor[glyph];
  if (!Glyph) throw new Error(`Phosphor has no glyph "${glyph}".`);
  const svg = optimize(renderToStaticMarkup(createElement(Glyph, { weight })), {
    multipass: true,
    floatPrecision: 0,
  }).data;
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg);
  if (!inner) throw new Error(`Unexpected markup for ${glyph}: ${svg.slice(0, 80)}`);
  return inner[1]!;
}

/** The sprite for a glyph table shaped like `glyphs`, with ids from `symbolId`. */
export function iconSprite<Name extends string, Weight extends string>(
  glyphs: Record<Name, { glyph: string; weights: readonly Weight[] }>,
  symbolId: (name: Name, weight: Weight) => string,
): string {
  const entries = Object.entries(glyphs) as [Name, { glyph: string; weights: readonly Weight[] }][];
  const symbols = entries.flatMap(([name, { glyph, weights }]) =>
    weights.map(
      (weight) => `<symbol id="${symbolId(name, weight)}" viewBox="0 0 256 256">${glyphPaths(glyph, weight)}</symbol>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
