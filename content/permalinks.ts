/** The slug of a page URL under a collection's prefix: `/project/x` under `/project/` is `x`. */
export function slugFromUrl(url: string, prefix: string): string {
  return url.startsWith(prefix) ? url.slice(prefix.length) : url.replace(/^\/+/, '');
}
