import { accessibilityStatement, knownLimitations } from '../content/accessibility';
import { ui } from '../content/interface';
import { languageInfo, languages, type Language } from '../content/languages';
import { inLanguage } from '../content/localized';
import { pathIn } from '../content/permalinks';
import { contact } from '../content/site';
import { formatDate } from '../lib/format';
import { expect, notFoundDocument, test } from './fixtures';

// The accessibility statement, in each language: its sections as titled regions, the day of its
// last review, and a report that leads to the contact page of the same language. Every page's
// footer links it (checked in the one visit per page of pages.spec.ts and languages.spec.ts; the
// not-found page here).

/** What the statement shows in `language`, read from its content file. */
const statementIn = (language: Language) =>
  inLanguage(language, () => {
    const { status, beyond, checks, limitations, report, preparation, enforcement, reviewed } = accessibilityStatement;
    return {
      title: ui.titles.accessibility,
      sections: [status, beyond, checks, limitations, report, preparation, enforcement].map((section) => section.title),
      reviewed,
      date: formatDate(reviewed, language),
      limitations: knownLimitations(accessibilityStatement).map((item) => item.title),
      formLink: report.form_link,
      contactTitle: ui.titles.contact,
    };
  });

for (const language of languages) {
  const path = pathIn('/accessibility', language);

  test(`${path} shows its sections, the day of its last review, and reports lead to the ${languageInfo[language].english} contact page @desktop`, async ({
    page,
  }) => {
    const statement = statementIn(language);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement.title);
    const main = page.getByRole('main');
    // In the model statement's order, before the call to action that closes every inner page.
    const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.slice(0, statement.sections.length)).toEqual(statement.sections);
    for (const title of statement.sections) await expect(main.getByRole('region', { name: title })).toBeVisible();
    // The review day, under the title and where the statement says how it was prepared.
    const dates = main.locator(`time[datetime="${statement.reviewed}"]`);
    await expect(dates).toHaveText([statement.date, statement.date]);
    const limitations = main.getByRole('region', { name: statement.sections[3] });
    for (const title of statement.limitations) await expect(limitations.getByText(`${title}.`)).toBeVisible();

    const report = main.getByRole('region', { name: statement.sections[4] });
    await expect(report.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
    const form = report.getByRole('link', { name: statement.formLink, exact: true });
    await expect(form).toHaveAttribute('href', pathIn('/contact', language));
    await form.click();
    await expect(page).toHaveURL(new RegExp(`${pathIn('/contact', language)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(statement.contactTitle);
  });
}

test.describe('the not-found page', () => {
  test.use({ allowedConsoleErrors: [notFoundDocument] });

  test('links the statement from its footer too @desktop', async ({ page }) => {
    const response = await page.goto('/does-not-exist');
    expect(response?.status()).toBe(404);
    const link = page.getByRole('contentinfo').getByRole('link', { name: ui.footer.accessibility, exact: true });
    await expect(link).toHaveAttribute('href', '/accessibility');
  });
});
