import { useEffect, useState } from 'react';

/** True while the page is scrolled further than `threshold` pixels. */
export function useScrollPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Where a page opened mid-way (a reload, a link to an anchor) is, read in the next frame:
    // reading the scroll position lays the page out first, which in the effect would be one more
    // layout inside hydration's task, the longest a phone runs.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
