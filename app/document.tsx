import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/ui/json-ld';
import { site } from '@/content/site';
import { cx } from '@/lib/class-names';
import { organizationJsonLd } from '@/lib/json-ld';
import { bodyFont, headingFont } from './fonts';
import '@/styles/globals.scss';

/** The metadata every page starts from: the root layout's, and the not-found page's base. */
export const siteMetadata = {
  metadataBase: new URL(site.url),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
} satisfies Metadata;

export const siteViewport: Viewport = {
  themeColor: '#0b1b3f',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document around every page: fonts, global styles, the skip link and the company's
 * structured data. The root layout and the not-found page (app/global-not-found.tsx, which
 * Next.js renders without the root layout) both draw it. It holds no client component: one
 * that both used would be tied to the not-found page's script chunk, which every page
 * would then load.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={cx(bodyFont.variable, headingFont.variable)}>
      <body>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        {children}
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
