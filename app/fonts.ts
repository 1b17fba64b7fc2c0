import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@/content/languages';
import { fontFaceRules, type WebFont } from '@/lib/paint-loader';

/** A font as faces.json lists it: with the language whose pages alone use it, if any. */
export type FontEntry = WebFont & { language?: Language };

/**
 * The web fonts a page in `language` requests, as scripts/prebuild.cli.ts wrote them before the
 * build (cut down, fingerprinted, under public/fonts/): the Latin fonts on every page, a
 * script's font (Arabic) on its language's pages only. Read while the pages are rendered, and
 * after the build, on the server only.
 */
export function webFonts(language: Language): WebFont[] {
  const faces = JSON.parse(readFileSync(join(process.cwd(), '.generated', 'faces.json'), 'utf8')) as FontEntry[];
  return fontsOf(faces, language);
}

/** The fonts of `faces` that a page in `language` requests. */
export function fontsOf(faces: FontEntry[], language: Language): WebFont[] {
  return faces
    .filter((face) => face.language === undefined || face.language === language)
    .map(({ family, url, weight, unicodeRange }) =>
      unicodeRange ? { family, url, weight, unicodeRange } : { family, url, weight },
    );
}

/**
 * The stylesheet of a page's fonts for a browser without scripts, which its `<noscript>` links:
 * the `@font-face` rules the paint loader adds where scripts run, as a file beside the fonts in a
 * folder named by its content (cached for good, and no inline style for the page's policy to
 * hash). scripts/prebuild.cli.ts writes one for each language's fonts.
 */
export function noScriptFontStylesheet(fonts: WebFont[]): { url: string; text: string } {
  const text = fontFaceRules(fonts);
  return { url: `/fonts/${createHash('sha256').update(text).digest('hex').slice(0, 10)}/faces.css`, text };
}
