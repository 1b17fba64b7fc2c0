// The pure parts of the link check (scripts/check-links.mjs): what a page links to, which
// ids it holds, and which file of the export a link reaches.
import { parse } from 'parse5';

/** Attributes that name a URL the page needs or offers, by element. */
const urlAttributes = {
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

/** The URLs of a `srcset` (each candidate's first word). */
export const srcsetUrls = (value) =>
  value
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/**
 * What a page holds: `links` ({ tag, attribute, url }), the `ids` a fragment may name, and
 * `unsafeBlank`, the links that open a new tab without `rel="noopener noreferrer"`.
 */
export function readPage(html) {
  const links = [];
  const ids = new Set();
  const unsafeBlank = [];
  const visit = (node) => {
    if (node.attrs) {
      const attribute = (name) => node.attrs.find((attr) => attr.name === name)?.value;
      const id = attribute('id');
      if (id) ids.add(id);
      if (node.nodeName === 'a' && attribute('name')) ids.add(attribute('name'));
      for (const name of urlAttributes[node.nodeName] ?? []) {
        const value = attribute(name);
        if (value === undefined) continue;
        const urls = name === 'srcset' ? srcsetUrls(value) : [value.trim()];
        for (const url of urls) links.push({ tag: node.nodeName, attribute: name, url });
      }
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
  visit(parse(html));
  return { links, ids, unsafeBlank };
}

/**
 * Where a link on the page at `fromPath` (a URL path such as `/about`) leads inside the
 * site: `{ path, fragment }` with the path decoded, or null for a link elsewhere (another
 * origin, `mailto:`, `tel:`, `data:`).
 */
export function internalTarget(url, fromPath) {
  if (url === '' || /^(mailto|tel|data|javascript|blob):/i.test(url) || url.startsWith('//')) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return null;
  const base = new URL(fromPath, 'http://site.invalid');
  const target = new URL(url, base);
  let path;
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
export function fileForPath(path, files) {
  const candidates = path.endsWith('/')
    ? [`${path}index.html`, path === '/' ? '/index.html' : `${path.slice(0, -1)}.html`]
    : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find((candidate) => files.has(candidate)) ?? null;
}
