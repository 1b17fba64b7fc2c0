import { heroOne } from './home';
import { languages } from './languages';
import { inLanguage } from './localized';
import { ogCardsIn, ogImage } from './og-images';
import { cardLanguages, cardPath } from './permalinks';
import { projects } from './projects';
import { services } from './services';
import { site } from './site';
import { team } from './team';

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

  it('draw a project or member once, in English, for the pages of every language; a service in each', () => {
    const drawn = (language: 'en' | 'de') => new Set(ogCardsIn(language).map((card) => cardPath(card.file, language)));
    const cards = [...drawn('en'), ...drawn('de')];
    for (const language of languages) {
      const [project, member, service] = inLanguage(language, () => [
        ogImage.project(projects[0]!),
        ogImage.member(team[0]!),
        ogImage.service(services[0]!),
      ]);
      expect([project, member]).toEqual([
        inLanguage('en', () => ogImage.project(projects[0]!)),
        inLanguage('en', () => ogImage.member(team[0]!)),
      ]);
      expect(service).toBe(cardPath(service!.split('/').at(-1)!, language));
      for (const card of [project, member, service]) expect(cards).toContain(card);
    }
    expect(ogCardsIn('de')).toHaveLength(ogCardsIn('en').length - projects.length - team.length);
  });
});
