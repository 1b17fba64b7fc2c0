import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './sidebar-widget.module.scss';

export interface SidebarWidgetProps {
  /** Unique on the page; names the widget's region. */
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'light' | 'dark';
}

/** One box of a sidebar, titled by an h2. */
export function SidebarWidget({ id, title, children, tone = 'light' }: SidebarWidgetProps) {
  return (
    <section className={cx(styles.widget, styles[tone])} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
