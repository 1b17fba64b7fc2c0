export interface ImageProps {
  src: string;
  /** Empty for decoration. */
  alt: string;
  /** Intrinsic size: reserves the image's room before it loads. */
  width: number;
  height: number;
  className?: string;
  /**
   * The page's main image: loaded at once and at high priority. React preloads such an image where
   * it renders it into the page's HTML, so it is requested with the stylesheets rather than once
   * the browser reaches it (and not from a boundary that only the payload carries, like the
   * not-found screen's).
   */
  priority?: boolean;
  /** Lazily by default; `eager` for an image above the fold that is not the main content. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * An image as the static export serves it: the file itself, its size reserved, decoded off the
 * main thread. Rendered on the server only, so it adds nothing to a page's scripts (the export's
 * images are SVG, which no optimiser resizes).
 */
export function Image({ src, alt, width, height, className, priority = false, loading, fetchPriority }: ImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's client script would resize nothing here
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      decoding="async"
      loading={priority ? undefined : (loading ?? 'lazy')}
      fetchPriority={priority ? 'high' : fetchPriority}
    />
  );
}
