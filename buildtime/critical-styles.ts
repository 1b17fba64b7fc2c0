// A page paints from the rules of its first screen, written into the page, and loads its
// stylesheets once it has painted. Next.js links a page's stylesheets in its head, where they
// block the first paint; most of their rules style what lies below the fold or in closed dialogs.
// After the build, this cuts the page down to what a visitor first sees (the header without its
// dialogs, the first two sections of the main content), asks beasties, which matches every rule
// of the stylesheets against a document, for the rules that cut matches, and writes them into
// the page's head as one <style>, hashed into its policy (buildtime/script-policy.ts), with a rule
// that draws what the cut left out only near the viewport until the stylesheets have arrived
// (each such part is marked; the paint loader lifts the marks one part a task). A page they
// would take past the first round trip keeps its first stylesheets linked (the site's font
// fallbacks and palettes, small and shared by every page) and carries the rest of the rules;
// failing that, it links them as a small stylesheet of its own. The other links
// leave the head for the paint loader's list (`#paint-styles`, lib/paint-loader.ts), which adds
// them back after the first paint, before the scripts that hydrate the page; a <noscript> keeps
// them for a browser without scripts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { parse, serialize } from 'parse5';
import postcss from 'postcss';
import {
  afterMainId,
  belowFirstScreenAttribute,
  paintLaterAttribute,
  shortSectionAttribute,
  shownOnceReadyAttribute,
} from '../lib/first-screen';
import { jsonScriptText, paintStylesId } from '../lib/paint-loader';
import { attribute, type HtmlNode } from './html-tree';
import { iconIds } from './inline-icons';

/** The sections of the main content that may show on the first screen: an inner page's banner
 * and what follows it, a home page's hero and what follows it (short sections not counted). */
const firstSections = 2;

/** Next.js's stylesheet links, as it writes them in the head. */
const stylesheetLink = /<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/g;
const stylesList = new RegExp(`<script id="${paintStylesId}" type="application/json">`);

/** The stylesheets a page links, in their order. */
export const stylesheetHrefs = (html: string): string[] => [...html.matchAll(stylesheetLink)].map((match) => match[1]!);

/** Whether the page already has its critical rules (the step is idempotent). */
export const hasCriticalStyles = (html: string): boolean => stylesList.test(html);

type TreeNode = HtmlNode & {
  childNodes?: TreeNode[];
  /** Where the element starts in the page's text, when parsed with locations. */
  sourceCodeLocation?: { startTag?: { startOffset: number } };
};

const isElement = (node: TreeNode, name?: string) =>
  node.tagName !== undefined && (name === undefined || node.tagName === name);

function find(node: TreeNode, name: string): TreeNode | undefined {
  if (isElement(node, name)) return node;
  for (const child of node.childNodes ?? []) {
    const found = find(child, name);
    if (found) return found;
  }
  return undefined;
}

function prune(node: TreeNode, drop: (child: TreeNode) => boolean) {
  if (!node.childNodes) return;
  node.childNodes = node.childNodes.filter((child) => !drop(child));
  for (const child of node.childNodes) prune(child, drop);
}

/** What no first screen shows, wherever it is: scripts, templates, closed dialogs (the menu and
 * search, shown only when opened), and what says it starts below the first screen. */
const neverOnFirstScreen = (node: TreeNode) =>
  isElement(node, 'script') ||
  isElement(node, 'template') ||
  isElement(node, 'noscript') ||
  (isElement(node, 'dialog') && attribute(node, 'open') === undefined) ||
  attribute(node, belowFirstScreenAttribute) !== undefined;

/** The sections of the main content after those the first screen may show (a short one leaves
 * room for one more). */
function laterSections(main: TreeNode): TreeNode[] {
  let sections = 0;
  return (main.childNodes ?? []).filter(
    (node) =>
      isElement(node) &&
      !neverOnFirstScreen(node) &&
      (sections += attribute(node, shortSectionAttribute) === undefined ? 1 : 0) > firstSections,
  );
}

/**
 * The page as its first screen, its root in the dark theme: its head without inline styles and
 * scripts, and its body without the footer, scripts, closed dialogs, what says it starts below it
 * (lib/first-screen.ts) and the main content's sections after the first two. This is what the
 * critical rules are matched against; the page itself keeps everything.
 */
