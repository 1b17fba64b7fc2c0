import type { MetadataRoute } from 'next';
import { site } from '@/content/site';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // The content manager (out/admin/) is for the company's editors.
    rules: { userAgent: '*', allow: '/', disallow: '/admin/' },
    sitemap: new URL('/sitemap.xml', site.url).toString(),
  };
}
