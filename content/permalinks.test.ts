import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { collectionPrefixes, memberUrl, paths, searchUrl, slugFromUrl } from './permalinks';

const appDir = join(__dirname, '..', 'app');

/** The routes app/ defines: its page files' folders, without route groups; `[slug]` kept. */
function appRoutes(): string[] {
  return readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'page.tsx' || file.endsWith(`${sep}page.tsx`))
    .map((file) => file.split(sep).slice(0, -1))
    .map((segments) => `/${segments.filter((segment) => !/^\(.+\)$/.test(segment)).join('/')}`)
    .sort();
}

describe('permalinks', () => {
  it('name every page app/ defines, and only those', () => {
    const collectionRoutes = Object.values(collectionPrefixes).map((prefix) => `${prefix}[slug]`);
    expect([...Object.values(paths), ...collectionRoutes].sort()).toEqual(appRoutes());
  });

  it('write each page address once', () => {
    const addresses = Object.values(paths);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('build a member page and a search page', () => {
    expect(memberUrl('ada-lovelace')).toBe('/team-details/ada-lovelace');
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
