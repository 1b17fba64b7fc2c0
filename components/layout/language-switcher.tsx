import { cache } from 'react';
import { ui } from '@/content/interface';
import { languageInfo, languages } from '@/content/languages';
import { pageLanguage } from '@/content/localized';
import { staticRoutes } from '@/content/routes';
import { englishPath } from '@/content/permalinks';
import { cx } from '@/lib/class-names';
import { LanguageLinks } from './language-links.client';
import { LanguageMenu } from './language-menu.client';
import styles from './language-switcher.module.scss';

const untranslatedPages = new Map<string, string[]>();

/** Per render: whether the page stands for no address of its own (the not-found page). */
const addressless = cache((): { homes: boolean } => ({ homes: false }));

/** Makes the switcher of the page being rendered lead to each language's home: the not-found page has no translations. */
export function switchToHomes(): void {
  addressless().homes = true;
}

/** The English pages with no translation into `language` (an entry its editors have not translated). */
function untranslated(language: (typeof languages)[number]): string[] {
  let pages = untranslatedPages.get(language);
  if (!pages) {
    const translated = new Set(staticRoutes(language).map((path) => englishPath(path, language)));
    pages = staticRoutes('en').filter((path) => !translated.has(path));
    untranslatedPages.set(language, pages);
  }
  return pages;
}

export interface LanguageSwitcherProps {
  /** In the header, a button that opens the list; in the mobile menu, the list itself. */
  layout: 'disclosure' | 'list';
  tone?: 'dark' | 'light';
  className?: string;
}

/**
 * The language switcher: the page in English, Deutsch and العربية. In the header it is a
 * disclosure (a native `<details>`, which opens from the keyboard and without script, and closes
 * on Escape, a click elsewhere or focus leaving it once the script runs); in the
 * mobile menu, the links in a row. No language is chosen for the visitor: every page has one
 * address, and search engines and caches see that page.
 */
export function LanguageSwitcher({ layout, tone = 'dark', className }: LanguageSwitcherProps) {
  const current = pageLanguage();
  const links = (
    <LanguageLinks
      current={current}
      homes={addressless().homes}
      languages={languages.map((code) => ({ code, name: languageInfo[code].name }))}
      untranslated={Object.fromEntries(
        languages.flatMap((code) => (untranslated(code).length > 0 ? [[code, untranslated(code)]] : [])),
      )}
      className={styles.list}
      linkClassName={styles.link}
    />
  );
  if (layout === 'list')
    return (
      // A named group rather than another navigation landmark: the header's may show beside it.
      <div role="group" aria-label={ui.language.label} className={cx(styles.row, styles[tone], className)}>
        {links}
      </div>
    );
  return (
    <nav aria-label={ui.language.label} className={cx(styles.switcher, styles[tone], className)}>
      <LanguageMenu className={styles.details}>
        {/* Named by the code it shows, then the language in words: "EN, Language: English". */}
        <summary className={styles.summary}>
          {current.toUpperCase()}
          <span className="visually-hidden">{`, ${ui.language.label}: ${languageInfo[current].name}`}</span>
        </summary>
        <div className={styles.panel}>{links}</div>
      </LanguageMenu>
    </nav>
  );
}
