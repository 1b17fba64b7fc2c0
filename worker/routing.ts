// Which requests run the Worker. Cloudflare answers every other request from the static files
// itself, free and uncounted; each request that runs the Worker counts against the plan (100,000
// a day on Free, then 429 for those paths: docs/deploying.md). So the Worker runs for the API,
// and for the not-found pages' own addresses, whose right answer (status 404) no file can carry.
import { translatedLanguages } from '../content/languages';

/** The Worker's own routes: the forms and the content manager's sign-in. */
export const apiPrefix = '/api/';

/** The not-found page of each language at its own address (`/404`, `/de/404`, `/ar/404`). */
export const notFoundPaths: readonly string[] = ['/404', ...translatedLanguages.map((language) => `/${language}/404`)];

/** Whether a path is one the Worker is there for: it may run first for these, and for no other. */
export const isWorkerPath = (pathname: string): boolean =>
  pathname.startsWith(apiPrefix) || notFoundPaths.includes(pathname);

/** A rule of `run_worker_first` as a regular expression: `*` is any run of characters, `/` too. */
const ruleExpression = (rule: string) =>
  new RegExp(
    `^${rule
      .split('*')
      .map((part) => part.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&'))
      .join('.*')}$`,
  );

/**
 * Whether Cloudflare runs the Worker before the static files for a path, under wrangler.jsonc's
 * `assets.run_worker_first`: `true` for every path, or a list of globs where a rule starting with
 * `!/` sends its paths to the static files whatever the other rules say.
 */
export function runsWorkerFirst(pathname: string, rules: boolean | readonly string[] | undefined): boolean {
  if (typeof rules === 'boolean' || rules === undefined) return rules === true;
  const matches = (rule: string) => ruleExpression(rule).test(pathname);
  if (rules.some((rule) => rule.startsWith('!/') && matches(rule.slice(1)))) return false;
  return rules.some((rule) => rule.startsWith('/') && matches(rule));
}

/**
 * The paths of an export that would run the Worker under `rules` but are not the Worker's: each
 * file as it is addressed (`/about.html`, `/_next/static/…`), each page also at its clean URL and
 * its folder form (`/about`, `/about/`). Empty when every page and file is the static files' own.
 */
export function pathsRunningWorker(files: readonly string[], rules: boolean | readonly string[] | undefined): string[] {
  const addresses = new Set<string>();
  for (const file of files) {
    addresses.add(file);
    if (!file.endsWith('.html')) continue;
    const route = file.replace(/(\/index)?\.html$/, '');
    addresses.add(route || '/');
    if (route) addresses.add(`${route}/`);
  }
  return [...addresses].filter((path) => runsWorkerFirst(path, rules) && !isWorkerPath(path)).sort();
}
