import type { Page } from '@playwright/test';
import { LIVE_RESULTS_SHOWN } from '../hooks/use-live-search';
import { getServiceBySlug } from '../content/services';
import { runAxe } from './a11y-helpers';
import { expect, holdScripts, test } from './fixtures';

// Tests tagged @desktop here check what the HTML holds or how it behaves, the same at every width;
// pages.spec.ts audits each page at 390 px too (complete, rendered, nothing spilling sideways).

// The specification's cloud-solutions page: its title is whatever its file says.
const cloud = getServiceBySlug('cloud-solutions')!;

test('finds a service by a word and prefills the form', async ({ page }) => {
  await page.goto('/search?q=cloud');
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('cloud');
  const heading = page.getByRole('heading', { level: 2, name: /^\d+ results for “cloud”$/ });
  await expect(heading).toBeVisible();
  const results = page.getByRole('region', { name: /results for/ }).getByRole('listitem');
  const count = Number((await heading.textContent())?.split(' ')[0]);
  await expect(results).toHaveCount(count);
  await expect(page.getByRole('main').getByRole('link', { name: cloud.title, exact: true })).toHaveAttribute(
    'href',
    cloud.url,
  );
});

test('needs every word to match @desktop', async ({ page }) => {
  await page.goto('/search?q=zero+trust');
  await expect(page.getByRole('main').getByRole('link', { name: 'Zero-Trust Security Rollout' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: cloud.title, exact: true })).toHaveCount(0);
});

