import { countIn, fill, type PluralText } from './words';

describe('fill', () => {
  it('fills the placeholders it has values for and leaves the others', () => {
    expect(fill('{count} for “{query}” {other}', { count: 3, query: 'cloud' })).toBe('3 for “cloud” {other}');
  });
});

describe('countIn', () => {
  const arabic: PluralText = {
    zero: '{count} zero',
    one: '{count} one',
    two: '{count} two',
    few: '{count} few',
    many: '{count} many',
    other: '{count} other',
  };

  it('chooses Arabic’s six forms by its plural rules', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map((count) => countIn('ar', arabic, count))).toEqual([
      '0 zero',
      '1 one',
      '2 two',
      '3 few',
      '10 few',
      '11 many',
      '99 many',
      '100 other',
      '102 other',
      '103 few',
      '111 many',
    ]);
  });

  it('chooses one and other in German and English, 0 among the others', () => {
    const german: PluralText = { one: '{count} Artikel', other: '{count} Artikel (mehrere)' };
    expect([0, 1, 2].map((count) => countIn('de', german, count))).toEqual([
      '0 Artikel (mehrere)',
      '1 Artikel',
      '2 Artikel (mehrere)',
    ]);
    expect(countIn('en', { one: '{count} article', other: '{count} articles' }, 1)).toBe('1 article');
  });

  it('falls back on the other form where a language’s form is missing', () => {
    expect(countIn('ar', { one: '{count} one', other: '{count} other' }, 2)).toBe('2 other');
  });
});
