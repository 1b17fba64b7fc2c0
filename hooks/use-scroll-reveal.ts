import { useEffect, type RefObject } from 'react';
import { observeOnce, placeOnce } from '@/lib/observe-once';

/** The styles an element waits in, as their computed values when it is seen. */
export type WaitingStyles = Pick<CSSStyleDeclaration, 'opacity' | 'transform'>;

export interface ScrollReveal {
  /**
   * A class holding the waiting state (hidden, or empty). It applies only
   * under `prefers-reduced-motion: no-preference`, so with reduced motion the
   * element never waits and its entrance goes from where it is to where it is.
   */
  waitingClass: string | undefined;
  /** Animates from the waiting styles to the element's own. */
  play: (element: HTMLElement, from: WaitingStyles) => void;
  /**
   * What the entrance needs before it can play (its animation code), asked for once the element is
   * a window's height from view; the element waits until it has come.
   */
  ready?: () => Promise<unknown>;
  /** What must come into view: the element itself unless it waits squashed to nothing. */
  watch?: (element: HTMLElement) => Element;
}

/** Whether an element the browser has placed lies below the window: its top past the bottom edge. */
function belowWindow({ isIntersecting, boundingClientRect, rootBounds }: IntersectionObserverEntry): boolean {
  return !isIntersecting && boundingClientRect.top >= (rootBounds?.bottom ?? window.innerHeight);
}

/**
 * Plays an entrance as the element first scrolls into view. The server HTML
 * shows everything; after hydration only an element still below the fold is
 * put in its waiting state, so nothing the visitor has already seen (the hero,
 * the LCP element) ever disappears. Where it lies is read from the browser's
 * next layout, not forced from each element in turn.
 */
export function useScrollReveal(ref: RefObject<HTMLElement | null>, reveal: ScrollReveal) {
  const { waitingClass, play, watch, ready } = reveal;
  useEffect(() => {
    const element = ref.current;
    // Without an observer to say where it lies (an old browser), the element simply stays shown.
    if (!element || !waitingClass || typeof IntersectionObserver === 'undefined') return;
    let stop = () => {};
    let stopped = false;
    const target = watch?.(element) ?? element;
    const enter = () => {
      const { opacity, transform } = getComputedStyle(element);
      element.classList.remove(waitingClass);
      play(element, { opacity, transform });
    };
    const wait = () => {
      element.classList.add(waitingClass);
      if (!ready) return (stop = observeOnce(target, enter));
      // A window's height ahead, ask for what the entrance needs; then wait for the element itself.
      stop = observeOnce(
        target,
        () => {
          ready().then(
            () => {
              if (stopped) return;
              // Scrolled to, or past, while the code came: at once; else once it is seen.
              if (target.getBoundingClientRect().top < window.innerHeight * 0.9) enter();
              else stop = observeOnce(target, enter);
            },
            // Without its animation, the element is simply shown.
            () => element.classList.remove(waitingClass),
          );
        },
        '100%',
      );
    };
    const unplace = placeOnce(element, (entry) => belowWindow(entry) && wait());
    return () => {
      stopped = true;
      unplace();
      stop();
    };
  }, [ref, waitingClass, play, watch, ready]);
}
