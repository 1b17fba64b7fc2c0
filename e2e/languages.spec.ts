import { heroOne } from '../content/home';
import { languageInfo, translatedLanguages } from '../content/languages';
import { inLanguage } from '../content/localized';
import { pathIn } from '../content/permalinks';
import { services } from '../content/services';
import { expect, test } from './fixtures';

// The site in German (/de/…) and Arabic (/ar/…): the English pages, entered in another language.
// Their words come from the translations beside the English files (content/languages.ts), their
// links stay in their language, and the document says its language and reading direction.

for (const language of translatedLanguages) {
  test(`the pages in ${languageInfo[language].name} speak it, read its way and link within it`, async ({ page }) => {
    const home = pathIn('/', language);
    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', languageInfo[language].dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(language, () => heroOne.title));

    // Every link to a page of the site leads to a page of this language.
    const pageLinks = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? '').filter((href) => !/\.[a-z0-9]+$/i.test(href)),
      );
    expect(pageLinks.length).toBeGreaterThan(20);
    expect(pageLinks.filter((href) => href !== home && !href.startsWith(`${home}/`))).toEqual([]);

    // A page deeper in: a service, with its title in this language.
    const service = inLanguage(language, () => services[0]!);
    await page.goto(service.url);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
  });
}