export function firstScreen(html: string): string {
  const document = parse(html) as unknown as TreeNode;
  // As a visitor's stored choice of the dark theme sets it before the first paint: so a
  // component's rules for the dark theme match with the component (those for a system asking for
  // dark, `:root:not([data-theme=light])`, match either way).
  const root = find(document, 'html');
  if (root)
    root.attrs = [
      ...(root.attrs ?? []).filter(({ name }) => name !== 'data-theme'),
      { name: 'data-theme', value: 'dark' },
    ];
  const head = find(document, 'head');
  if (head) prune(head, (node) => isElement(node, 'style') || isElement(node, 'script') || isElement(node, 'noscript'));
  const body = find(document, 'body');
  if (!body) return serialize(document as never);
  prune(body, (node) => isElement(node, 'footer') || neverOnFirstScreen(node));
  emptyClosed(body);
  const main = find(body, 'main');
  if (main?.childNodes) {
    const later = new Set(laterSections(main));
    main.childNodes = main.childNodes.filter((node) => !later.has(node));
  }
  return serialize(document as never);
}

/**
 * The parts of the page its first screen leaves out, outermost first, in the page's order: the
 * main content's later sections, what says it starts below the first screen, and the site's
 * footer.
 */
function laterParts(document: TreeNode): TreeNode[] {
  const body = find(document, 'body');
  const main = body && find(body, 'main');
  const later = new Set(main ? laterSections(main) : []);
  const parts: TreeNode[] = [];
  const visit = (node: TreeNode) => {
    if (
      later.has(node) ||
      attribute(node, belowFirstScreenAttribute) !== undefined ||
      (isElement(node, 'footer') && attribute(node, 'id') === afterMainId)
    )
      parts.push(node);
    else if (!isElement(node, 'template')) for (const child of node.childNodes ?? []) visit(child);
  };
  if (body) visit(body);
  return parts;
}

/**
 * The rule that draws the parts marked as painted later only near the viewport, with the room of
 * a screen's part held for each meanwhile (the height it had once drawn, after that), and only for
 * a browser that runs scripts: the paint loader takes the marks away (lib/paint-loader.ts). Only
 * their height is held: their width is their container's, as when they are drawn.
 */
export const paintLaterRule = `@media (scripting:enabled){[${paintLaterAttribute}]{content-visibility:auto;contain-intrinsic-block-size:auto 600px}}`;

/**
 * The page with each part its first screen leaves out marked as painted later
 * (`paintLaterAttribute`), in its start tag: the page's text is otherwise unchanged.
 */
export function withLaterParts(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true }) as unknown as TreeNode;
  const starts = laterParts(document)
    .filter((node) => attribute(node, paintLaterAttribute) === undefined)
    .map((node) => node.sourceCodeLocation!.startTag!.startOffset + 1 + node.tagName!.length)
    .sort((a, b) => b - a);
  let marked = html;
  for (const at of starts) marked = `${marked.slice(0, at)} ${paintLaterAttribute}${marked.slice(at)}`;
  return marked;
}

/** Whether the page has parts its first screen leaves out. */
const hasLaterParts = (html: string) => laterParts(parse(html) as unknown as TreeNode).length > 0;

/** What a page marks as closed before anything opens it: its box is kept, its content is not drawn. */
export const closedMark = 'data-starts-closed';

/**
 * Empties what the first screen cannot show inside: a closed `<details>` (all but its summary,
 * which the browser draws alone) and an element marked closed (`closedMark`: a dropdown's list,
 * hidden by its own rule until it is opened). The element stays, so the rule that hides it is kept;
 * the rules of its content arrive with the stylesheets, before anything can open it.
 */
function emptyClosed(node: TreeNode) {
  if (isElement(node, 'details') && attribute(node, 'open') === undefined)
    node.childNodes = node.childNodes?.filter((child) => isElement(child, 'summary'));
  else if (attribute(node, closedMark) !== undefined) node.childNodes = [];
  for (const child of node.childNodes ?? []) emptyClosed(child);
}

/** The icons the page's first screen draws (ids of the sprite's symbols): not those of what
 * shows only once the page's script has run (lib/first-screen.ts), by when the sprite is there. */
export function firstScreenIconIds(html: string): Set<string> {
  const document = parse(firstScreen(html)) as unknown as TreeNode;
  prune(document, (node) => attribute(node, shownOnceReadyAttribute) !== undefined);
  return new Set(iconIds(serialize(document as never)));
}

