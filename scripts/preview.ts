// A pull request's preview (docs/deploying.md, "A preview of each pull request"): the site built
// for the preview's own address, uploaded as a Worker Preview with `wrangler preview`, never with
// `wrangler deploy`. The Preview gets only the `previews` settings of wrangler.jsonc (no binding
// of production's) and none of the dashboard's (`--ignore-base-config`).

/** A pull request's preview name: `pr-` and its number, the same on every push to it. */
export function previewName(pullRequest: string | number): string {
  const number = String(pullRequest).trim();
  if (!/^[1-9]\d{0,9}$/.test(number)) throw new Error(`A pull request's number is wanted; got "${number}".`);
  return `pr-${number}`;
}

/**
 * The preview's address from the repository's pattern (PREVIEW_URL), where `{name}` stands for
 * the preview's name: `https://{name}.previews.example.com` on a preview domain, or
 * `https://{name}-corevia-website.<subdomain>.workers.dev` on workers.dev.
 */
export function previewUrl(pattern: string | undefined, name: string): string {
  const text = pattern?.trim() ?? '';
  if (!text.includes('{name}')) {
    throw new Error(
      `PREVIEW_URL (a repository variable) must be the previews' address with {name} for each one's name, such as https://{name}.previews.example.com (docs/deploying.md); got "${text}".`,
    );
  }
  let url;
  try {
    url = new URL(text.replaceAll('{name}', name));
  } catch {
    throw new Error(`PREVIEW_URL does not make an address: "${text}".`);
  }
  if (url.protocol !== 'https:' || url.pathname !== '/' || url.search || url.hash || url.username || url.port) {
    throw new Error(`PREVIEW_URL must be an https:// host and nothing else; got "${text}".`);
  }
  return url.origin;
}

/**
 * The Worker's SITE_URL on a preview: the live site's address, which its refusal of a form names.
 * Never the preview's own: at SITE_URL the Worker takes forms (worker/preview.ts). Without a live
 * https:// address, none: the Worker then refuses forms everywhere.
 */
export function previewVars(live: string | undefined, preview: string): string[] {
  let liveOrigin;
  try {
    liveOrigin = new URL(live ?? '').origin;
  } catch {
    return [];
  }
  if (!liveOrigin.startsWith('https://')) return [];
  if (new URL(preview).hostname === new URL(liveOrigin).hostname) {
    throw new Error(`The preview's address ${preview} is the live site's: a preview must have an address of its own.`);
  }
  return ['--var', `SITE_URL:${liveOrigin}`];
}

/** wrangler's arguments that create or update the preview `name`; its answer is JSON. */
export const previewArgs = (name: string, vars: string[]): string[] => [
  'preview',
  '--name',
  name,
  '--ignore-base-config',
  '--json',
  ...vars,
];

/** wrangler's arguments that delete the preview `name` and all its deployments. */
export const previewDeleteArgs = (name: string): string[] => [
  'preview',
  'delete',
  '--name',
  name,
  '--skip-confirmation',
];

/**
 * The preview's own addresses (those that follow its latest deployment), from `wrangler preview
 * --json`: its answer is the last thing it writes, an indented object, after anything the
 * Worker's custom build printed.
 */
export function previewUrls(output: string): string[] {
  const lines = output.split('\n');
  for (let start = lines.lastIndexOf('{'); start !== -1; start = start > 0 ? lines.lastIndexOf('{', start - 1) : -1) {
    let answer: unknown;
    try {
      answer = JSON.parse(lines.slice(start).join('\n'));
    } catch {
      continue;
    }
    const urls = (answer as { preview?: { urls?: unknown } }).preview?.urls;
    return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : [];
  }
  throw new Error(`wrangler preview did not answer in JSON:\n${output.slice(-500)}`);
}

/** Whether `expected` is among the addresses Cloudflare gave the preview (host names compared, as typed). */
export const servesAt = (urls: string[], expected: string): boolean =>
  urls.some((url) => {
    try {
      return new URL(url).origin === new URL(expected).origin;
    } catch {
      return false;
    }
  });
