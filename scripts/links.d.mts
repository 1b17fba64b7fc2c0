// Types of scripts/links.mjs for the TypeScript that imports it.
export function srcsetUrls(value: string): string[];
export function readPage(html: string): {
  links: { tag: string; attribute: string; url: string }[];
  ids: Set<string>;
  unsafeBlank: string[];
};
export function siteOrigin(homeHtml: string): string | null;
export function internalTarget(
  url: string,
  fromPath: string,
  origin?: string | null,
): { path: string; fragment: string } | null;
export function fileForPath(path: string, files: Set<string>): string | null;
