import { pages } from '../content/pages';
import { contact, socials, telHref } from '../content/site';
import { expect, stubEmbeds, test } from './fixtures';

// Tests tagged @desktop here check what the HTML holds or how it behaves, the same at every width;
// pages.spec.ts audits each page at 390 px too (complete, rendered, nothing spilling sideways).

const mapSource = /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik/;

test('/contact requests the map only when the visitor scrolls near it, then shows it 650 px high over its stand-in', async ({
  page,
}) => {
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('openstreetmap.org')) mapRequests.push(request.url());
  });
  await stubEmbeds(page);
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('title', /office location/);
  await expect(frame).not.toHaveAttribute('src', /./);
  expect(mapRequests, 'map requests on first view').toEqual([]);
  // Until the map has loaded, the address stands in for it.
  const standIn = page.locator('[aria-labelledby="contact-map-title"] p[aria-hidden="true"]');
  await expect(standIn).toContainText(contact.address);
  await expect(standIn).toBeVisible();
  await page.getByRole('heading', { name: pages.contact.mapTitle }).scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute('src', mapSource);
  await expect(frame).toHaveAttribute('height', '650');
  await frame.scrollIntoViewIfNeeded();
  expect((await frame.boundingBox())?.height).toBe(650);
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  // The provider's page (a stand-in offline) loads inside the frame: frame-src lets it in.
  await expect(page.frameLocator('iframe').locator('#embed-stub')).toHaveText(
    'Stand-in for https://www.openstreetmap.org',
  );
  // Loaded, the map covers the address, which is hidden rather than drawn beneath it.
  await expect(frame).toHaveAttribute('data-loaded', 'true');
  await expect(standIn).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/contact still shows the map frame, loaded lazily by the browser @desktop', async ({ page }) => {
    await page.goto('/contact');
    const frame = page.locator('iframe[src]');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', mapSource);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await frame.scrollIntoViewIfNeeded();
    expect((await frame.boundingBox())?.height).toBe(650);
  });
});

test('/contact has the quote form with labelled fields and Send Message @desktop', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Request a Free Quote' });
  await expect(form.getByLabel('Your name')).toHaveAttribute('name', 'name');
  await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Subject')).toHaveAttribute('name', 'subject');
  const phone = form.getByLabel('Phone number');
  await expect(phone).toHaveAttribute('type', 'tel');
  await expect(phone).toHaveAttribute('autocomplete', 'tel');
  await expect(form.getByLabel('Message')).toHaveAttribute('required', '');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeVisible();
  await expect(form).toHaveAttribute('action', `mailto:${contact.email}?subject=Quote%20request`);
  await expect(form).toHaveAttribute('method', 'post');
  // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
  const trap = form.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  const boxWidth = await trap.evaluate((input) => input.closest('[aria-hidden="true"]')?.getBoundingClientRect().width);
  expect(boxWidth).toBeLessThanOrEqual(1);
});

test('/contact lists the address, two phones, one e-mail and the social links @desktop', async ({ page }) => {
  await page.goto('/contact');
  const info = page.getByRole('region', { name: 'Contact Information' });
  await expect(info).toContainText(contact.address);
  for (const phone of contact.phones) {
    await expect(info.getByRole('link', { name: phone })).toHaveAttribute('href', telHref(phone));
  }
  await expect(info.locator('a[href^="tel:"]')).toHaveCount(2);
  await expect(info.getByRole('link', { name: contact.email })).toHaveAttribute('href', `mailto:${contact.email}`);
  for (const social of socials) {
    const link = info.getByRole('link', { name: `${social.label} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', social.url);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
