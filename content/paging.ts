// How a listing is split into numbered pages. Pure: entries in, pages out; content/listings.ts
// applies it to the site's listings. Page 1 keeps the listing's own address, so a listing that
// fits one page is the page it always was; page n lives at `{listing}/page/{n}`.
import { listingPageSegment, listingPageUrl } from './permalinks';
import { fill, ui } from './interface';

/** One page of a listing. */
export interface ListingPage<T> {
  /** From 1. */
  number: number;
  url: string;
  entries: T[];
}

/** The path segments after the listing's own address: none for page 1, `page/{n}` after it. */
export function listingPageSegments(number: number): string[] {
  return number === 1 ? [] : [listingPageSegment, String(number)];
}

/** The page a route's segments name: 1 for none, n for `page/{n}` (n ≥ 2), else undefined. */
export function listingPageNumber(segments: readonly string[] | undefined): number | undefined {
  if (!segments || segments.length === 0) return 1;
  const [word, digits] = segments;
  if (segments.length !== 2 || word !== listingPageSegment || !/^[1-9]\d*$/.test(digits ?? '')) return undefined;
  const number = Number(digits);
  return number >= 2 ? number : undefined;
}

/**
 * `entries` in pages of `pageSize`, in their order, at `path` and `{path}/page/{n}`. An empty
 * listing still has its first page, empty.
 */
export function paginate<T>(entries: readonly T[], pageSize: number, path: string): ListingPage<T>[] {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`page size ${pageSize}: a whole number from 1`);
  const count = Math.max(1, Math.ceil(entries.length / pageSize));
  return Array.from({ length: count }, (_, index) => ({
    number: index + 1,
    url: listingPageUrl(path, index + 1),
    entries: entries.slice(index * pageSize, (index + 1) * pageSize),
  }));
}

/** A slot of the pagination nav: a page number, or a gap standing for the pages left out. */
export type PaginationSlot = number | 'gap';

/**
 * The page numbers a pagination nav shows: the first and last, and `around` pages either side of
 * the current one; a gap stands for two or more pages left out (a single one is shown instead).
 * 1 2 [3] 4 5 … 40 · 1 … 18 19 [20] 21 22 … 40.
 */
export function paginationSlots(current: number, total: number, around = 2): PaginationSlot[] {
  const shown = new Set([1, total]);
  for (let number = current - around; number <= current + around; number += 1)
    if (number >= 1 && number <= total) shown.add(number);
  const numbers = [...shown].toSorted((a, b) => a - b);
  return numbers.flatMap((number, index): PaginationSlot[] => {
    const before = index === 0 ? 0 : numbers[index - 1]!;
    if (number - before === 2) return [before + 1, number];
    return number - before > 2 ? ['gap', number] : [number];
  });
}

/** The title of page `number` of a listing titled `title`: page 1 keeps it. */
export function listingPageTitle(title: string, number: number): string {
  return number === 1 ? title : fill(ui.pagination.title_page, { title, number });
}

/** The description of page `number` of `total`: page 1 keeps it; later pages say which they are. */
export function listingPageDescription(description: string, number: number, total: number): string {
  return number === 1 ? description : fill(ui.pagination.description_page, { description, number, total });
}

/** The page of `pages` that a route's segments after the listing's address name, or undefined. */
export function listingPageAt<T>(pages: ListingPage<T>[], segments: readonly string[] | undefined) {
  const number = listingPageNumber(segments);
  return number === undefined ? undefined : pages[number - 1];
}

/** The static params of a listing's pages under an optional catch-all segment named `name`. */
export function listingPageParams<K extends string>(pages: ListingPage<unknown>[], name: K) {
  return pages.map((page) => ({ [name]: listingPageSegments(page.number) }) as Record<K, string[]>);
}

/** A listing page's own title, description and address, from the listing's (seo.yml). */
export function listingPageMeta(
  meta: { title: string; description: string },
  page: ListingPage<unknown>,
  pages: ListingPage<unknown>[],
): { title: string; description: string; path: string } {
  return {
    title: listingPageTitle(meta.title, page.number),
    description: listingPageDescription(meta.description, page.number, pages.length),
    path: page.url,
  };
}
