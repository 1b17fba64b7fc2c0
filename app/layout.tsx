import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { RouteScrollReset } from '@/components/layout/route-scroll-reset.client';
import { JsonLd } from '@/components/ui/json-ld';
import { site } from '@/content/site';
import { cx } from '@/lib/class-names';
import { organizationJsonLd } from '@/lib/json-ld';
import { bodyFont, headingFont } from './fonts';
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
  return (
    <html lang="en" className={cx(bodyFont.variable, headingFont.variable)}>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        <RouteScrollReset />
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
