'use client';

import { useEffect, useRef, type RefObject } from 'react';
import { useCountUp } from 'react-countup';
import { prefersReducedMotion } from '../../hooks/use-reduced-motion';

export interface CountUpProps {
  /** The final value; it is what the HTML shows before (and without) any script. */
  end: number;
  /** Shown after the number ("K+"). */
  suffix?: string;
  /** Seconds (react-countup's default of 2 s, the specification's). */
  duration?: number;
  className?: string;
}

/**
 * A number that counts up from 0 once, the first time it is scrolled into view; until then it
 * waits at 0 (with reduced motion, it always shows its final value). The moving digits are for
 * the eye: assistive technology reads the final value at all times.
 */
export function CountUp({ end, suffix = '', duration = 2, className }: CountUpProps) {
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
    <>
      <span aria-hidden="true" className={className}>
        <span ref={ref}>{end}</span>
        {suffix}
      </span>
      <span className="visually-hidden">{`${end}${suffix}`}</span>
    </>
  );
}
