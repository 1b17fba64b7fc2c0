// Draws the icon sprite, `public/icons.svg`: one <symbol> per glyph and weight that
// components/ui/icon-glyphs.ts lists, with Phosphor's own paths. A unit test checks the
// committed file against this drawing, so run this after changing the list or Phosphor:
//   node scripts/generate-icons.mjs
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as phosphor from '@phosphor-icons/react/dist/ssr';

export const spriteFile = fileURLToPath(new URL('../public/icons.svg', import.meta.url));

/** The inner markup (the paths) of one Phosphor glyph in one weight. */
export function glyphPaths(glyph, weight) {
  const Glyph = phosphor[glyph];
  if (!Glyph) throw new Error(`Phosphor has no glyph "${glyph}".`);
  const svg = renderToStaticMarkup(createElement(Glyph, { weight }));
  const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg);
  if (!inner) throw new Error(`Unexpected markup for ${glyph}: ${svg.slice(0, 80)}`);
  return inner[1];
}

/** The sprite for a glyph table shaped like `glyphs`, with ids from `symbolId`. */
export function iconSprite(glyphs, symbolId) {
  const symbols = Object.entries(glyphs).flatMap(([name, { glyph, weights }]) =>
    weights.map(
      (weight) => `<symbol id="${symbolId(name, weight)}" viewBox="0 0 256 256">${glyphPaths(glyph, weight)}</symbol>`,
    ),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}
