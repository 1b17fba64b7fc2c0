import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@/content/languages';
import type { WebFont } from '@/lib/paint-loader';

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
  return faces
    .filter((face) => face.language === undefined || face.language === language)
    .map(({ family, url, weight, unicodeRange }) =>
      unicodeRange ? { family, url, weight, unicodeRange } : { family, url, weight },
    );
}
