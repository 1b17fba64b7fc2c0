import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';

export default function HomeThreeLayout({ children }: { children: ReactNode }) {
  return <SiteShell header="over-dark-hero">{children}</SiteShell>;
}
