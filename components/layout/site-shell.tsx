import type { ReactNode } from 'react';
import { SiteAnalytics } from '@/components/analytics/site-analytics';
import type { HeaderVariant } from './header-variants';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface SiteShellProps {
  /** The header's look; inner pages and the not-found page keep the default. */
  header?: HeaderVariant;
  children: ReactNode;
}

/** The frame of every page: header, the main landmark the skip link leads to, and footer. */
export function SiteShell({ header = 'with-top-bar', children }: SiteShellProps) {
  return (
    <>
      <SiteHeader variant={header} />
      <main id="main">{children}</main>
      <SiteFooter />
      <SiteAnalytics />
    </>
  );
}
