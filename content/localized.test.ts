import { inLanguage, localized, pageLanguage } from './localized';

describe('localized content', () => {
  const greetings = localized((language) => ({ hello: { en: 'Hello', de: 'Hallo', ar: 'مرحبا' }[language] }));
  const numbers = localized((language) => (language === 'ar' ? [3, 2, 1] : [1, 2, 3]));

  it('reads as English outside a page of another language', () => {
    expect(pageLanguage()).toBe('en');
    expect(greetings.hello).toBe('Hello');
    expect(numbers.map((n) => n * 2)).toEqual([2, 4, 6]);
  });

  it('reads as the language asked for, and as before once the reading is over', () => {
    expect(inLanguage('de', () => greetings.hello)).toBe('Hallo');
    expect(inLanguage('ar', () => [...numbers])).toEqual([3, 2, 1]);
    expect(inLanguage('ar', () => inLanguage('de', pageLanguage))).toBe('de');
    expect(greetings.hello).toBe('Hello');
  });

  it('passes for the plain value it stands for', () => {
    expect(Array.isArray(numbers)).toBe(true);
    expect(numbers).toHaveLength(3);
    expect(inLanguage('de', () => ({ ...greetings }))).toEqual({ hello: 'Hallo' });
    expect(inLanguage('ar', () => JSON.stringify(numbers))).toBe('[3,2,1]');
    expect(Object.keys(greetings)).toEqual(['hello']);
  });

  it('builds each language once and cannot be changed', () => {
    const make = jest.fn((language: string) => ({ language }));
    const value = localized(make);
    inLanguage('de', () => value.language);
    inLanguage('de', () => value.language);
    expect(make.mock.calls.map(([language]) => language)).toEqual(['en', 'de']);
    expect(() => {
      (value as { language: string }).language = 'fr';
    }).toThrow(TypeError);
  });
});
