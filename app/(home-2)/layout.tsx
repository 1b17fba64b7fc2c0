import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function HomeTwoLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader variant="two" />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
