import { posts } from '../content/posts';
import { site } from '../content/site';
import { expect, test } from './fixtures';

const homes = ['/', '/home-2', '/home-3'];

test.describe('files for feed readers, devices and language models @desktop', () => {
  test('the RSS feed parses and lists every post', async ({ page, request }) => {
    const response = await request.get('/feed.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    await page.goto('/blog');
    const titles = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'application/xml');
      if (document.querySelector('parsererror')) return null;
      return [...document.querySelectorAll('item > title')].map((title) => title.textContent);
    }, xml);
    expect(titles?.toSorted()).toEqual(posts.map((post) => post.title).toSorted());
  });

  test('the blog and the home pages point feed readers at it', async ({ page }) => {
    for (const route of ['/blog', ...homes]) {
      await page.goto(route);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]'), route).toHaveAttribute(
        'href',
        new URL('/feed.xml', site.url).toString(),
      );
    }
  });

  test('the manifest names the site and its icons exist', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(href ?? '')).json();
    expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, start_url: '/' });
    const icons: { src: string; type: string }[] = manifest.icons;
    expect(icons.length).toBeGreaterThanOrEqual(2);
    for (const icon of icons) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toContain(icon.type);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(touchIcon ?? '')).headers()['content-type']).toContain('image/png');
  });

  test('llms.txt summarises the company', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const text = await response.text();
    expect(text.startsWith(`# ${site.name}\n\n> ${site.description}`)).toBe(true);
    expect(text).toContain(`](${new URL('/contact', site.url)})`);
  });
});

test('the home pages describe the site and the company; search results stay out of indexes @desktop', async ({
  page,
}) => {
  for (const route of homes) {
    await page.goto(route);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => JSON.parse(json)['@type'],
    );
    expect(types, route).toEqual(expect.arrayContaining(['WebSite', 'Organization']));
  }
  await page.goto('/search');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.goto('/about');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});
