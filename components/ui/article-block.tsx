import type { ReactNode } from 'react';
import styles from './article-block.module.scss';

export interface ArticleBlockProps {
  /** The heading's id, unique on the page; names the block's region. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One titled block of a service page's main column: overview, process, outcomes, models. */
export function ArticleBlock({ id, title, children }: ArticleBlockProps) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
