// Before `next build`, `next dev` and `npm run lint`: the site's fonts and its palette for the
// stylesheets, written to git-ignored files:
//   - public/fonts/<hash>/<name>.woff2: each font cut down (build/font-subset.ts), in a folder
//     named by its content so that it can be cached for good (the folder, not the file name: a
//     path two segments deep would also match the pages' `/:p1/:p2` rule in out/_headers);
//   - .generated/fonts.css, which components/layout/site-document.tsx imports: the fallback faces the
//     pages paint with until the fonts arrive (build/font-fallbacks.ts), and the family lists
//     (--font-body, --font-heading) that name each font and then its fallbacks;
//   - .generated/faces.json: each font's family, URL and weight range, for the script in app/fonts.ts
//     that requests them once the page has painted;
//   - .generated/_palette.scss: the colours of styles/palette.ts, which styles/_tokens.scss forwards;
//   - .generated/worker-topics.json: the services and posts a form may name (build/worker-topics.ts).
//   tsx scripts/prebuild.cli.ts
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fallbackFaces, siteText } from '../build/font-fallbacks';
import { fonts, subset, weightRange } from '../build/font-subset';
import { paletteSass } from '../build/palette-sass';
import { writeWorkerTopics } from '../build/worker-topics';

const publicDir = 'public/fonts';
const generatedDir = '.generated';

/** Writes `bytes` unless the file holds them already, so that the build's cache keeps it. */
function writeIfChanged(path: string, bytes: string | Uint8Array) {
  if (!existsSync(path) || !readFileSync(path).equals(Buffer.from(bytes))) writeFileSync(path, bytes);
}

mkdirSync(publicDir, { recursive: true });
mkdirSync(generatedDir, { recursive: true });
const text = siteText();
const faces: { family: string; url: string; weight: string }[] = [];
const rules: string[] = [];
const families: string[] = [];
const files = new Set<string>();
for (const { name, family, role, source } of fonts) {
  const input = readFileSync(source);
  const output = Buffer.from(await subset(input));
  const file = `${createHash('sha256').update(output).digest('hex').slice(0, 10)}/${name}.woff2`;
  mkdirSync(join(publicDir, dirname(file)), { recursive: true });
  writeIfChanged(join(publicDir, file), output);
  files.add(dirname(file));
  faces.push({ family, url: `/fonts/${file}`, weight: `${weightRange.min} ${weightRange.max}` });
  const fallbacks = await fallbackFaces(family, await subset(input, 'truetype'), text);
  rules.push(...fallbacks.rules);
  families.push(`--font-${role}:${fallbacks.stack}`);
  console.log(
    `fonts: ${name} ${(input.length / 1024).toFixed(1)} KiB, cut to ${(output.length / 1024).toFixed(1)} KiB (${fallbacks.rules.length} fallback faces)`,
  );
}
// Fonts of earlier builds go; the export holds only the current ones.
for (const entry of readdirSync(publicDir)) if (!files.has(entry)) rmSync(join(publicDir, entry), { recursive: true });

const header = '/* Written by scripts/prebuild.cli.ts. */\n';
writeIfChanged(join(generatedDir, 'fonts.css'), `${header}${rules.join('\n')}\n:root{${families.join(';')}}\n`);
writeIfChanged(join(generatedDir, 'faces.json'), `${JSON.stringify(faces, null, 2)}\n`);
writeIfChanged(join(generatedDir, '_palette.scss'), paletteSass());
writeWorkerTopics();