test('shows an empty state for nonsense @desktop', async ({ page }) => {
  await page.goto('/search?q=qwxzvk');
  await expect(page.getByRole('heading', { level: 2, name: 'No results for “qwxzvk”' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
});

test('the header search leads to the results @desktop', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('combobox').fill('Kubernetes');
  await dialog.getByRole('button', { name: 'Submit search' }).click();
  await expect(page).toHaveURL(/\/search\?q=Kubernetes$/);
  await expect(page.getByRole('main').getByRole('link', { name: cloud.title, exact: true })).toBeVisible();
});

test('opened and typed into before the page’s script arrives, the search keeps the text and lists results @desktop', async ({
  page,
}) => {
  // The page's scripts are held back until the visitor has opened the dialog and typed.
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await expect(dialog).toBeVisible();
  const combobox = dialog.getByRole('combobox');
  // Opened by the browser alone, the dialog focuses its first button; the visitor clicks into
  // the field and types.
  await combobox.click();
  await combobox.pressSequentially('cloud', { delay: 20 });
  release();
  await expect(dialog.getByRole('option').first()).toHaveAccessibleName(
    new RegExp(`^${cloud.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(combobox).toHaveValue('cloud');
  await expect(combobox).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the page still offers the form and a helpful line @desktop', async ({ page }) => {
    await page.goto('/search?q=cloud');
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await expect(page.getByText(/Type a word or two above to search/)).toBeVisible();
  });
});

test.describe('search as you type', () => {
  /** Opens the header search dialog of the page at `route` and returns its parts. */
  async function openSearch(page: Page, route = '/') {
    await page.goto(route);
    const trigger = page.getByRole('button', { name: 'Search', exact: true });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    const combobox = dialog.getByRole('combobox', { name: 'Search the whole site' });
    await expect(combobox).toBeFocused();
    return { trigger, dialog, combobox, listbox: dialog.getByRole('listbox', { name: 'Matching pages' }) };
  }

  test('lists matching pages while the visitor types', async ({ page }) => {
    const { dialog, combobox, listbox } = await openSearch(page);
    await combobox.pressSequentially('cloud', { delay: 30 });
    await expect(listbox).toBeVisible();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    await expect(options.first()).toHaveAccessibleName(
      new RegExp(`^${cloud.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(options.first()).toHaveAttribute('href', cloud.url);
    // The link follows the settled query, so the count read after it is the final one.
    await expect(dialog.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search?q=cloud');
    const total = Number((await dialog.getByRole('status').textContent())?.match(/^(\d+) results$/)?.[1]);
    expect(total).toBeGreaterThan(LIVE_RESULTS_SHOWN);
    await expect(options).toHaveCount(LIVE_RESULTS_SHOWN);
  });

  test('moves through the results with the keyboard, Enter opens one, Escape closes and returns focus @desktop', async ({
    page,
  }) => {
    const { trigger, dialog, combobox, listbox } = await openSearch(page, '/about');
    // One input event: the results settle once, so no late update resets the highlight under the keys.
    await combobox.fill('kubernetes');
    const options = listbox.getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(combobox).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const href = await options.nth(1).getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(dialog).toBeHidden();
  });

  test('Enter without a highlighted result searches on /search @desktop', async ({ page }) => {
    const { combobox, listbox } = await openSearch(page, '/home-2');
    await combobox.pressSequentially('cloud');
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=cloud$/);
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ results for “cloud”$/ })).toBeVisible();
  });

  test('shows a query with markup as text and injects nothing @desktop', async ({ page }) => {
    const markup = '<img src=x onerror=alert(1)>';
    page.on('dialog', (alert) => {
      throw new Error(`Unexpected ${alert.type()}: ${alert.message()}`);
    });
    const { dialog, combobox } = await openSearch(page, '/home-3');
    await combobox.pressSequentially(markup);
    await expect(dialog.getByRole('status')).toHaveText(`No results for “${markup}”`);
    await expect(dialog.locator('img')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%3Cimg/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: `No results for “${markup}”` })).toBeVisible();
    await expect(main.locator('img[src="x"]')).toHaveCount(0);
  });

  test('finds a page by a phrase only its body holds @desktop', async ({ page, request }) => {
    // The phrase is in no title, description or keyword: only the full text finds it.
    const phrase = 'claims-triage pilot';
    // Every page of the index, from its shards of heads ([url, title, excerpt]) and of bodies.
    const first = (await (await request.get('/search-index.json')).json()) as { heads: number[]; bodies: number[] };
    const shards = async (name: string, count: number) =>
      (
        await Promise.all(
          Array.from({ length: count }, async (_, shard) =>
            (await request.get(`/search-index/${name}-${shard}.json`)).json(),
          ),
        )
      ).flat() as unknown[];
    const heads = (await shards('heads', first.heads.length)) as string[][];
    const bodies = (await shards('bodies', first.bodies.length)) as string[];
    const index = heads.map(([url, title, excerpt], page) => ({ url, title, excerpt, body: bodies[page] }));
    const holders = index.filter((record) => record.body!.includes(phrase)).map((record) => record.url);
    expect(holders).toEqual(['/blog-details']);
    expect(index.filter((record) => `${record.title} ${record.excerpt}`.includes('claims'))).toEqual([]);

    const { dialog, combobox, listbox } = await openSearch(page);
    await combobox.pressSequentially('claims triage');
    const option = listbox.getByRole('option');
    await expect(option).toHaveCount(1);
    await expect(option).toHaveAttribute('href', '/blog-details');
    await expect(option).toContainText(`A ${phrase} we ran for a regional insurer`);
    await expect(dialog.getByRole('status')).toHaveText('1 result');

    await page.goto('/search?q=claims+triage');
    const result = page.getByRole('region', { name: /results? for/ }).getByRole('listitem');
    await expect(result).toHaveCount(1);
    await expect(result).toContainText(phrase);
  });

  test('loads the index only when the dialog opens, never on first load @desktop', async ({ page }) => {
    const indexRequests: string[] = [];
    // The first file and the shards alike.
    page.on('request', (request) => {
      if (/\/search-index(\.json$|\/)/.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
    });
    for (const route of ['/', '/about', '/search']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      expect(indexRequests, `${route} loads no index`).toEqual([]);
    }
    const loaded = page.waitForResponse((response) => response.url().endsWith('/search-index.json'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await loaded).status()).toBe(200);
    expect(indexRequests).toHaveLength(1);
  });

  test('/search loads the index when there is a query @desktop', async ({ page }) => {
    const loaded = page.waitForResponse((response) => response.url().endsWith('/search-index.json'));
    await page.goto('/search?q=cloud');
    expect((await loaded).status()).toBe(200);
  });

  test.describe('when the index cannot be loaded', () => {
    test.use({
      allowedConsoleErrors: [/^Failed to load resource: .*status of 503.* \[http[^ ]*\/search-index\.json\]$/],
    });
    test('says so, and the form still leads to /search @desktop', async ({ page }) => {
      await page.route('**/search-index.json', (route) => route.fulfill({ status: 503, body: '' }));
      const { dialog, combobox } = await openSearch(page);
      await combobox.pressSequentially('cloud');
      await expect(dialog.getByRole('status')).toHaveText(/Search could not load here/);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=cloud$/);
      await expect(page.getByRole('main').getByRole('alert')).toContainText('Search is unavailable right now');
    });
  });

  for (const route of ['/', '/home-2', '/home-3']) {
    test(`the open dialog with results on ${route} has no accessibility violations`, async ({ page }) => {
      const { dialog, combobox, listbox } = await openSearch(page, route);
      await combobox.pressSequentially('cloud');
      await expect(listbox.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      const id = await dialog.getAttribute('id');
      const results = await runAxe(page, { include: `#${id}` });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});
