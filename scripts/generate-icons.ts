// Writes the icon sprite, public/icons.svg, from components/ui/icon-glyphs.ts (see icon-sprite.mjs).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { iconSprite, spriteFile } from './icon-sprite.mjs';
import { importTs } from './import-ts.mjs';

const { glyphs, symbolId } = await importTs(fileURLToPath(new URL('../components/ui/icon-glyphs.ts', import.meta.url)));
const sprite = iconSprite(glyphs, symbolId);
writeFileSync(spriteFile, sprite);
console.log(`icons: ${(sprite.match(/<symbol /g) ?? []).length} symbols, ${sprite.length} bytes in public/icons.svg`);
