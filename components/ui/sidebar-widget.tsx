import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { belowFirstScreen } from '@/lib/first-screen';
import styles from './sidebar-widget.module.scss';

export interface SidebarWidgetProps {
  /** Unique on the page; names the widget's region. */
  id: string;
  title: string;
  children: ReactNode;
  /** The block starts below the first screen at every size: the build leaves its rules out of the
   * page's first paint (buildtime/critical-styles.ts). */
  belowFirstScreen?: boolean;
  tone?: 'light' | 'dark';
}

/** One box of a sidebar, titled by an h2. */
export function SidebarWidget({ id, title, children, tone = 'light', belowFirstScreen: below }: SidebarWidgetProps) {
  return (
    <section
      className={cx(styles.widget, styles[tone])}
      aria-labelledby={id}
      {...(below ? belowFirstScreen : undefined)}
    >
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
