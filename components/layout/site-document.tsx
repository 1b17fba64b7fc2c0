import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NoScriptFonts } from '@/components/layout/web-fonts';
import { JsonLd } from '@/components/ui/json-ld';
import { webFonts } from '@/app/fonts';
import { ui } from '@/content/interface';
import { languageInfo } from '@/content/languages';
import { pageLanguage } from '@/content/localized';
import { site } from '@/content/site';
import { afterMainId } from '@/lib/first-screen';
import { organizationJsonLd } from '@/lib/json-ld';
import { themeScript } from '@/lib/theme';
import { themeColours } from '@/styles/palette';
// The fallback faces and the family lists (--font-body, --font-heading), from scripts/prebuild.cli.ts.
import '@/styles/globals.scss';

/** What every page's head says of the site, the not-found page's too (in the page's language). */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(site.url),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    formatDetection: { telephone: false },
  };
}

export const siteViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: themeColours.light },
    { media: '(prefers-color-scheme: dark)', color: themeColours.dark },
  ],
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document around every page: the root layout's, and the not-found page's, which stands
 * outside the layouts (app/global-not-found.tsx).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  const language = pageLanguage();
  const fonts = webFonts(language);
  return (
    // The head's script sets the visitor's theme on the root before React sees it.
    <html lang={language} dir={languageInfo[language].dir} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router document, for app/(en)/layout.tsx and app/global-not-found.tsx */}
      <head>
        {/* Before any stylesheet paints: the stored theme, or none (the system's). */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* No frame before the header and the main content are parsed whole: a frame of half a header moves as the rest arrives. */}
        <link rel="expect" href={`#${afterMainId}`} blocking="render" />
        <NoScriptFonts fonts={fonts} />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {ui.page.skip}
        </a>
        {children}
        <JsonLd data={organizationJsonLd()} />
      </body>
    </html>
  );
}
