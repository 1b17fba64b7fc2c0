// Before `next build` and `next dev`: writes the cut-down fonts (scripts/font-subset.mjs) to
// .fonts/, where app/fonts.ts takes them from.
//   node scripts/fonts.mjs
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fonts, fontsDir, subset } from './font-subset.mjs';

mkdirSync(fontsDir, { recursive: true });
for (const { name, source } of fonts) {
  const input = readFileSync(source);
  const output = await subset(input);
  const target = join(fontsDir, `${name}.woff2`);
  // Unchanged bytes are not written again, so that the build's cache keeps them.
  if (!existsSync(target) || !readFileSync(target).equals(output)) writeFileSync(target, output);
  console.log(
    `fonts: ${name} ${(input.length / 1024).toFixed(1)} KiB, cut to ${(output.length / 1024).toFixed(1)} KiB`,
  );
}
