/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { glyphs, symbolId } from '@/components/ui/icon-glyphs';
import { iconSprite, spriteFile } from './icon-sprite';

describe('the icon sprite', () => {
  const committed = readFileSync(spriteFile, 'utf8');

  it('is the drawing of the glyph list (run `npx tsx scripts/icon-sprite.cli.ts` after changing it)', () => {
    expect(committed).toBe(iconSprite(glyphs, symbolId));
  });

  it('holds one symbol per glyph and weight, with the glyph drawn (its first move absolute, m or M)', () => {
    for (const [name, { weights }] of Object.entries(glyphs)) {
      for (const weight of weights) {
        expect(committed).toMatch(
          new RegExp(
            `<symbol id="${symbolId(name as keyof typeof glyphs, weight)}" viewBox="0 0 256 256"><path d="[Mm]\\d`,
          ),
        );
      }
    }
  });
});
