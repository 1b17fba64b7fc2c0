// Each page's Content-Security-Policy goes into the page itself, with the hashes of the inline
// scripts it runs and of its inline styles: the policy (pagePolicy) is the hosting's, in
// hosting/headers.ts; this is what the build does to the exported HTML to carry it.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';
import { attribute, parseHtml, type HtmlNode } from './html-tree';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const textOf = (node: HtmlNode) => (node.childNodes ?? []).map((child) => child.value ?? '').join('');

/** JSON data blocks (`application/json`, `application/ld+json`) are data: they never run. */
const dataScriptType = /^application\/(ld\+)?json$/i;

/** The hashes (`sha256-…`) of the inline scripts of a page that run, sorted. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const visit = (node: HtmlNode) => {
    if (node.nodeName === 'script') {
      // The browser hashes the script's text as parsed, line ends normalised, as parse5 reads it.
      const text = textOf(node);
      const runs = attribute(node, 'src') === undefined && !dataScriptType.test((attribute(node, 'type') ?? '').trim());
      if (runs && text !== '') hashes.add(sha256(text));
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseHtml(html));
  return [...hashes].sort();
}

/**
 * The hashes of a page's inline <style> elements, sorted: its critical rules
 * (buildtime/critical-styles.ts) and those a browser without scripts reads in a <noscript>, which the
 * page is parsed for as such a browser parses it.
 */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>();
  const visit = (node: HtmlNode) => {
    if (node.nodeName === 'style') hashes.add(sha256(textOf(node)));
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html, { scriptingEnabled: false }) as unknown as HtmlNode);
  return [...hashes].sort();
}

/**
 * What a page's policy does not allow of its own inline code: each inline script or style whose
 * hash its <meta> policy lacks. Empty when all is well.
 */
export function policyProblems(html: string): string[] {
  const policy = policyMetaContent
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  if (policy === undefined) return ['no Content-Security-Policy <meta> tag'];
  const sources = (name: string) =>
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([directive]) => directive === name)
      ?.slice(1) ?? [];
  const missing = (kind: string, directive: string, hashes: string[]) =>
    hashes
      .filter((hash) => !sources(directive).includes(`'${hash}'`))
      .map((hash) => `an inline ${kind} whose hash (${hash}) is not in its policy's ${directive}`);
  return [
    ...missing('script', 'script-src', inlineScriptHashes(html)),
    ...missing('style', 'style-src', inlineStyleHashes(html)),
  ];
}

const policyMetaContent = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/i;
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
