import type { Metadata } from 'next';
import { DocumentNavigation } from '@/components/layout/document-navigation.client';
import { switchToHomes } from '@/components/layout/language-switcher';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import { SiteShell } from '@/components/layout/site-shell';
import { ErrorState } from '@/components/sections/error-state/error-state';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { site } from '@/content/site';

// The page for every URL the site does not have. It stands outside the layouts, so it brings
// the document (and the site's head) and the shell the (main) layout gives inner pages. Next.js
// marks it noindex itself, so its metadata does not.
export const metadata: Metadata = {
  ...siteMetadata(),
  title: `Page Not Found | ${site.name}`,
  description: 'The page you were looking for does not exist. Head back home to explore our services.',
};
export const viewport = siteViewport;

export default function NotFound() {
  switchToHomes();
  return (
    <SiteDocument>
      <SiteShell>
        <PageBanner title="Page Not Found" path="/404" crumb="404" structuredData={false} />
        <ErrorState
          image={{
            src: '/images/404.svg',
            darkSrc: '/images/404-dark.svg',
            alt: 'A lost satellite drifting past a broken link',
            width: 600,
            height: 400,
          }}
          title="This page drifted out of orbit"
          text="The link may be broken or the page may have moved. Everything else is where you left it."
        />
        <Newsletter />
      </SiteShell>
      <DocumentNavigation />
    </SiteDocument>
  );
}
