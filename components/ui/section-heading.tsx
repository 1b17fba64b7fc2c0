import type { ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import styles from './section-heading.module.scss';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  text?: ReactNode;
  align?: 'center' | 'start';
  tone?: 'default' | 'inverse';
  /** The heading level; sections are h2 unless the page says otherwise. */
  as?: 'h1' | 'h2' | 'h3';
  id?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  text,
  align = 'center',
  tone = 'default',
  as: Heading = 'h2',
  id,
}: SectionHeadingProps) {
  return (
    <div className={cx(styles.heading, styles[align], styles[tone])}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading className={styles.title} id={id}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
    </div>
  );
}
