/** The loader that adds the given scripts and script preloads once the page has painted. */
export function scriptLoader(scripts: string[], preloads: string[]): string;
/** The page with its async scripts and script preloads moved into the loader (idempotent). */
export function deferScripts(html: string): string;
/** The script and preload URLs a page's loader adds (none for a page without one). */
export function loaderUrls(html: string): { scripts: string[]; preloads: string[] };
