import { dataFileIn, folderIn, isTranslation, languageInfo, translatedLanguages } from './languages';

describe('the languages', () => {
  it('are English by default, then German and Arabic, each named in its own words', () => {
    expect(translatedLanguages).toEqual(['de', 'ar']);
    expect(Object.values(languageInfo).map(({ name }) => name)).toEqual(['English', 'Deutsch', 'العربية']);
    expect(languageInfo.ar.dir).toBe('rtl');
  });

  it('place a translation beside its source', () => {
    expect(dataFileIn('faqs.yml', 'en')).toBe('faqs.yml');
    expect(dataFileIn('faqs.yml', 'de')).toBe('faqs.de.yml');
    expect(folderIn('projects', 'ar')).toBe('projects/ar');
    expect(folderIn('projects', 'en')).toBe('projects');
  });

  it('tell a translation from a source', () => {
    expect(isTranslation('faqs.de.yml')).toBe(true);
    expect(isTranslation('projects/ar/ai-ecommerce-platform.md')).toBe(true);
    expect(isTranslation('faqs.yml')).toBe(false);
    expect(isTranslation('projects/ai-ecommerce-platform.md')).toBe(false);
    expect(isTranslation('team/dean-smith.md')).toBe(false);
  });
});
