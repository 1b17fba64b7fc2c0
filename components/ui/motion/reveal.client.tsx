'use client';

import { useRef, type ReactNode } from 'react';
import { useScrollReveal, type ScrollReveal } from '../../../hooks/use-scroll-reveal';
import { loadAnimate } from './load-animate';
import styles from './motion.module.scss';

/** Seconds between neighbours in a row of cards. */
const STAGGER = 0.08;

/** A rise and fade; `delay` staggers the cards of one row. */
function riseAndFade(delay: number): ScrollReveal {
  return {
    waitingClass: styles.rising,
    play: (element, from) => {
      void loadAnimate().then((animate) =>
        animate(
          element,
          { opacity: [from.opacity, '1'], transform: [from.transform, 'none'] },
          { duration: 0.6, delay, ease: [0.22, 1, 0.36, 1] },
        ),
      );
    },
    ready: loadAnimate,
  };
}
const reveals = Array.from({ length: 4 }, (_, column) => riseAndFade(column * STAGGER));

export interface RevealProps {
  as?: 'div' | 'li' | 'article';
  /** Place in its grid: neighbours rise one after another. */
  index?: number;
  /** Cards per row at the widest layout; the stagger restarts on each row. */
  columns?: 1 | 2 | 3 | 4;
  className?: string;
  children: ReactNode;
  /** Data attributes pass through (the projects filter reads `data-index`). */
  [data: `data-${string}`]: string | number | undefined;
}

/** A short rise and fade as the element first scrolls into view (see `useScrollReveal`). */
export function Reveal({ as: Tag = 'div', index = 0, columns = 3, className, children, ...data }: RevealProps) {
  // One ref type that fits every tag `as` allows.
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  useScrollReveal(ref, reveals[index % columns] ?? riseAndFade(0));
  return (
    <Tag {...data} ref={ref} className={className}>
      {children}
    </Tag>
  );
}
