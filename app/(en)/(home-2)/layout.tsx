import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

export default function HomeTwoLayout({ children }: { children: ReactNode }) {
  return <SiteShell header="over-hero">{children}</SiteShell>;
}
