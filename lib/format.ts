import { languageInfo, type Language } from '@/content/languages';
import { pageLanguage } from '@/content/localized';

const formats = new Map<Language, Intl.DateTimeFormat>();

/**
 * "2026-10-14" -> "October 14, 2026" (14. Oktober 2026, 14 أكتوبر 2026 on the German and Arabic
 * pages), the same on the server and in every browser.
 */
export function formatDate(isoDate: string, language: Language = pageLanguage()): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(languageInfo[language].intl, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
