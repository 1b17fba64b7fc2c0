import type { ReactNode } from 'react';
import styles from './sidebar-layout.module.scss';

export interface SidebarLayoutProps {
  children: ReactNode;
  sidebar: ReactNode;
  /** Accessible name of the sidebar landmark, e.g. "Service sidebar". */
  sidebarLabel: string;
}

/** A content column with a sidebar beside it from desktop width (below it on smaller screens). */
export function SidebarLayout({ children, sidebar, sidebarLabel }: SidebarLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      <aside className={styles.sidebar} aria-label={sidebarLabel}>
        {sidebar}
      </aside>
    </div>
  );
}
