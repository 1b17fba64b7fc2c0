import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { RouteScrollReset } from '@/components/layout/route-scroll-reset.client';
import { WebFontFallbackStyles, WebFontLoader } from '@/components/layout/web-fonts';
import { JsonLd } from '@/components/ui/json-ld';
import { site } from '@/content/site';
import { organizationJsonLd } from '@/lib/json-ld';
import { webFonts } from './fonts';
// The fallback faces and the family lists (--font-body, --font-heading), from scripts/fonts.mjs.
import '../.fonts/fonts.css';
import '@/styles/globals.scss';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#0b1b3f',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
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
        {children}
        <RouteScrollReset />
        <JsonLd data={organizationJsonLd()} />
        <WebFontLoader fonts={fonts} />
      </body>
    </html>
  );
}
