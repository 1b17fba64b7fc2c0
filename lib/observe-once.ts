type Callback = () => void;

/** How far below the window's bottom edge an element counts as seen (negative: above it). */
export type Approach = `${number}px` | `${number}%`;

const waiting = new Map<Element, { callback: Callback; observer: IntersectionObserver }>();
const observers = new Map<Approach, IntersectionObserver>();

function observerFor(approach: Approach): IntersectionObserver {
  let observer = observers.get(approach);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const seen = waiting.get(entry.target);
          stop(entry.target);
          seen?.callback();
        }
      },
      { rootMargin: `0px 0px ${approach} 0px` },
    );
    observers.set(approach, observer);
  }
  return observer;
}

/**
 * Calls back once, the first time the element's top edge comes within
 * `approach` of the window's bottom edge (by default a tenth of the window
 * above it), whatever the element's height. One observer serves every element
 * waiting at the same distance. Returns a function that stops waiting.
 */
export function observeOnce(element: Element, callback: Callback, approach: Approach = '-10%'): () => void {
  const observer = observerFor(approach);
  waiting.set(element, { callback, observer });
  observer.observe(element);
  return () => stop(element);
}

function stop(element: Element) {
  waiting.get(element)?.observer.unobserve(element);
  waiting.delete(element);
}
