// The files and pages of an export, as the paths the host serves them under.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file of an export as its URL path (`/about.html`), but the `_headers` file itself. */
export function exportFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return exportFiles(join(dir, entry.name), path);
    return path === '/_headers' ? [] : [path];
  });
}

/** The content manager's folder (build/cms-bundle.ts): an application for editors, not a page of the site. */
export const cmsPrefix = '/admin/';

/** The pages among an export's files. */
export const pageFiles = (files: string[]): string[] =>
  files.filter((path) => path.endsWith('.html') && !path.startsWith('/_next/') && !path.startsWith(cmsPrefix));

/** A page's route: `/about.html` is `/about`, `/index.html` is `/`. */
export const routeOf = (pageFile: string): string => pageFile.replace(/\.html$/, '').replace(/^\/index$/, '/');
