import type { Language } from '@/content/languages';
import { pageLanguage } from '@/content/localized';

/** How each language writes a date: Arabic with the Western digits the rest of its pages use. */
const locales: Record<Language, string> = { en: 'en-US', de: 'de-DE', ar: 'ar-u-nu-latn' };

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * "2026-10-14" -> "October 14, 2026" (14. Oktober 2026, 14 أكتوبر 2026 on the German and Arabic
 * pages), the same on the server and in every browser.
 */
export function formatDate(isoDate: string, language: Language = pageLanguage()): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
