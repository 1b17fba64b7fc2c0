// Before `next build`, `next dev` and `npm run lint`: the site's fonts and its palette for the
// stylesheets, written to git-ignored files:
//   - public/fonts/<hash>/<name>.woff2: each font cut down (buildtime/font-subset.ts), in a folder
//     named by its content so that it can be cached for good (the folder, not the file name: a
//     path two segments deep would also match the pages' `/:p1/:p2` rule in out/_headers);
//   - public/fonts/<hash>/faces.css: the fonts' `@font-face` rules for a browser without scripts,
//     one file for each language's fonts (app/fonts.ts);
//   - .generated/fonts.css, which styles/globals.scss takes in: the fallback faces the
//     pages paint with until the fonts arrive (buildtime/font-fallbacks.ts), and the family lists
//     (--font-body, --font-heading) that name each font and then its fallbacks, with the Arabic
//     pages' own lists;
//   - .generated/faces.json: each font's family, URL and weight range (and the language whose
//     pages alone use it), for app/fonts.ts, whose list the pages request once they have painted;
//   - .generated/_palette.scss: the colours of styles/palette.ts, which styles/_tokens.scss forwards;
//   - .generated/worker-topics.json: the services and posts a form may name (buildtime/worker-topics.ts);
//   - .generated/error-words.json: the words of the screen of a page that failed (buildtime/error-words.ts).
// The fonts' part is kept between runs under the digest of its inputs (buildtime/build-cache.ts).
//   tsx scripts/prebuild.cli.ts
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cached, packageVersions } from '../buildtime/build-cache';
import { writeErrorWords } from '../buildtime/error-words';
import { fallbackFaces, familyList, growingCollections, siteText, systemFonts } from '../buildtime/font-fallbacks';
import { fonts, subset, weightRange, withTextOf, type FontSource } from '../buildtime/font-subset';
import { paletteSass } from '../buildtime/palette-sass';
import { writeWorkerTopics } from '../buildtime/worker-topics';
import { defaultLanguage, languages, translatedLanguages, type Language } from '../content/languages';
import { fontsOf, noScriptFontStylesheet, type FontEntry } from '../app/fonts';
import type { WebFont } from '../lib/paint-loader';

const publicDir = 'public/fonts';
const generatedDir = '.generated';

/** Writes `bytes` unless the file holds them already, so that the build's cache keeps it. */
function writeIfChanged(path: string, bytes: string | Uint8Array) {
  if (!existsSync(path) || !readFileSync(path).equals(Buffer.from(bytes))) writeFileSync(path, bytes);
}

mkdirSync(publicDir, { recursive: true });
mkdirSync(generatedDir, { recursive: true });
/** The text of each font's language (or of the default language). */
const languageTextOf = (font: FontSource) => siteText('content', font.language ?? defaultLanguage);
/**
 * The text each font sets, which its fallbacks are measured on: that of its role, or all of it,
 * but the growing collections' (`growingCollections`): a new post changes no fallback.
 */
const textOf = (font: FontSource) =>
  siteText(
    'content',
    font.language ?? defaultLanguage,
    font.roles.length === 1 ? font.roles[0] : undefined,
    growingCollections,
  );
/** What each font keeps: its range, and the characters of its script its language's text shows. */
const ranges = fonts.map((font) => withTextOf(font.range, languageTextOf(font), font.script));
/** The system fonts a font falls back to: those that draw its script (DejaVu Sans, for Arabic). */
const systemsOf = (font: FontSource) =>
  font.script ? systemFonts.filter((systemFont) => systemFont.name === 'DejaVu') : systemFonts;

