import type { Metadata } from 'next';
import { DocumentNavigation } from '@/components/layout/document-navigation.client';
import { SiteShell } from '@/components/layout/site-shell';
import { WebFontFallbackStyles, WebFontLoader } from '@/components/layout/web-fonts';
import { JsonLd } from '@/components/ui/json-ld';
import { ErrorState } from '@/components/sections/error-state/error-state';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { organizationJsonLd } from '@/lib/json-ld';
import { webFonts } from './fonts';
import '../.fonts/fonts.css';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist. Head back home to explore our services.',
  robots: { index: false },
};

export default function NotFound() {
  const fonts = webFonts();
  return (
    <html lang="en">
      <head>
        <WebFontFallbackStyles fonts={fonts} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <SiteShell>
          <PageBanner title="Page Not Found" path="/404" crumb="404" structuredData={false} />
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
        </SiteShell>
        <DocumentNavigation />
        <JsonLd data={organizationJsonLd()} />
        <WebFontLoader fonts={fonts} />
      </body>
    </html>
  );
}
