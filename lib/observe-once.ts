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

const placing = new Map<Element, (entry: IntersectionObserverEntry) => void>();
let placer: IntersectionObserver | undefined;

/**
 * Calls back once with where the element lies against the window, as the browser reports it
 * after its next layout. Asking at once (`getBoundingClientRect`) forces a layout of the page,
 * and one more for each element a change of class restyles in between: on a phone, most of the
 * work of hydrating a long page. One observer serves every element. Returns a function that stops
 * waiting.
 */
export function placeOnce(element: Element, callback: (entry: IntersectionObserverEntry) => void): () => void {
  placer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const place = placing.get(entry.target);
      unplace(entry.target);
      place?.(entry);
    }
  });
  placing.set(element, callback);
  placer.observe(element);
  return () => unplace(element);
}

function unplace(element: Element) {
  placer?.unobserve(element);
  placing.delete(element);
}
