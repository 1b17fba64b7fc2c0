import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { RouteScrollReset } from '@/components/layout/route-scroll-reset.client';
import { SiteDocument, siteMetadata, siteViewport } from './document';

export const metadata: Metadata = siteMetadata;

export const viewport: Viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument>
      {children}
      <RouteScrollReset />
    </SiteDocument>
  );
}
