// A page's address in each language: English at the specification's paths, the others under
// their language's prefix (/de/about). Apart from content/permalinks.ts, whose addresses read as
// the page's language, so that an island can carry these two functions alone (the language links).
import { defaultLanguage, type Language } from './languages';

/** An English address in `language`: `/about` → `/de/about`, `/` → `/de`. */
export function pathIn(path: string, language: Language): string {
  if (language === defaultLanguage) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The English address of a page of any language: `/de/about` → `/about`, `/ar` → `/`. */
export function englishPath(path: string, language: Language): string {
  if (language === defaultLanguage) return path;
  const prefix = `/${language}`;
  return path === prefix ? '/' : path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}
