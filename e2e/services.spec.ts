import { processSteps } from '../content/home';
import { pages } from '../content/pages';
import { serviceOverview, services } from '../content/services';
import { expect, test } from './fixtures';
import { expectServiceSidebar } from './page-checks';

// Tests tagged @desktop here check what the HTML holds or how it behaves, the same at every width;
// pages.spec.ts audits each page at 390 px too (complete, rendered, nothing spilling sideways).

test.describe('/services', () => {
  test('lists the first six services, then the newsletter strip @desktop', async ({ page }) => {
    await page.goto('/services');
    const listing = page.getByRole('region', { name: pages.services.title });
    const cards = listing.getByRole('article');
    const shown = services.slice(0, 6);
    await expect(cards).toHaveCount(shown.length);
    for (const [index, service] of shown.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: service.title })).toHaveAttribute('href', service.url);
      await expect(cards.nth(index)).toContainText(service.brief);
    }
    const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter for the daily Updates' });
    expect((await newsletter.boundingBox())!.y).toBeGreaterThan((await cards.last().boundingBox())!.y);
  });
});

test('/service-details explains how engagements work, with the same sidebar @desktop', async ({ page }) => {
  await page.goto('/service-details');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: serviceOverview.title })).toBeVisible();
  await expect(main.getByRole('region', { name: serviceOverview.includedTitle }).getByRole('listitem')).toHaveText(
    serviceOverview.included,
  );
  await expect(main.getByRole('region', { name: serviceOverview.processTitle }).getByRole('listitem')).toHaveCount(
    processSteps.length,
  );
  await expect(main.getByRole('region', { name: serviceOverview.modelsTitle }).getByRole('listitem')).toHaveCount(
    serviceOverview.models.length,
  );
  await expectServiceSidebar(page);
});

test('the brochure link downloads a real PDF @desktop', async ({ page, request }) => {
  await page.goto('/service/cloud-solutions');
  const href = await page.getByRole('link', { name: /Services Brochure/ }).getAttribute('href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Services Brochure/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('corevia-services-brochure.pdf');
});
