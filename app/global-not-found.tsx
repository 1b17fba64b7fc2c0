import type { Metadata, Viewport } from 'next';
import { SiteShell } from '@/components/layout/site-shell';
import { NotFoundState } from '@/components/sections/error-state/not-found-state';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { site } from '@/content/site';
import { SiteDocument, siteMetadata, siteViewport } from './document';

export const metadata: Metadata = {
  ...siteMetadata,
  title: `Page Not Found | ${site.name}`,
  description: 'The page you were looking for does not exist. Head back home to explore our services.',
  robots: { index: false },
};

export const viewport: Viewport = siteViewport;

/**
 * The not-found page (out/404.html, which the host answers any unknown URL with). Next.js
 * renders it on its own, without the root layout, so it draws the document itself. Being
 * global, it stays out of every other page's tree and payload, which only carry the small
 * boundary of app/not-found.tsx.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteShell>
        <PageBanner title="Page Not Found" path="/404" crumb="404" structuredData={false} />
        <NotFoundState />
        <Newsletter />
      </SiteShell>
    </SiteDocument>
  );
}