/**
 * The rules of the page's stylesheets (read from the export in `outDir`) that its first screen
 * uses, minified, in both themes, and the faces of the fallback fonts; with `blocking`, of the
 * stylesheets after its first `blocking` only, which the page keeps linked (`withCriticalStyles`).
 */
export async function criticalRules(html: string, outDir: string, blocking = 0): Promise<string> {
  const kept = stylesheetHrefs(html).slice(0, blocking);
  let linked = 0;
  const page = html.replace(stylesheetLink, (link) => (linked++ < blocking ? '' : link));
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // Only the rules are wanted (the page is rewritten by `withCriticalStyles`): the strategy
    // that adds no script.
    preload: 'body',
    // The faces are added whole below: beasties cannot tell the families a `var()` names.
    fonts: false,
    keyframes: 'critical',
    compress: true,
    // The palettes of the themes, which the matching leaves out (it reads no attribute of the
    // root): a component's rules for a theme are matched with the component (`firstScreen`).
    // So are the root's rules for the page's own language (the Arabic pages' family lists).
    allowRules: [/^:root(\[data-theme=(dark|light)\]|:not\(\[data-theme=light\]\))$/, `html[lang=${pageLang(page)}]`],
    logLevel: 'silent',
  });
  const processed = await beasties.process(firstScreen(page));
  const rules = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  // What the kept stylesheets read, the rules keep setting.
  const keptRules = kept.map((href) => readFileSync(join(outDir, href), 'utf8')).join('');
  const first = withoutUnusedProperties(withoutMotion(withoutPointerStates(rules)), page, keptRules);
  return fallbackFaces(page, outDir, first) + first + (hasLaterParts(page) ? paintLaterRule : '');
}

/** The language the page's root names (`<html lang>`), or an empty string. */
const pageLang = (html: string): string => /<html[^>]*\slang="([\w-]+)"/.exec(html)?.[1] ?? '';

/** The custom properties a CSS value reads (`var(--name)`, fallbacks included). */
const propertiesRead = (value: string): string[] =>
  [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!);

/**
 * The rules without the custom properties nothing in them reads: the palettes and tokens of
 * `:root` are set whole, while a first screen reads a few of them. A property is kept when a
 * rule's declaration or an element's `style` attribute in `html` reads it, or a kept property's
 * value does, or `alsoRead` (the stylesheets the page keeps linked) reads it. The stylesheets,
 * which set them all, arrive right after the first paint.
 */
export function withoutUnusedProperties(css: string, html: string, alsoRead = ''): string {
  const root = postcss.parse(css);
  const read = new Set(propertiesRead(alsoRead));
  for (const [, style] of html.matchAll(/\sstyle="([^"]*)"/g))
    for (const name of propertiesRead(style!)) read.add(name);
  const setters = new Map<string, string[]>();
  root.walkDecls((decl) => {
    const names = propertiesRead(decl.value);
    if (decl.prop.startsWith('--')) setters.set(decl.prop, [...(setters.get(decl.prop) ?? []), ...names]);
    else for (const name of names) read.add(name);
  });
  // What a read property's value reads in turn, until nothing new is read.
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop())
    for (const next of setters.get(name) ?? [])
      if (!read.has(next)) {
        read.add(next);
        pending.push(next);
      }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !read.has(decl.prop)) decl.remove();
  });
  return withoutEmptyRules(root).toString();
}

/** The at-rules whose rules a first paint never needs: keyframes, and the media of a browser without
 * scripts (its `<noscript>` links block the paint on the whole stylesheets) or asking for less motion. */
const noFirstPaintAtRule = (atRule: postcss.AtRule) =>
  /keyframes$/.test(atRule.name) ||
  (atRule.name === 'media' && /scripting:\s*none|prefers-reduced-motion/.test(atRule.params));

/**
 * The rules without motion: no transitions, animations or keyframes. Nothing moves before the
 * first paint, and what moves later (a pulse, a menu dropping in) does so once the stylesheets,
 * which have it all, have arrived: they come before anything can be opened or pointed at. Also
 * without the rules for a browser without scripts, which paints from the stylesheets themselves.
 */
export function withoutMotion(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules((atRule) => {
    if (noFirstPaintAtRule(atRule)) atRule.remove();
  });
  root.walkDecls(/^(transition|animation)(-|$)/, (decl) => {
    decl.remove();
  });
  return withoutEmptyRules(root).toString();
}

