// Writes the icon sprite, public/icons.svg, from components/ui/icon-glyphs.ts (see icon-sprite.ts).
import { writeFileSync } from 'node:fs';
import { glyphs, symbolId } from '../components/ui/icon-glyphs';
import { iconSprite, spriteFile } from '../buildtime/icon-sprite';

const sprite = iconSprite(glyphs, symbolId);
writeFileSync(spriteFile, sprite);
console.log(`icons: ${(sprite.match(/<symbol /g) ?? []).length} symbols, ${sprite.length} bytes in public/icons.svg`);
