import { heroOne } from './home';
import { languages } from './languages';
import { inLanguage } from './localized';
import { ogCardsIn, ogImage } from './og-images';
import { cardLanguages, cardPath } from './permalinks';
import { site } from './site';

describe('the Open Graph cards', () => {
  it.each(cardLanguages)('include, in %s, the default card every page without its own shares', (language) => {
    const files = ogCardsIn(language).map((card) => cardPath(card.file, language));
    expect(files).toContain(inLanguage(language, () => site.ogImage.src));
    expect(files).toContain(inLanguage(language, () => ogImage.home));
  });

  it.each(cardLanguages)('each have a file of their own in %s', (language) => {
    const files = ogCardsIn(language).map((card) => card.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it('are drawn in German, and the Arabic pages share the English ones (the renderer lays Arabic out left to right)', () => {
    expect(inLanguage('de', () => ogImage.home)).toBe('/og/de/home.png');
    expect(inLanguage('ar', () => ogImage.home)).toBe('/og/home.png');
    const home = (language: 'en' | 'de') => ogCardsIn(language).find((card) => card.file === 'home.png')?.title;
    expect(home('de')).toBe(inLanguage('de', () => heroOne.title));
    expect(home('de')).not.toBe(home('en'));
    for (const language of languages)
      expect(inLanguage(language, () => site.ogImage.src)).toMatch(/^\/og\/(de\/)?default\.png$/);
  });
});
