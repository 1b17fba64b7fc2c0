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
// The fonts' part is kept between runs under the digest of its inputs (build/build-cache.ts).
//   tsx scripts/prebuild.cli.ts
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cached, packageVersions } from '../build/build-cache';
import { fallbackFaces, siteText, systemFonts } from '../build/font-fallbacks';
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

/** What the fonts come to: each one cut down (base64 WOFF2), its fallback faces and family list. */
interface FontOutput {
  woff2: string;
  rules: string[];
  stack: string;
}
// Cutting the fonts down and measuring the site's text in each takes seconds, so the result is
// kept under the digest of all it depends on (build/build-cache.ts): the fonts, the system
// fonts measured against, the text, the code that does it and the libraries it uses.
const { value: outputs, hit } = await cached<FontOutput[]>(
  'fonts',
  [
    text,
    readFileSync('build/font-subset.ts'),
    readFileSync('build/font-fallbacks.ts'),
    packageVersions(['subset-font', 'harfbuzzjs', 'fontkit']),
    ...fonts.flatMap(({ name, family, role, source }) => [name, family, role, readFileSync(source)]),
    ...systemFonts.flatMap(({ regular, bold }) => [readFileSync(regular.file), readFileSync(bold.file)]),
  ],
  () =>
    Promise.all(
      fonts.map(async ({ family, source }) => {
        const input = readFileSync(source);
        const fallbacks = await fallbackFaces(family, await subset(input, 'truetype'), text);
        return { woff2: Buffer.from(await subset(input)).toString('base64'), ...fallbacks };
      }),
    ),
);

const faces: { family: string; url: string; weight: string }[] = [];
const rules: string[] = [];
const families: string[] = [];
const files = new Set<string>();
for (const [index, { name, family, role, source }] of fonts.entries()) {
  const { woff2, rules: fallbackRules, stack } = outputs[index]!;
  const output = Buffer.from(woff2, 'base64');
  const file = `${createHash('sha256').update(output).digest('hex').slice(0, 10)}/${name}.woff2`;
  mkdirSync(join(publicDir, dirname(file)), { recursive: true });
  writeIfChanged(join(publicDir, file), output);
  files.add(dirname(file));
  faces.push({ family, url: `/fonts/${file}`, weight: `${weightRange.min} ${weightRange.max}` });
  rules.push(...fallbackRules);
  families.push(`--font-${role}:${stack}`);
  const size = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `fonts: ${name} ${size(statSync(source).size)}, cut to ${size(output.length)} (${fallbackRules.length} fallback faces)${hit ? ', as cut before' : ''}`,
  );
}
// Fonts of earlier builds go; the export holds only the current ones.
for (const entry of readdirSync(publicDir)) if (!files.has(entry)) rmSync(join(publicDir, entry), { recursive: true });

const header = '/* Written by scripts/prebuild.cli.ts. */\n';
writeIfChanged(join(generatedDir, 'fonts.css'), `${header}${rules.join('\n')}\n:root{${families.join(';')}}\n`);
writeIfChanged(join(generatedDir, 'faces.json'), `${JSON.stringify(faces, null, 2)}\n`);
writeIfChanged(join(generatedDir, '_palette.scss'), paletteSass());
writeWorkerTopics();
