import { expect, test } from './fixtures';

test('finds a service by a word and prefills the form', async ({ page }) => {
  await page.goto('/search?q=cloud');
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('cloud');
  const heading = page.getByRole('heading', { level: 2, name: /^\d+ results for “cloud”$/ });
  await expect(heading).toBeVisible();
  const results = page.getByRole('region', { name: /results for/ }).getByRole('listitem');
  const count = Number((await heading.textContent())?.split(' ')[0]);
  await expect(results).toHaveCount(count);
  await expect(page.getByRole('main').getByRole('link', { name: 'Cloud Solutions', exact: true })).toHaveAttribute(
    'href',
    '/service/cloud-solutions',
  );
});

test('needs every word to match', async ({ page }) => {
  await page.goto('/search?q=zero+trust');
  await expect(page.getByRole('main').getByRole('link', { name: 'Zero-Trust Security Rollout' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Cloud Solutions', exact: true })).toHaveCount(0);
});

test('shows an empty state for nonsense', async ({ page }) => {
  await page.goto('/search?q=qwxzvk');
  await expect(page.getByRole('heading', { level: 2, name: 'No results for “qwxzvk”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
});

test('the header search leads to the results @desktop', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('searchbox').fill('Kubernetes');
  await dialog.getByRole('button', { name: 'Submit search' }).click();
  await expect(page).toHaveURL(/\/search\?q=Kubernetes$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Cloud Solutions', exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page still offers the form and a helpful line', async ({ page }) => {
    await page.goto('/search?q=cloud');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await expect(page.getByText(/Type a word or two above to search/)).toBeVisible();
  });
});
