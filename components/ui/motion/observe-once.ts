type Callback = () => void;

const waiting = new Map<Element, Callback>();
let observer: IntersectionObserver | undefined;

/**
 * Calls back once, the first time the element's top edge comes a tenth of the
 * window above the bottom (whatever the element's height). One observer serves
 * every element on the page. Returns a function that stops waiting.
 */
export function observeOnce(element: Element, callback: Callback): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const seen = waiting.get(entry.target);
        stop(entry.target);
        seen?.();
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  waiting.set(element, callback);
  observer.observe(element);
  return () => stop(element);
}

function stop(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}
