import { noScriptFontStylesheet } from '@/app/fonts';
import type { WebFont } from '@/lib/paint-loader';

/**
 * The fonts for pages without scripts: their stylesheet, linked in a <noscript> in the head.
 * With scripts, the page's paint loader adds them once it has painted (lib/paint-loader.ts).
 */
export function NoScriptFonts({ fonts }: { fonts: WebFont[] }) {
  const { url } = noScriptFontStylesheet(fonts);
  return <noscript dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${url}"/>` }} />;
}
