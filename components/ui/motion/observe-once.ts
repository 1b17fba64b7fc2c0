type Callback = () => void;

const waiting = new Map<Element, Callback>();
let observer: IntersectionObserver | undefined;

/**
 * Calls back once, the first time the element is at least 15% in view. One
 * observer serves every element on the page. Returns a function that stops
 * waiting.
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
    { threshold: 0.15 },
  );
  waiting.set(element, callback);
  observer.observe(element);
  return () => stop(element);
}

function stop(element: Element) {
  waiting.delete(element);
  observer?.unobserve(element);
}
