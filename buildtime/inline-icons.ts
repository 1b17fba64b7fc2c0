// Each page's icons in the page itself. An icon is a reference into the sprite (`/icons.svg#id`,
// components/ui/icon.tsx), and a browser asks for the sprite as soon as it parses the first one,
// hidden or not: one more request beside the stylesheets before the first paint, which a phone
// on a slow network waits for, and icons that pop in after it. So after the build each page
// carries the symbols it draws, once each, in a hidden holder at the start of its body, and its
// icons refer to them there (`#id`): the page's first flight draws all of it.
//
// A page too heavy to carry every symbol carries its first screen's, and its other icons wait for
// the sprite until it has painted: each is written inside a <noscript> marked `laterIconAttribute`
// (lib/first-screen.ts), which a browser with scripts does not parse, so that nothing but the page
// asks for bandwidth before its first paint; the paint loader puts them back once it has painted
// (lib/paint-loader.ts), before any script hydrates the page. A browser without scripts reads
// them as they are, from the sprite.
//
// The page's React payload keeps the sprite's addresses. Hydrating, React leaves the attributes
// it finds as they are, and skips an element it does not know at the start of the body; an icon
// it draws later, on the page or on a page reached by client navigation, comes from the sprite,
// by then a request off the first paint's path.

import { laterIconAttribute } from '../lib/first-screen';

const iconReference = /href="\/icons\.svg#([\w-]+)"/g;
/** An icon as components/ui/icon.tsx renders it: one `<use>` of a symbol of the sprite. */
const spriteIcon = /<svg\b[^>]*><use href="\/icons\.svg#([\w-]+)"><\/use><\/svg>/g;

/** The sprite's symbols by id, each as written there (`<symbol id="…" …>…</symbol>`). */
export function spriteSymbols(sprite: string): Map<string, string> {
  return new Map(
    [...sprite.matchAll(/<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g)].map((match) => [match[1]!, match[0]]),
  );
}

/** The ids of the sprite's symbols a page's icons refer to, in the order they first appear. */
export function iconIds(html: string): string[] {
  return [...new Set([...html.matchAll(iconReference)].map((match) => match[1]!))];
}

/**
 * The page with the symbols its icons refer to inside it, and its icons referring to them
 * (idempotent: a page whose icons refer to no sprite is returned as it is). `missing` names the
 * icons the sprite has no symbol for, and the page is then left as it is: the build stops on it.
 *
 * With `only`, just those icons (the first screen's: see `firstScreenIconIds`) come from the
 * page, and the others from the sprite, each inside a <noscript> that the paint loader opens once
 * the page has painted: for a page that would otherwise be too heavy to paint from its own styles
 * within the first round trip (buildtime/finish-page.ts).
 */
export function withInlineIcons(
  html: string,
  symbols: Map<string, string>,
  only?: ReadonlySet<string>,
): { html: string; missing: string[] } {
  const referred = iconIds(html);
  const missing = referred.filter((id) => !symbols.has(id));
  const ids = only ? referred.filter((id) => only.has(id)) : referred;
  if (referred.length === 0 || missing.length > 0) return { html, missing };
  const body = /<body[^>]*>/.exec(html);
  if (!body) throw new Error('A page with icons has no <body> to hold their symbols.');
  // Not displayed, so it takes no room and is out of the accessibility tree; its symbols still
  // draw wherever a <use> refers to them.
  const holder = ids.length ? `<svg style="display:none">${ids.map((id) => symbols.get(id)).join('')}</svg>` : '';
  const at = body.index + body[0].length;
  const withHolder = `${html.slice(0, at)}${holder}${html.slice(at)}`;
  const inline = new Set(ids);
  const waiting = `<noscript ${laterIconAttribute}>`;
  return {
    html: withHolder
      .replace(spriteIcon, (icon, id: string, offset: number, whole: string) =>
        inline.has(id) || whole.endsWith(waiting, offset) ? icon : `${waiting}${icon}</noscript>`,
      )
      .replace(iconReference, (reference, id: string) => (inline.has(id) ? `href="#${id}"` : reference)),
    missing: [],
  };
}
