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

/** The content manager's folder (buildtime/cms-bundle.ts): an application for editors, not a page of the site. */
export const cmsPrefix = '/admin/';

/** The pages among an export's files. */
export const pageFiles = (files: string[]): string[] =>
  files.filter((path) => path.endsWith('.html') && !path.startsWith('/_next/') && !path.startsWith(cmsPrefix));

/** A page's route: `/about.html` is `/about`, `/index.html` is `/`. */
export const routeOf = (pageFile: string): string => pageFile.replace(/\.html$/, '').replace(/^\/index$/, '/');

/** The most static files one Worker version may hold on each Cloudflare plan (docs/deploying.md). */
export const staticFileCaps = { free: 20_000, paid: 100_000 } as const;
export type Plan = keyof typeof staticFileCaps;
export const planNames: Record<Plan, string> = { free: 'Free', paid: 'Paid' };

/** The plan the export is sized for: `CLOUDFLARE_PLAN=paid` raises the cap, anything else is Free's. */
export const planOf = (value: string | undefined): Plan => (value?.trim().toLowerCase() === 'paid' ? 'paid' : 'free');

/** Why an export of `files` files cannot be deployed on `plan`, or undefined when it fits. */
export function fileCapProblem(files: number, plan: Plan): string | undefined {
  const cap = staticFileCaps[plan];
  if (files <= cap) return undefined;
  const raise = plan === 'free' ? ` (${staticFileCaps.paid.toLocaleString('en')} on Paid: CLOUDFLARE_PLAN=paid)` : '';
  return `The export holds ${files.toLocaleString('en')} files, over the ${cap.toLocaleString('en')} static files a Worker version may hold on Cloudflare's ${planNames[plan]} plan${raise}: the deploy would fail. See docs/performance.md, "The export's files".`;
}

/**
 * The route payloads Next.js writes beside each page (`about.txt`, `about/__next.*.txt`), which
 * only its router's client-side navigation fetches. The site navigates with plain links, so
 * they are files for nothing: several a page against the host's cap (docs/performance.md).
 */
export function routePayloadFiles(files: readonly string[]): string[] {
  const pages = new Set(pageFiles([...files]));
  return files.filter(
    (path) =>
      path.endsWith('.txt') && (/\/__next\.[^/]*\.txt$/.test(path) || pages.has(path.replace(/\.txt$/, '.html'))),
  );
}

/**
 * The files an export may hold for its pages: a fixed part whatever the content (scripts, styles,
 * fonts, pictures, the content manager) and a share a page (the page, its React payload, its
 * share of cards and search shards), so that 100 times today's content in every language stays
 * within the Free plan's cap.
 */
export const fileBudget = { fixed: 1000, perPage: 2.5 } as const;

/** Why an export of `files` files for `pages` pages is over the budget, or undefined when within. */
export function fileBudgetProblem(files: number, pages: number): string | undefined {
  const limit = Math.floor(fileBudget.fixed + fileBudget.perPage * pages);
  if (files <= limit) return undefined;
  return `The export holds ${files.toLocaleString('en')} files for ${pages.toLocaleString('en')} pages, over the budget of ${limit.toLocaleString('en')} (${fileBudget.fixed.toLocaleString('en')} + ${fileBudget.perPage} a page; buildtime/export-files.ts).`;
}
