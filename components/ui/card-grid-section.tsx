import type { ReactNode } from 'react';
import type { SectionCopy } from '@/content/pages';
import { SectionHeading } from './section-heading';
import styles from './card-grid-section.module.scss';

export interface CardGridSectionProps {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  copy: SectionCopy;
  /** The cards, each in its own `li`. */
  children: ReactNode;
}

/** A listing page's section: its heading, then a grid of cards. */
export function CardGridSection({ id, copy, children }: CardGridSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionHeading id={titleId} eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
      <ul className={styles.grid}>{children}</ul>
    </section>
  );
}
