import { site } from '@/content/site';

export interface PageSeriesLinksProps {
  /** The address of the page before this one in its listing, if any. */
  previous?: string;
  /** The address of the page after it, if any. */
  next?: string;
}

/**
 * `<link rel="prev">` and `<link rel="next">` between the pages of a listing, as absolute URLs
 * like the canonical one. Next.js's metadata has no field for them; React puts a `<link>`
 * rendered anywhere in the page into the document's head.
 */
export function PageSeriesLinks({ previous, next }: PageSeriesLinksProps) {
  return (
    <>
      {previous && <link rel="prev" href={new URL(previous, site.url).toString()} />}
      {next && <link rel="next" href={new URL(next, site.url).toString()} />}
    </>
  );
}
