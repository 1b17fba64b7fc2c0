// The page's web fonts and scripts, requested once it has painted. Next.js writes the scripts as
// async scripts (most in the head), which a phone then fetches beside the stylesheets and runs as
// they arrive, before the first paint as often as not: the main content waits for script it does
// not need (every page is complete as HTML; scripts only hydrate it). After the build, this moves
// them, and the script preloads, into a JSON list in the head (`#paint-scripts`), beside the
// fonts (`#paint-fonts`), and ends the body with the page's one paint loader (lib/paint-loader.ts),
// which reads both once the browser reports the first contentful paint. Added here rather than
// rendered by React, the loader and the fonts are not repeated in the page's React payload. That
// payload leaves the page too (buildtime/page-payload.ts): the list names its file.
//
// The loader is one file for every page (`paintLoaderFile`, named by its content and cached for
// good), loaded async: it holds up nothing, and its 0.8 KB of brotli stay out of each page's first
// round trip, where they kept the heavier pages from carrying their first screen's styles. A page
// with room for it in that round trip carries it inline instead (`withInlinePaintLoader`): a
// browser then asks for nothing before the first paint but the page's pictures, where the file,
// found at once by the preload scanner, is a request the paint has to share the network with.
// A page without that room whose first paint is its text preloads the file and runs it from a
// starter of a few lines once it has painted (`withStartedPaintLoader`): the same request, and
// nothing of it run before the paint.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import {
  jsonScriptText,
  paintFontsId,
  paintLoaderId,
  paintScriptsId,
  type PageScripts,
  type WebFont,
} from '../lib/paint-loader';
import { withEagerCompileHint } from './compile-hints';
import { attribute, parseHtml, type HtmlNode } from './html-tree';
import { hasInlinePayload } from './page-payload';

const asyncScript = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;
const scriptList = new RegExp(`<script id="${paintScriptsId}" type="application/json">([\\s\\S]*?)</script>`);
const loaderStart = `<script id="${paintLoaderId}"`;

const unique = (matches: IterableIterator<RegExpMatchArray>) => [...new Set([...matches].map((match) => match[1]!))];

