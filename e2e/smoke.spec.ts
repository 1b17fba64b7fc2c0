import AxeBuilder from '@axe-core/playwright';
import { staticRoutes } from '../content/routes';
import { expect, test } from './fixtures';

const routes = staticRoutes();

for (const route of routes) {
  test(`${route} renders with one h1, its own title and no accessibility violations`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${route === '/' ? '/?' : route}$`),
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    // Every image reserves its space and says what it shows (or is marked decorative).
    const unsized = await page
      .locator('img')
      .evaluateAll((images) =>
        images
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height') || !img.hasAttribute('alt'))
          .map((img) => img.getAttribute('src')),
      );
    expect(unsized).toEqual([]);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('every route has a distinct title @desktop', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, `${route} has a title`).not.toBe('');
    expect(titles.get(title), `${route} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, route);
  }
});
