'use client';

import { usePathname } from 'next/navigation';
import { englishPath, pathIn } from '@/content/language-paths';
import type { Language } from '@/content/languages';

export interface LanguageLinksProps {
  /** The page's language. */
  current: Language;
  /** Every language, named in its own words. */
  languages: { code: Language; name: string }[];
  /** English pages a language has no translation of: their link leads to that language's home. */
  untranslated: Partial<Record<Language, string[]>>;
  /** Leads to each language's home, whatever the address (the not-found page). */
  homes?: boolean;
  className?: string;
  linkClassName?: string;
}

/**
 * The same page in each language: one link per language, named in its own words and marked with
 * its language (`hreflang`, `lang`), the page's own marked current. The addresses follow the
 * page's path, which the server knows when it writes the page, so the links work without script.
 */
export function LanguageLinks({
  current,
  languages,
  untranslated,
  homes = false,
  className,
  linkClassName,
}: LanguageLinksProps) {
  const pathname = usePathname();
  const english = homes ? '/' : englishPath(pathname, current);
  return (
    <ul className={className}>
      {languages.map(({ code, name }) => {
        const missing = untranslated[code]?.includes(english) ?? false;
        return (
          <li key={code}>
            <a
              href={pathIn(missing ? '/' : english, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              className={linkClassName}
            >
              {name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
