'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useCountUp } from 'react-countup';
import { prefersReducedMotion } from '../../hooks/use-reduced-motion';

export interface CountUpProps {
  /** The final value; it is what the HTML shows before (and without) any script. */
  end: number;
  /** Seconds (react-countup's default of 2 s, the specification's). */
  duration?: number;
  className?: string;
}

/**
 * A number that counts up from 0 once, the first time it is scrolled into
 * view. Until then (and with reduced motion, always) it shows its final value.
 */
export function CountUp({ end, duration = 2, className }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const { start, reset } = useCountUp({
    // react-countup types its ref without null; it reads it only after mount.
    ref: ref as RefObject<HTMLElement>,
    start: 0,
    end,
    duration,
    startOnMount: false,
    enableReinitialize: false,
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (entry.isIntersecting) {
          observer.disconnect();
          start();
        } else {
          // Out of sight, it waits at 0 for its one run.
          reset();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [start, reset]);

  return (
    <span ref={ref} className={className}>
      {end}
    </span>
  );
}
