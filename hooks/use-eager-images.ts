import { useEffect, type RefObject } from 'react';

/**
 * Lazy images clipped by a slider's track never count as near the viewport,
 * so they would pop in as they slide into view. Once the slider comes close,
 * every image inside it loads.
 */
export function useEagerImages(rootRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        root.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => (image.loading = 'eager'));
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef]);
}
