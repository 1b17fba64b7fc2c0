// The languages the site is written in. English is the default: its pages keep the
// specification's paths and its files keep their places (content/faqs.yml,
// content/projects/<slug>.md). A translation sits beside its source, as the content manager
// writes it: a data file with the language before the extension (content/faqs.de.yml), a
// collection entry in a folder named for the language (content/projects/de/<slug>.md).

export const languages = ['en', 'de', 'ar'] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = 'en';

/** The languages other than the default, whose pages live under /de/, /ar/. */
export const translatedLanguages = languages.filter((language) => language !== defaultLanguage);

/**
 * Each language named in its own words (a switcher shows them so), its reading direction, the
 * locale social cards name, and the locale dates and counts are written in (Arabic with the
 * Western digits its pages use throughout).
 */
export const languageInfo: Record<
  Language,
  { name: string; english: string; dir: 'ltr' | 'rtl'; locale: string; intl: string }
> = {
  en: { name: 'English', english: 'English', dir: 'ltr', locale: 'en_US', intl: 'en-US' },
  de: { name: 'Deutsch', english: 'German', dir: 'ltr', locale: 'de_DE', intl: 'de-DE' },
  ar: { name: 'العربية', english: 'Arabic', dir: 'rtl', locale: 'ar_AR', intl: 'ar-u-nu-latn' },
};

/** The language of a page of the site by its path: `/de/contact` is German, `/contact` English. */
export function pathLanguage(path: string): Language {
  const first = path.split('/')[1];
  return translatedLanguages.find((language) => language === first) ?? defaultLanguage;
}

/** Whether a value names one of the site's languages (a route's `lang`). */
export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

/** A data file's name in `language`: `faqs.yml` → `faqs.de.yml`. */
export const dataFileIn = (name: string, language: Language): string =>
  language === defaultLanguage ? name : name.replace(/\.yml$/, `.${language}.yml`);

/** A collection's folder in `language`: `projects` → `projects/de`. */
export const folderIn = (folder: string, language: Language): string =>
  language === defaultLanguage ? folder : `${folder}/${language}`;

/** The language of a file under content/: a translation's (by its folder or name), else the default. */
export function fileLanguage(path: string): Language {
  return (
    translatedLanguages.find(
      (language) => path.split(/[\\/]/).includes(language) || new RegExp(`\\.${language}\\.ya?ml$`).test(path),
    ) ?? defaultLanguage
  );
}

/** Whether a path under content/ is a translation (of any language) rather than a source. */
export const isTranslation = (path: string): boolean => fileLanguage(path) !== defaultLanguage;