/** What the fonts come to: each one cut down (base64 WOFF2), its fallback faces and their names. */
interface FontOutput {
  woff2: string;
  rules: string[];
  fallbacks: string[];
}
// Cutting the fonts down and measuring the site's text in each takes seconds, so the result is
// kept under the digest of all it depends on (buildtime/build-cache.ts): the fonts, the system
// fonts measured against, the characters each keeps and the text it is measured on, the code
// that does it and the libraries it uses. An edit that brings no new letter and leaves the
// measured text alone leaves it as it was.
const { value: outputs, hit } = await cached<FontOutput[]>(
  'fonts',
  [
    ...fonts.map(textOf),
    readFileSync('buildtime/font-subset.ts'),
    readFileSync('buildtime/font-fallbacks.ts'),
    packageVersions(['subset-font', 'harfbuzzjs', 'fontkit']),
    ...fonts.flatMap(({ name, family, roles, source }, index) => [
      name,
      family,
      roles.join(),
      ranges[index]!,
      readFileSync(source),
    ]),
    ...systemFonts.flatMap(({ regular, bold }) => [readFileSync(regular.file), readFileSync(bold.file)]),
  ],
  () =>
    Promise.all(
      fonts.map(async (font, index) => {
        const input = readFileSync(font.source);
        const range = ranges[index]!;
        const fallbacks = await fallbackFaces(font.family, await subset(input, 'truetype', range), textOf(font), {
          systems: systemsOf(font),
          unicodeRange: font.script ? range : undefined,
        });
        return { woff2: Buffer.from(await subset(input, 'woff2', range)).toString('base64'), ...fallbacks };
      }),
    ),
);

const faces: FontEntry[] = [];
const rules: string[] = [];
const files = new Set<string>();
for (const [index, { name, family, source, language }] of fonts.entries()) {
  const { woff2, rules: fallbackRules } = outputs[index]!;
  const output = Buffer.from(woff2, 'base64');
  const file = `${createHash('sha256').update(output).digest('hex').slice(0, 10)}/${name}.woff2`;
  mkdirSync(join(publicDir, dirname(file)), { recursive: true });
  writeIfChanged(join(publicDir, file), output);
  files.add(dirname(file));
  const face: WebFont = { family, url: `/fonts/${file}`, weight: `${weightRange.min} ${weightRange.max}` };
  faces.push(language ? { ...face, unicodeRange: ranges[index]!, language } : face);
  rules.push(...fallbackRules);
  const size = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `fonts: ${name} ${size(statSync(source).size)}, cut to ${size(output.length)} (${fallbackRules.length} fallback faces)${hit ? ', as cut before' : ''}`,
  );
}
// The fonts' rules for a browser without scripts, one file for each language's fonts.
for (const language of languages) {
  const { url, text } = noScriptFontStylesheet(fontsOf(faces, language));
  const file = url.slice('/fonts/'.length);
  mkdirSync(join(publicDir, dirname(file)), { recursive: true });
  writeIfChanged(join(publicDir, file), text);
  files.add(dirname(file));
}
// Fonts of earlier builds go; the export holds only the current ones.
for (const entry of readdirSync(publicDir)) if (!files.has(entry)) rmSync(join(publicDir, entry), { recursive: true });

/**
 * The family lists of a language's pages (--font-body, --font-heading): for each role, the fonts
 * of every language and then those of this language, each followed by its fallbacks; the fonts
 * of a script (Arabic) come right after the Latin fonts, so that their letters find them first.
 */
function familyLists(language?: Language): string {
  return (['body', 'heading'] as const)
    .map((role) => {
      const inRole = fonts.flatMap((font, index) =>
        font.roles.includes(role) && (font.language === undefined || font.language === language)
          ? [{ font, fallbacks: outputs[index]!.fallbacks }]
          : [],
      );
      const names = [
        ...inRole.map(({ font }) => font.family),
        ...inRole.filter(({ font }) => font.script).flatMap(({ fallbacks }) => fallbacks),
        ...inRole.filter(({ font }) => !font.script).flatMap(({ fallbacks }) => fallbacks),
      ];
      return `--font-${role}:${familyList(names)}`;
    })
    .join(';');
}
const lists = [
  `:root{${familyLists()}}`,
  ...translatedLanguages
    .filter((language) => fonts.some((font) => font.language === language))
    // `html`, not `:root`: the critical rules' matcher reads `:root[lang=ar]` as any element's
    // `[lang=ar]`, and the language switcher's link to the Arabic pages is one
    // (buildtime/critical-styles.ts keeps the rule of the page's own language).
    .map((language) => `html[lang=${language}]{${familyLists(language)}}`),
];

const header = '/* Written by scripts/prebuild.cli.ts. */\n';
writeIfChanged(join(generatedDir, 'fonts.css'), `${header}${rules.join('\n')}\n${lists.join('\n')}\n`);
writeIfChanged(join(generatedDir, 'faces.json'), `${JSON.stringify(faces, null, 2)}\n`);
writeIfChanged(join(generatedDir, '_palette.scss'), paletteSass());
writeWorkerTopics();
writeErrorWords();
