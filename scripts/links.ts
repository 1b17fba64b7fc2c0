// The pure parts of the link check (scripts/links.cli.ts): what a page links to, which
// ids it holds, and which file of the export a link reaches.
import { pageScripts } from '../buildtime/deferred-scripts';
import { attribute as attributeOf, parseHtml, type HtmlNode } from '../buildtime/html-tree';

/** Attributes that name a URL the page needs or offers, by element. */
const urlAttributes: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  form: ['action'],
};

/** Social-card tags whose `content` is a URL of the site: the page itself and its image. */
const urlMetaTags = new Set(['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image']);

/** The URLs of a `srcset` (each candidate's first word). */
export const srcsetUrls = (value: string): string[] =>
  value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

export interface PageLinks {
  links: { tag: string; attribute: string; url: string }[];
  ids: Set<string>;
  unsafeBlank: string[];
}

/**
 * What a page holds: `links` ({ tag, attribute, url }), the `ids` a fragment may name, and
 * `unsafeBlank`, the links that open a new tab without `rel="noopener noreferrer"`.
 */
export function readPage(html: string): PageLinks {
  const links: PageLinks['links'] = [];
  const ids = new Set<string>();
  const unsafeBlank: string[] = [];
  const visit = (node: HtmlNode) => {
    if (node.attrs) {
      const attribute = (name: string) => attributeOf(node, name);
      const id = attribute('id');
      if (id) ids.add(id);
      const anchorName = node.nodeName === 'a' ? attribute('name') : undefined;
      if (anchorName) ids.add(anchorName);
      for (const name of urlAttributes[node.nodeName] ?? []) {
        const value = attribute(name);
        if (value === undefined) continue;
        const urls = name === 'srcset' ? srcsetUrls(value) : [value.trim()];
        for (const url of urls) links.push({ tag: node.nodeName, attribute: name, url });
      }
      const card = node.nodeName === 'meta' ? (attribute('property') ?? attribute('name')) : undefined;
      const content = attribute('content');
      if (card && urlMetaTags.has(card) && content) links.push({ tag: 'meta', attribute: card, url: content.trim() });
      if (attribute('target') === '_blank') {
        const rel = (attribute('rel') ?? '').toLowerCase().split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
          unsafeBlank.push(`<${node.nodeName} href="${attribute('href') ?? ''}">`);
        }
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parseHtml(html));
  // The scripts the page adds once it has painted (buildtime/deferred-scripts.ts) are assets too.
  const deferred = pageScripts(html);
  for (const url of deferred.scripts) links.push({ tag: 'script', attribute: 'loader', url });
  for (const url of deferred.preloads) links.push({ tag: 'link', attribute: 'loader', url });
  if (deferred.payload) links.push({ tag: 'script', attribute: 'payload', url: deferred.payload });
  return { links, ids, unsafeBlank };
}

/**
 * The site's own origin as the export names it: the origin of the home page's canonical URL
 * (`site.url` of content/site.ts, or NEXT_PUBLIC_SITE_URL at build time); null if it has none.
 */
export function siteOrigin(homeHtml: string): string | null {
  const find = (node: HtmlNode): string | null => {
    if (node.nodeName === 'link' && attributeOf(node, 'rel') === 'canonical') return attributeOf(node, 'href') ?? null;
    for (const child of node.childNodes ?? []) {
      const href = find(child);
      if (href) return href;
    }
    return null;
  };
  const href = find(parseHtml(homeHtml));
  if (!href) return null;
  try {
    return new URL(href).origin;
  } catch {
    return null;
  }
}

/**
 * Where a link on the page at `fromPath` (a URL path such as `/about`) leads inside the
 * site: `{ path, fragment }` with the path decoded, or null for a link elsewhere (another
 * origin, `mailto:`, `tel:`, `data:`). An absolute URL on `origin`, the site's own (the
 * canonical URLs, the social cards), is inside the site: the export must hold what it names.
 */
export function internalTarget(
  url: string,
  fromPath: string,
  origin: string | null = null,
): { path: string; fragment: string } | null {
  if (url === '' || /^(mailto|tel|data|javascript|blob):/i.test(url)) return null;
  const base = new URL(fromPath, 'http://site.invalid');
  if (url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url)) {
    let absolute: URL;
    try {
      absolute = new URL(url, 'https://site.invalid');
    } catch {
      return null;
    }
    if (origin === null || absolute.origin !== origin) return null;
  }
  const target = new URL(url, base);
  let path: string;
  try {
    path = decodeURIComponent(target.pathname);
  } catch {
    path = target.pathname;
  }
  const fragment = target.hash ? decodeURIComponent(target.hash.slice(1)) : '';
  return { path, fragment };
}

/**
 * The file of the export that serves a URL path, as the CDN serves clean URLs (`/about` is
 * `about.html`, `/` and a folder their `index.html`), among `files` (paths like
 * `/about.html`); null if none.
 */
export function fileForPath(path: string, files: Set<string>): string | null {
  const candidates = path.endsWith('/')
    ? [`${path}index.html`, path === '/' ? '/index.html' : `${path.slice(0, -1)}.html`]
    : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}
