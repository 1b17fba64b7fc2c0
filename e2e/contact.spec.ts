import { contact, socials, telHref } from '../content/site';
import { expect, test } from './fixtures';

test('/contact embeds the map 650 px high, lazily, with a title', async ({ page }) => {
  await page.goto('/contact');
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('title', /office location/);
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toHaveAttribute('height', '650');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.+&layer=mapnik/,
  );
  await frame.scrollIntoViewIfNeeded();
  expect((await frame.boundingBox())?.height).toBe(650);
});

test('/contact has the quote form with labelled fields and Send Message', async ({ page }) => {
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

test('/contact lists the address, two phones, one e-mail and the social links', async ({ page }) => {
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
