import { ogCards } from './og-images';
import { site } from './site';

describe('the Open Graph cards', () => {
  it('include the default card every page without its own shares', () => {
    expect(site.ogImage.src).toMatch(/^\/og\/[\w-]+\.png$/);
    expect(ogCards.map((card) => `/og/${card.file}`)).toContain(site.ogImage.src);
  });

  it('each have a file of their own', () => {
    const files = ogCards.map((card) => card.file);
    expect(new Set(files).size).toBe(files.length);
  });
});
