// Each page's Content-Security-Policy goes into the page itself, with the hashes of the inline
// scripts it runs: the policy (pagePolicy) is the hosting's, in hosting/headers.ts; this is
// what the build does to the exported HTML to carry it.
import { createHash } from 'node:crypto';
import { attribute, parseHtml, type HtmlNode } from './html-tree';

/** JSON data blocks (`application/json`, `application/ld+json`) are data: they never run. */
const dataScriptType = /^application\/(ld\+)?json$/i;

/** The hashes (`sha256-…`) of the inline scripts of a page that run, sorted. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const visit = (node: HtmlNode) => {
    if (node.nodeName === 'script') {
      // The browser hashes the script's text as parsed, line ends normalised, as parse5 reads it.
      const text = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
      const runs = attribute(node, 'src') === undefined && !dataScriptType.test((attribute(node, 'type') ?? '').trim());
      if (runs && text !== '') hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseHtml(html));
  return [...hashes].sort();
}

const policyMeta = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/i;

/**
 * The page with its policy in a <meta> tag right after `<meta charset>` (replacing one put
 * there by an earlier run). A meta policy governs only what follows it, so a page where a
 * script would come first stops the build.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const result = policyMeta.test(html)
    ? html.replace(policyMeta, () => tag)
    : html.replace(/<meta charset="utf-8"\/?>/i, (charset) => `${charset}${tag}`);
  const at = result.indexOf(tag);
  const firstScript = result.search(/<script[\s>]/i);
  if (at === -1) throw new Error('A page has no <meta charset="utf-8"> to put its Content-Security-Policy after.');
  if (firstScript !== -1 && firstScript < at)
    throw new Error('A page has a script before its Content-Security-Policy.');
  return result;
}
