import type { ReactNode } from 'react';
import { belowFirstScreen } from '@/lib/first-screen';
import styles from './article-block.module.scss';

export interface ArticleBlockProps {
  /** The heading's id, unique on the page; names the block's region. */
  id: string;
  title: string;
  children: ReactNode;
  /** The block starts below the first screen at every size: the build leaves its rules out of the
   * page's first paint (buildtime/critical-styles.ts). */
  belowFirstScreen?: boolean;
}

/** One titled block of a service page's main column: overview, process, outcomes, models. */
export function ArticleBlock({ id, title, children, belowFirstScreen: below }: ArticleBlockProps) {
  return (
    <section className={styles.block} aria-labelledby={id} {...(below ? belowFirstScreen : undefined)}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
