'use client';

import { useRef } from 'react';
import { useScrollReveal, type ScrollReveal } from '../../../hooks/use-scroll-reveal';
import { loadAnimate } from './load-animate';
import styles from './motion.module.scss';

const fill: ScrollReveal = {
  waitingClass: styles.empty,
  play: (element, from) => {
    void loadAnimate().then((animate) =>
      animate(element, { transform: [from.transform, 'none'] }, { duration: 1.2, ease: [0.22, 1, 0.36, 1] }),
    );
  },
  ready: loadAnimate,
  // An empty bar has no area of its own to be seen: its track is watched instead.
  watch: (element) => element.parentElement ?? element,
};

export interface BarFillProps {
  /** How full the bar is, 0–100. */
  percent: number;
  className?: string;
}

/**
 * The filled part of a progress bar, drawn at its value. A bar still below the
 * fold when the page hydrates empties and fills from 0 as it scrolls into view
 * (see `useScrollReveal`); its stylesheet sets `transform-origin: left`.
 */
export function BarFill({ percent, className }: BarFillProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useScrollReveal(ref, fill);
  return <span ref={ref} className={className} style={{ width: `${percent}%` }} />;
}
