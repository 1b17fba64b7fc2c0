// The page's React payload, out of its HTML. Next.js writes into every page, after the markup,
// the data React hydrates the page from (the server components' tree, as inline
// `self.__next_f.push([…])` scripts): for a static page it repeats most of the markup, and with
// it a page no longer fits the first round trip of a new connection (about 14 KB). After the
// build, this moves it into a file named by its content, which the paint loader
// (lib/paint-loader.ts) fetches beside the page's scripts once the page has painted, and hands to
// Next.js before they run, as the inline scripts would have. The HTML a visitor, a crawler or a
// browser without scripts reads is the same markup as before.
import { createHash } from 'node:crypto';

/** Where the payload files go: under `/_next/static/`, cached for good like the scripts. */
export const payloadFolder = '/_next/static/payload';

/** Next.js's inline payload scripts: the first creates the queue, the others add to it. */
const payloadScript =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*?)\)<\/script>/g;

/** A page's payload file: its URL path and its text (a JSON array of Next.js's segments). */
export interface PayloadFile {
  url: string;
  text: string;
}

/**
 * The page without its inline payload scripts, and their segments, in order, as one file named
 * by a hash of its text (null when the page has none: then it is returned as it was).
 */
export function withoutInlinePayload(html: string): { html: string; payload: PayloadFile | null } {
  const segments: unknown[] = [];
  const rest = html.replace(payloadScript, (script, segment: string) => {
    try {
      segments.push(JSON.parse(segment));
    } catch {
      throw new Error(`A payload script the build cannot read as JSON: ${script.slice(0, 120)}…`);
    }
    return '';
  });
  if (segments.length === 0) return { html, payload: null };
  const text = JSON.stringify(segments);
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  return { html: rest, payload: { url: `${payloadFolder}/${hash}.json`, text } };
}

/** Whether a page still carries payload inline (in a form the move above does not know). */
export const hasInlinePayload = (html: string): boolean => /<script\b[^>]*>[^<]*self\.__next_f\b/.test(html);
