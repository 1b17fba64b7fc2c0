import { readFileSync } from 'node:fs';
import { paths } from '../content/permalinks';
import { contact } from '../content/site';
import { workerDelivery } from '../buildtime/privacy';
import { expect, test } from './fixtures';
import { endpointSite, formCases } from './form-helpers';

// The privacy notice: linked from the footer and beside every form, and written from the build's
// settings: the default export (no form endpoint) sends nothing itself, the endpoint export
// sends the forms to the site's Worker, which keeps them in D1 for wrangler.jsonc's days.

const consent = 'By sending this form you agree to our privacy notice';
const worker = workerDelivery(readFileSync('wrangler.jsonc', 'utf8'));

const sectionTitles = [
  'What the forms collect',
  'Where your message goes',
  'How long it is kept',
  'Analytics',
  'Cookies and your browser',
  'Maps and videos',
  'Your rights',
  'Who to contact',
];

// Links and text, the same at every width: checked at one (pages.spec.ts checks each page at both).
for (const route of ['/', '/about', '/contact']) {
  test(`the footer of ${route} links the privacy notice @desktop`, async ({ page }) => {
    await page.goto(route);
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice', exact: true });
    await expect(link).toHaveAttribute('href', paths.privacy);
    if (route !== '/about') return;
    await link.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  });
}

for (const formCase of formCases) {
  test(`the ${formCase.kind} form on ${formCase.path} links the privacy notice beside its button @desktop`, async ({
    page,
  }) => {
    await page.goto(formCase.path);
    const form = formCase.form(page);
    await expect(form.getByRole('button', { name: formCase.submit })).toBeVisible();
    await expect(form.getByText(consent)).toBeVisible();
    await expect(form.getByRole('link', { name: 'privacy notice', exact: true })).toHaveAttribute(
      'href',
      paths.privacy,
    );
  });
}

test.describe('the notice of the default export (no form endpoint) @desktop', () => {
  test('says the forms open the mail program, no analytics run and no cookies are set', async ({ page }) => {
    await page.goto(paths.privacy);
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    for (const title of sectionTitles) await expect(main.getByRole('region', { name: title })).toBeVisible();
    const delivery = main.getByRole('region', { name: 'Where your message goes' });
    await expect(delivery).toContainText(`your own mail program opens with a message to ${contact.email}`);
    await expect(delivery.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expect(main.getByRole('region', { name: 'How long it is kept' })).toContainText('The site keeps nothing.');
    await expect(main.getByRole('region', { name: 'Analytics' })).toContainText('This site runs no analytics');
    await expect(main.getByRole('region', { name: 'Cookies and your browser' })).toContainText(
      'The site sets no cookies.',
    );
    await expect(main).not.toContainText('Cloudflare');
    const cookies = await page.context().cookies();
    expect(cookies, 'cookies set by the site').toEqual([]);
  });
});

test.describe('the notice of the export whose forms go to the Worker @desktop', () => {
  test.use({ baseURL: endpointSite });

  test('names D1, the sales address and the retention days of wrangler.jsonc', async ({ page }) => {
    await page.goto(paths.privacy);
    const main = page.getByRole('main');
    const delivery = main.getByRole('region', { name: 'Where your message goes' });
    await expect(delivery).toContainText('Cloudflare D1');
    await expect(delivery.getByRole('link', { name: worker.notifyTo })).toHaveAttribute(
      'href',
      `mailto:${worker.notifyTo}`,
    );
    await expect(delivery).toContainText('Your IP address is not stored.');
    await expect(main.getByRole('region', { name: 'How long it is kept' })).toContainText(
      `${worker.retentionDays} days after it arrived`,
    );
    await expect(main).not.toContainText('mail program');
  });
});
