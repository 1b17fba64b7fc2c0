// Turnstile fails closed at deploy: a build whose forms carry a Turnstile site key needs a Worker
// with TURNSTILE_SECRET, or the Worker refuses every form. The build is read from its own pages,
// not from the shell's environment, so `check` judges the export it is given.
import { turnstileOrigin } from '../lib/turnstile';
import { payloadFolder } from '../buildtime/page-payload';

/** The page whose quote form shows whether the build has Turnstile. */
export const formPage = 'contact.html';

/** What a built page says of Turnstile: whether it allows the widget, and its site key when readable. */
export interface BuildTurnstile {
  widget: boolean;
  siteKey?: string;
}

/** The page's React payload files (buildtime/page-payload.ts moves the payload out of the HTML). */
export function payloadUrls(html: string): string[] {
  const folder = payloadFolder.replace(/[/.]/g, '\\$&');
  return [...new Set(html.match(new RegExp(`${folder}/[\\w-]+\\.json`, 'g')) ?? [])];
}

/**
 * Turnstile in a built page: its origin in the page's policy (the build allows it only with a site
 * key, hosting/headers.ts), and the key the forms get as a prop, in the payload however escaped.
 */
export function turnstileInPage(html: string, payloads: string[] = []): BuildTurnstile {
  const siteKey = [html, ...payloads]
    // React writes an absent prop as "$undefined" (its special values all start with "$"; a key never does).
    .map((text) => /turnstileSiteKey\\*"\s*:\s*\\*"([^"\\$][^"\\]*)/.exec(text)?.[1])
    .find(Boolean);
  const widget = Boolean(siteKey) || html.includes(new URL(turnstileOrigin).host);
  return siteKey ? { widget, siteKey } : { widget };
}

/** Whether a `.dev.vars` text sets TURNSTILE_SECRET to something. */
export function secretInDevVars(text: string): boolean {
  return text.split(/\r?\n/).some((line) => {
    const match = /^\s*(?:export\s+)?TURNSTILE_SECRET\s*=\s*(.*)$/.exec(line);
    const value = match?.[1]?.replace(/^(["'])(.*)\1\s*$/, '$2').trim();
    return Boolean(value && !value.startsWith('#'));
  });
}

/** The names in `wrangler secret list --format json`. */
export function secretNames(output: string): string[] {
  const list: unknown = JSON.parse(output.slice(output.indexOf('['), output.lastIndexOf(']') + 1));
  if (!Array.isArray(list)) throw new Error('wrangler secret list: not a list of secrets.');
  return list.flatMap((entry) => (typeof (entry as { name?: unknown }).name === 'string' ? [entry.name] : []));
}

export type Verdict = { ok: true } | { ok: false; message: string };

/**
 * Whether a build may go out: refused when it has the widget and the secret is missing.
 * `secret.where` is what was asked: the deployed Worker, or this machine (`check`).
 */
export function turnstileVerdict(
  build: BuildTurnstile & { folder: string },
  secret: { present: boolean; where: 'worker' | 'local' },
): Verdict {
  if (!build.widget || secret.present) return { ok: true };
  const put = '`npx wrangler secret put TURNSTILE_SECRET`';
  const lead = `The build in ${build.folder}/ has a Turnstile site key (NEXT_PUBLIC_TURNSTILE_SITE_KEY)`;
  const or = 'or build without NEXT_PUBLIC_TURNSTILE_SITE_KEY';
  return {
    ok: false,
    message:
      secret.where === 'worker'
        ? `${lead}, but the Worker has no TURNSTILE_SECRET, so it would refuse every form. Run ${put} with the secret of the same Turnstile widget, then deploy again; ${or}.`
        : `${lead}, but neither .dev.vars nor the environment has TURNSTILE_SECRET: deployed so, the Worker would refuse every form. Give the Worker its secret with ${put} and put TURNSTILE_SECRET in .dev.vars (or the environment) for this check; ${or}.`,
  };
}

/**
 * The `wrangler deploy` arguments that hand the build's site key to the Worker, so that it too
 * refuses forms without its secret; the build's own key first, the one it was built with else.
 */
export function siteKeyVars(build: BuildTurnstile & { folder: string }, builtWith?: string): string[] {
  const key = build.siteKey ?? builtWith?.trim();
  if (!build.widget) return [];
  if (!key) {
    throw new Error(
      `The build in ${build.folder}/ allows Turnstile, but its site key cannot be read from ${formPage}: build again with NEXT_PUBLIC_TURNSTILE_SITE_KEY set.`,
    );
  }
  return ['--var', `TURNSTILE_SITE_KEY:${key}`];
}
