import { serviceOverview, services } from '../content/services';
import { expect, test } from './fixtures';

test.describe('/services', () => {
  test('lists the first six services, then the newsletter strip', async ({ page }) => {
    await page.goto('/services');
    const listing = page.getByRole('region', { name: 'Technology Services Built Around Your Goals' });
    const cards = listing.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const [index, service] of services.slice(0, 6).entries()) {
      await expect(cards.nth(index).getByRole('link', { name: service.title })).toHaveAttribute('href', service.url);
      await expect(cards.nth(index)).toContainText(service.brief);
    }
    const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter for the daily Updates' });
    expect((await newsletter.boundingBox())!.y).toBeGreaterThan((await cards.nth(5).boundingBox())!.y);
  });
});

/** Checks the sidebar of a service page; `current` is the service shown, if any. */
async function expectSidebar(page: import('@playwright/test').Page, current?: string) {
  const sidebar = page.getByRole('complementary', { name: 'Service sidebar' });
  const nav = sidebar.getByRole('navigation', { name: 'Services' });
  await expect(nav.getByRole('link')).toHaveCount(6);
  const marked = nav.locator('[aria-current="page"]');
  if (current) {
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveText(current);
  } else {
    await expect(marked).toHaveCount(0);
  }
  const form = sidebar.locator('form');
  await expect(form.getByLabel('Your name')).toHaveAttribute('name', 'name');
  await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Phone number')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('How can we help?')).toHaveAttribute('required', '');
  await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeVisible();
  await expect(form).toHaveAttribute('action', /^mailto:hello@corevia\.example/);
  const brochure = sidebar.getByRole('link', { name: /Services Brochure/ });
  await expect(brochure).toHaveAttribute('href', '/brochure/corevia-services-brochure.pdf');
  await expect(brochure).toHaveAttribute('download', 'corevia-services-brochure.pdf');
  await expect(brochure).toContainText(/PDF, \d+ KB/);
}

for (const service of services) {
  test(`${service.url} shows its own content, sidebar and structured data`, async ({ page }) => {
    await page.goto(service.url);
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: `Illustration of our ${service.title} work` })).toBeVisible();
    const overview = main.getByRole('region', { name: 'Service Overview' });
    for (const paragraph of service.overview) await expect(overview).toContainText(paragraph);
    const delivered = main.getByRole('region', { name: 'What We Deliver' }).getByRole('listitem');
    await expect(delivered).toHaveText(service.deliverables);
    const steps = main.getByRole('region', { name: 'How We Work' }).getByRole('heading', { level: 3 });
    await expect(steps).toHaveText(service.process.map((step) => step.title));
    await expect(main.getByRole('list', { name: `${service.title} technologies` }).getByRole('listitem')).toHaveText(
      service.technologies,
    );
    await expect(main.getByRole('region', { name: 'Results Our Clients See' }).getByRole('listitem')).toHaveText(
      service.outcomes,
    );
    await expectSidebar(page, service.title);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(data.find((item) => item['@type'] === 'Service')).toMatchObject({ name: service.title });
  });
}

test('/service-details explains how engagements work, with the same sidebar', async ({ page }) => {
  await page.goto('/service-details');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: serviceOverview.title })).toBeVisible();
  await expect(main.getByRole('region', { name: serviceOverview.includedTitle }).getByRole('listitem')).toHaveText(
    serviceOverview.included,
  );
  await expect(main.getByRole('region', { name: serviceOverview.processTitle }).getByRole('listitem')).toHaveCount(4);
  await expect(main.getByRole('region', { name: serviceOverview.modelsTitle }).getByRole('listitem')).toHaveCount(3);
  await expectSidebar(page);
});

test('the brochure link downloads a real PDF', async ({ page, request }) => {
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
