import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function HomeThreeLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader variant="three" />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
