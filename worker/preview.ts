// A preview of the site (a Worker version uploaded with `wrangler versions upload --preview-alias`,
// docs/deploying.md) runs with the production bindings: Cloudflare gives a preview version the
// same D1 database, queues and e-mail as the deployed one. So the Worker takes forms, and writes
// anything at all, only at the site's own address (SITE_URL, which `npm run deploy` sets from the
// build's NEXT_PUBLIC_SITE_URL) and on this machine; at any other address, a preview's among them,
// it refuses with a message that says why, and nothing reaches production. Without a usable
// SITE_URL it refuses everywhere but on this machine: a preview must never be the one that writes.
import type { Env } from './env';
import { json, problem } from './http';

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The site's own host name, from SITE_URL; undefined when it is not an https:// address. */
export function siteHost(env: Pick<Env, 'SITE_URL'>): string | undefined {
  try {
    const url = new URL(env.SITE_URL?.trim() ?? '');
    return url.protocol === 'https:' ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a request reached the Worker at an address where it may write: the site's own, or this machine. */
export function writesAllowed(url: URL, env: Pick<Env, 'SITE_URL'>): boolean {
  return loopback.has(url.hostname) || url.hostname === siteHost(env);
}

/** The answer to a write at any other address: 403, saying it is a preview and where the live site is. */
export function previewRefusal(request: Request, env: Pick<Env, 'SITE_URL'>): Response | null {
  const url = new URL(request.url);
  if (writesAllowed(url, env)) return null;
  const live = siteHost(env);
  if (!live) console.error('preview: SITE_URL is not the site’s https:// address; forms are refused at', url.hostname);
  return json(
    403,
    problem(
      'preview',
      `This address is a preview of the site: it receives no forms, so nothing reaches the company or its database.${live ? ` Send it from https://${live}.` : ''}`,
    ),
    { Vary: 'Origin' },
  );
}
