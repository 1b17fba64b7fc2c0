import type { MetadataRoute } from 'next';
import { paths } from '@/content/permalinks';
import { site } from '@/content/site';
import { staticRoutes } from '@/content/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  // Search results are not a page of their own to index.
  return staticRoutes()
    .filter((path) => path !== paths.search)
    .map((path) => ({
      url: new URL(path, site.url).toString(),
      changeFrequency: 'monthly',
      priority: path === paths.home ? 1 : 0.7,
    }));
}
