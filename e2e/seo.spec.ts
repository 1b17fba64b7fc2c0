import { readdirSync, readFileSync } from 'node:fs';
import { ogImage } from '../content/og-images';
import { posts } from '../content/posts';
import { projects } from '../content/projects';
import { languages } from '../content/languages';
import { staticRoutes } from '../content/routes';
import { services } from '../content/services';
import { site } from '../content/site';
import { getMemberUrl, team } from '../content/team';
import { themeColours } from '../styles/palette';
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
    // Not in the HTML, which asks for nothing but its stylesheets before it paints
    // (buildtime/manifest-link.ts): React adds it to the head as it hydrates the page.
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

test('every page has its own title and description, its canonical URL and a social card that exists @desktop', async ({
  request,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const meta = (html: string, attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`)
      .exec(html)?.[1]
      ?.replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  for (const route of staticRoutes()) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const description = meta(html, 'name', 'description') ?? '';
    // Its own words: present, and the site's default only on the home page that introduces the company.
    expect(description.length, `${route} description`).toBeGreaterThan(40);
    if (route !== '/') expect(description, `${route} inherits the default description`).not.toBe(site.description);
    else expect(description, route).toBe(site.description);
    expect(meta(html, 'property', 'og:description'), `${route} og:description`).toBe(description);
    expect(titles.get(title), `${route} repeats the title of`).toBeUndefined();
    expect(descriptions.get(description), `${route} repeats the description of`).toBeUndefined();
    titles.set(title, route);
    descriptions.set(description, route);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    expect(canonical, route).toBe(route === '/' ? site.url : new URL(route, site.url).toString());
    const image = meta(html, 'property', 'og:image');
    expect(meta(html, 'name', 'twitter:image'), route).toBe(image);
    const imageUrl = new URL(image ?? '', site.url);
    expect(imageUrl.origin, route).toBe(new URL(site.url).origin);
    const file = await request.get(imageUrl.pathname);
    expect(file.status(), `${route} ${imageUrl.pathname}`).toBe(200);
    expect(file.headers()['content-type'], imageUrl.pathname).toMatch(/^image\/(png|jpeg)/);
  }
});

test('each section and each service, project and member shares its own card @desktop', async ({ request }) => {
  const cardOf = async (route: string) =>
    /<meta property="og:image" content="([^"]*)"/.exec(await (await request.get(route)).text())?.[1];
  const expected: [string, string][] = [
    ['/', ogImage.home],
    ['/home-2', ogImage.home],
    ['/services', ogImage.services],
    ['/projects', ogImage.projects],
    ['/team', ogImage.team],
    ['/blog', ogImage.blog],
    ...services.map((service): [string, string] => [service.url, ogImage.service(service)]),
    ...projects.map((project): [string, string] => [project.url, ogImage.project(project)]),
    ...team.map((member): [string, string] => [getMemberUrl(member), ogImage.member(member)]),
  ];
  for (const [route, image] of expected) expect(await cardOf(route), route).toBe(new URL(image, site.url).toString());
  expect(new Set(expected.slice(6).map(([, image]) => image)).size).toBe(expected.length - 6);
});

test('the not-found page describes the company but no breadcrumb trail, and keeps the site’s head @desktop', async ({
  request,
}) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  // It stands outside the layouts (app/global-not-found.tsx), with the same head as every page.
  expect(html).toContain(`<title>Page Not Found | ${site.name}</title>`);
  // Once: Next.js writes it for every not-found page.
  expect(html.match(/<meta name="robots"[^>]*>/g)).toEqual(['<meta name="robots" content="noindex"/>']);
  for (const [scheme, colour] of Object.entries(themeColours))
    expect(html).toContain(`<meta name="theme-color" content="${colour}" media="(prefers-color-scheme: ${scheme})"/>`);
  expect(html).toContain(`<meta name="application-name" content="${site.name}"/>`);
  // The manifest link is React's to add, once the page has painted (buildtime/manifest-link.ts).
  expect(html).not.toContain('rel="manifest"');
  const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!)['@type'],
  );
  expect(types).toEqual(['Organization']);
});

test('the sitemap lists exactly the exported pages that may be indexed @desktop', async ({ request }) => {
  // Every page of the export but the not-found page and those that ask not to be indexed.
  const pages = readdirSync('out', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .filter((file) => !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(`out/${file}`, 'utf8')))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
  expect(pages).toEqual(expect.arrayContaining(['/', '/about', '/service/web-development']));
  expect(pages).not.toContain('/search');
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const listed = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    expect(url.origin).toBe(new URL(site.url).origin);
    return url.pathname;
  });
  expect(listed.length, 'each page once').toBe(new Set(listed).size);
  expect(listed.toSorted()).toEqual(pages.toSorted());
  // Each names itself and its translations (every entry is translated today), and English as the default.
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  for (const entry of entries) {
    const alternates = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
    const loc = /<loc>([^<]*)<\/loc>/.exec(entry)![1]!;
    expect([loc, alternates.map(([, language]) => language)]).toEqual([loc, [...languages, 'x-default']]);
    expect(alternates.map(([, , href]) => href)).toContain(loc);
  }
});