/** A call of lib/paint-loader.ts bundled for the browser with what it uses of the module, minified. */
const bundledCall = (call: string, name: string) =>
  buildSync({
    stdin: {
      contents: `import { ${name} } from './paint-loader'; ${call};`,
      // The project's lib/ (scripts run from the project's root).
      resolveDir: join(process.cwd(), 'lib'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
  }).outputFiles[0]!.text.trim();

/** The loader's script: `startPaintLoader` bundled from its source module. */
export const paintLoader = bundledCall('startPaintLoader()', 'startPaintLoader');

const paintLoaderText = withEagerCompileHint(paintLoader);

/** The loader's file in the export: its URL path and its text (with the compile hint if large enough). */
export const paintLoaderFile = {
  url: `/_next/static/paint/${createHash('sha256').update(paintLoaderText).digest('hex').slice(0, 16)}.js`,
  text: paintLoaderText,
};

/** The element that loads it: async, so that it neither blocks the parser nor the first paint. */
export const paintLoaderTag = `${loaderStart} src="${paintLoaderFile.url}" async=""></script>`;

/** The loader written into the page, hashed into its policy like its other inline scripts. */
export const inlinePaintLoaderTag = `${loaderStart}>${paintLoader}</script>`;

/** The page with its paint loader inline rather than from its file (see above). */
export const withInlinePaintLoader = (html: string): string => html.replace(paintLoaderTag, () => inlinePaintLoaderTag);

/** The few lines that run the loader's file once the page has painted (`withStartedPaintLoader`). */
export const paintLoaderStarter = bundledCall(
  `startPaintLoaderFile(${JSON.stringify(paintLoaderFile.url)})`,
  'startPaintLoaderFile',
);

/** Whether the page paints a main image first: one it asks for at high priority. */
export const hasMainImage = (html: string): boolean => /<img\b[^>]*\sfetchpriority="high"/i.test(html);

/** The loader's file, asked for as the async script was: found by the preload scanner, at low priority. */
export const paintLoaderPreload = `<link rel="preload" as="script" fetchpriority="low" href="${paintLoaderFile.url}"/>`;

/** The starter, written into the page, which preloads the file beside it. */
export const startedPaintLoaderTags = `${paintLoaderPreload}${loaderStart}>${paintLoaderStarter}</script>`;

/**
 * The page with its loader's file preloaded and run by a starter inline once the page has
 * painted, rather than run as an async script: that one runs as soon as it arrives, before the
 * paint as often as not, and a browser's trace then shows the paint waiting on its request. The
 * request goes out as early as before; a page without room for the loader inline takes this one
 * where its first paint is its text (scripts/postbuild.cli.ts).
 */
export const withStartedPaintLoader = (html: string): string =>
  html.replace(paintLoaderTag, () => startedPaintLoaderTags);

const jsonElement = (id: string, value: unknown) =>
  `<script id="${id}" type="application/json">${jsonScriptText(value)}</script>`;

/**
 * The page with its async scripts and script preloads moved into the list the loader reads
 * (with the URL of its payload file, when it has one), the fonts beside them, and the loader at
 * the end of the body (idempotent).
 */
export function withPaintLoader(html: string, fonts: WebFont[], payload?: string): string {
  if (html.includes(loaderStart) || !html.includes('</head>') || !html.includes('</body>')) return html;
  const scripts = unique(html.matchAll(asyncScript));
  const preloads = unique(html.matchAll(scriptPreload)).filter((href) => !scripts.includes(href));
  const list: PageScripts = payload ? { scripts, preloads, payload } : { scripts, preloads };
  const data = jsonElement(paintScriptsId, list) + jsonElement(paintFontsId, fonts);
  return (
    html
      .replace(asyncScript, '')
      .replace(scriptPreload, '')
      .replace('</head>', () => `${data}</head>`)
      // At the end of the body: when it runs, early from the cache or not, the lists are parsed.
      .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${paintLoaderTag}</body>`)
  );
}

/** The scripts and preloads a page's loader adds (none for a page without a list). */
export function pageScripts(html: string): PageScripts {
  const text = scriptList.exec(html)?.[1];
  return text ? (JSON.parse(text) as PageScripts) : { scripts: [], preloads: [] };
}

/**
 * Whether a script with the loader's id is the loader: its async file, its very text, or the
 * starter of its file (which the page must preload: `started`).
 */
function isPaintLoader(node: HtmlNode, src: string | undefined, started: () => void): boolean {
  if (src !== undefined) return src === paintLoaderFile.url && attribute(node, 'async') !== undefined;
  const text = (node.childNodes ?? []).map((child) => child.value ?? '').join('');
  if (text === paintLoaderStarter) started();
  return text === paintLoader || text === paintLoaderStarter;
}

/**
 * What is wrong with a built page's scripts: a script element that still loads on its own (it
 * would block or race the first paint: Next.js may have written it in a form `withPaintLoader`
 * does not know), payload still inline, or a number of paint loaders other than one. Empty when
 * all is well.
 */
export function scriptProblems(html: string): string[] {
  const problems: string[] = [];
  let loaders = 0;
  let started = false;
  let preloaded = false;
  const visit = (node: HtmlNode) => {
    if (
      node.nodeName === 'link' &&
      attribute(node, 'rel') === 'preload' &&
      attribute(node, 'as') === 'script' &&
      attribute(node, 'href') === paintLoaderFile.url
    )
      preloaded = true;
    if (node.nodeName === 'script') {
      const src = attribute(node, 'src');
      const loader = attribute(node, 'id') === paintLoaderId;
      if (loader) loaders += 1;
      if (loader && !isPaintLoader(node, src, () => (started = true)))
        problems.push(`a paint loader other than the async ${paintLoaderFile.url}, its text or its starter inline`);
      else if (!loader && src !== undefined && attribute(node, 'nomodule') === undefined) {
        problems.push(`a script that loads before the first paint: ${src}`);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parseHtml(html));
  if (loaders !== 1) problems.push(`${loaders} paint loaders, not one`);
  if (started && !preloaded) problems.push(`a paint loader's starter without the preload of ${paintLoaderFile.url}`);
  if (!scriptList.test(html)) problems.push('no list of scripts for the paint loader');
  if (hasInlinePayload(html)) problems.push('React payload left inline in the page');
  return problems;
}
