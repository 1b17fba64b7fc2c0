import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pagedListings } from './listings';
import { collectionPrefixes, listingPageUrl, memberUrl, paths, searchUrl, slugFromUrl } from './permalinks';

const appDir = join(__dirname, '..', 'app');
const collectionRoute = (prefix: string) => `${prefix}[slug]`;
const listingPageRoute = (path: string) => listingPageUrl(path, 2).replace(/2$/, '[number]');
const listingPaths = pagedListings.map((pages) => pages[0]!.url);

/**
 * The routes app/ defines: its page files' folders, without route groups; `[slug]` kept. An
 * optional catch-all (`/team/[[...page]]`) stands for its folder's page, the later pages of a
 * listing there and the pages of a collection there.
 */
function appRoutes(): string[] {
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'page.tsx' || file.endsWith(`${sep}page.tsx`))
    .map((file) => file.split(sep).slice(0, -1))
    .map((segments) => `/${segments.filter((segment) => !/^\(.+\)$/.test(segment)).join('/')}`)
    .flatMap((route) => {
      // The pages of other languages (/[lang]/…) expand as their English twins do.
      const [, language = '', english = route] = /^(\/\[lang\])(\/.*)$/.exec(route) ?? [];
      const folder = /^(.*)\/\[\[\.\.\.\w+\]\]$/.exec(english)?.[1];
      if (folder === undefined) return [route];
      return [
        folder,
        ...(listingPaths.includes(folder) ? [listingPageRoute(folder)] : []),
        ...Object.values(collectionPrefixes)
          .filter((prefix) => prefix === `${folder}/`)
          .map(collectionRoute),
      ].map((expanded) => `${language}${expanded}`);
    })
    .sort();
}

describe('permalinks', () => {
  it('name every page app/ defines, and only those: each in English and under /[lang]', () => {
    const collectionRoutes = Object.values(collectionPrefixes).map(collectionRoute);
    const listingRoutes = listingPaths.map(listingPageRoute);
    const english = [...Object.values(paths), ...collectionRoutes, ...listingRoutes];
    const translated = english.map((route) => (route === '/' ? '/[lang]' : `/[lang]${route}`));
    // The not-found page of each language; the English one is app/global-not-found.tsx.
    expect([...english, ...translated, '/[lang]/404'].sort()).toEqual(appRoutes());
  });

  it('write each page address once', () => {
    const addresses = Object.values(paths);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('build a member page, a listing page and a search page', () => {
    expect(memberUrl('ada-lovelace')).toBe('/team-details/ada-lovelace');
    expect(listingPageUrl('/projects', 1)).toBe('/projects');
    expect(listingPageUrl('/projects', 3)).toBe('/projects/page/3');
    expect(searchUrl('cloud & AI')).toBe('/search?q=cloud%20%26%20AI');
  });
});

describe('slugFromUrl', () => {
  it('takes the slug after the collection prefix', () => {
    expect(slugFromUrl('/project/ai-ecommerce-platform', '/project/')).toBe('ai-ecommerce-platform');
    expect(slugFromUrl('/service/cloud-solutions', '/service/')).toBe('cloud-solutions');
  });

  it('falls back to the path without its leading slashes', () => {
    expect(slugFromUrl('//legacy-page', '/project/')).toBe('legacy-page');
  });
});
