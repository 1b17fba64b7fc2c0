import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader variant="one" />
      <main id="main">{children}</main>
      <SiteFooter />
    </>
  );
}