/** `root` without the rules and at-rules left empty. */
function withoutEmptyRules(root: postcss.Root): postcss.Root {
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root;
}

/** A selector that applies only under a pointer: over an element, or pressing it. */
const pointerState = /:(hover|active)\b/;

/**
 * The rules without the selectors that apply only under a pointer (`:hover`, `:active`): no
 * one points at the page before its first paint, and the stylesheets, which have them, arrive
 * right after it. Focus styles stay: a keyboard's first Tab may come before the stylesheets.
 */
export function withoutPointerStates(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Inside @keyframes, the "selectors" are the steps.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => !pointerState.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  return withoutEmptyRules(root).toString();
}

/**
 * The @font-face rules of the page's stylesheets that draw a font of the system (`local()`
 * only) and whose family `rules` name: the fallbacks whose metrics match the web fonts'
 * (buildtime/font-fallbacks.ts), which the first paint is drawn in (the Arabic font's only on the
 * pages whose family lists name it), in the weights the rules set. The web fonts themselves come
 * from the paint loader.
 */
function fallbackFaces(html: string, outDir: string, rules: string): string {
  const weights = weightsUsed(rules);
  return stylesheetHrefs(html)
    .flatMap((href) => readFileSync(join(outDir, href), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [])
    .filter((face) => face.includes('local(') && !face.includes('url('))
    .filter((face) => {
      // The minifier may have unquoted the name.
      const family = /font-family:(?:"([^"]+)"|([^;"]+))/.exec(face);
      const name = family?.[1] ?? family?.[2];
      const weight = /font-weight:(\d+)/.exec(face)?.[1];
      return name !== undefined && rules.includes(name) && (weight === undefined || weights.has(weight));
    })
    .join('');
}

/**
 * The weights text on the first screen is set in: those its rules name, and the browser's own
 * (400, and 700 for headings and strong text). A fallback face of another weight would draw
 * nothing there; the browser would pick the nearest face the page has for a weight it lacks,
 * so every weight named is kept.
 */
export function weightsUsed(rules: string): Set<string> {
  return new Set(['400', '700', ...[...rules.matchAll(/font-weight:\s*(\d+)/g)].map((match) => match[1]!)]);
}

/**
 * The page with `rules` in one <style> at the end of its head and its stylesheet links moved
 * into the paint loader's list, with a <noscript> copy for a browser without scripts, and the
 * parts its first screen leaves out marked as painted later (`withLaterParts`). With
 * `blocking`, its first `blocking` links stay where they are, before the rules, as in the
 * stylesheets' own order: its first paint waits for them, and `rules` are those of the others
 * (`criticalRules`). A page without stylesheets, or that already has its list, is returned as it is.
 */
export const withCriticalStyles = (html: string, rules: string, blocking = 0): string =>
  withFirstPaintStyles(html, `<style>${rules}</style>`, blocking);

/**
 * A page's first-screen rules as a stylesheet of their own, for a page they would take past the
 * first round trip: named by its content, cached for good like the other files of
 * `/_next/static/`. The page waits for it alone (3–4 KB of brotli) rather than for all of its
 * stylesheets.
 */
export function firstScreenStylesheet(rules: string): { url: string; text: string } {
  return {
    url: `/_next/static/first-screen/${createHash('sha256').update(rules).digest('hex').slice(0, 16)}.css`,
    text: rules,
  };
}

/** As `withCriticalStyles`, with the rules linked from their stylesheet (`firstScreenStylesheet`). */
export const withFirstScreenStylesheet = (html: string, url: string): string =>
  withFirstPaintStyles(html, `<link rel="stylesheet" href="${url}"/>`);

/** The page with `styles` at the end of its head, its stylesheet links but the first `blocking`
 * in the loader's list, and its later parts marked. */
function withFirstPaintStyles(html: string, styles: string, blocking = 0): string {
  const hrefs = stylesheetHrefs(html);
  if (hrefs.length === 0 || hasCriticalStyles(html)) return html;
  const deferred = hrefs.slice(blocking);
  const links = deferred.map((href) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`).join('');
  const list = `<script id="${paintStylesId}" type="application/json">${jsonScriptText(deferred)}</script>`;
  let linked = 0;
  return withLaterParts(
    html
      .replace(stylesheetLink, (link) => (linked++ < blocking ? link : ''))
      .replace('</head>', () => `${styles}${list}<noscript>${links}</noscript></head>`),
  );
}
