'use client';

import { useEffect, useRef, useState } from 'react';
import { observeOnce, type Approach } from '@/lib/observe-once';

export interface LazyFrameProps {
  src: string;
  title: string;
  height: number;
  className?: string;
  /** How far below the window the frame starts loading. */
  approach?: Approach;
}

/**
 * A third-party frame that is requested only once the visitor scrolls near it:
 * native `loading="lazy"` starts far too early on a phone. Until then it has no
 * `src` (and is not drawn); without JavaScript the `<noscript>` copy loads lazily. Once its
 * document has loaded it carries `data-loaded`, so what waited beneath it can step aside.
 */
export function LazyFrame({ src, title, height, className, approach = '400px' }: LazyFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // Watched through its parent: a frame without a source is not drawn.
    const stage = ref.current?.parentElement;
    if (!stage) return;
    return observeOnce(stage, () => setNear(true), approach);
  }, [approach]);
  return (
    <>
      <iframe
        ref={ref}
        src={near ? src : undefined}
        title={title}
        height={height}
        className={className}
        data-loaded={loaded || undefined}
        onLoad={near ? () => setLoaded(true) : undefined}
      />
      <noscript>
        <iframe src={src} title={title} height={height} loading="lazy" className={className} />
      </noscript>
    </>
  );
}
