import { inLanguage } from '@/content/localized';
import { formatDate } from './format';

describe('formatDate', () => {
  it('writes a day as the page’s language does, whatever the machine’s time zone', () => {
    expect(formatDate('2026-10-14')).toBe('October 14, 2026');
    expect(inLanguage('de', () => formatDate('2026-10-14'))).toBe('14. Oktober 2026');
    // Arabic month names, with the Western digits of the rest of the Arabic pages.
    expect(inLanguage('ar', () => formatDate('2026-10-14'))).toMatch(/^14 \S+ 2026$/);
    expect(formatDate('2026-01-01', 'ar')).not.toMatch(/[٠-٩]/);
  });
});
