// The words of the screen a page shows when it fails in the browser (app/error.tsx), in every
// language, written to the git-ignored .generated/error-words.json before every build, dev server
// and lint (scripts/prebuild.cli.ts). The error boundary is a client component that no server
// render reaches, so it cannot be handed its words as props like the other islands: it carries
// these few sentences for each language and shows those of the page's.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { ui } from '../content/interface';
import { languages, type Language } from '../content/languages';
import { inLanguage } from '../content/localized';
import { paths } from '../content/permalinks';

export const errorWordsPath = '.generated/error-words.json';

export interface ErrorWords {
  code: string;
  title: string;
  text: string;
  retry: string;
  back: string;
  /** The address of the language's home page. */
  home: string;
}

export function errorWords(): Record<Language, ErrorWords> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      inLanguage(language, () => ({ ...ui.error, back: ui.not_found.back, home: paths.home })),
    ]),
  ) as Record<Language, ErrorWords>;
}

export function writeErrorWords() {
  const text = `${JSON.stringify(errorWords(), null, 2)}\n`;
  mkdirSync('.generated', { recursive: true });
  if (!existsSync(errorWordsPath) || readFileSync(errorWordsPath, 'utf8') !== text) writeFileSync(errorWordsPath, text);
}
