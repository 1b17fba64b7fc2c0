import type { Metadata } from 'next';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ErrorState } from '@/components/sections/error-state/error-state';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { PageBanner } from '@/components/sections/page-banner/page-banner';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist. Head back home to explore our services.',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <>
      <SiteHeader variant="one" />
      <main id="main">
        <PageBanner title="Page Not Found" path="/404" crumb="404" />
        <ErrorState
          image={{
            src: '/images/404.svg',
            alt: 'A lost satellite drifting past a broken link',
            width: 600,
            height: 400,
          }}
          title="This page drifted out of orbit"
          text="The link may be broken or the page may have moved. Everything else is where you left it."
        />
        <Newsletter />
      </main>
      <SiteFooter />
    </>
  );
}
