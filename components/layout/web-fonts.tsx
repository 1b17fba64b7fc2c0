import { fontFaceRules, fontLoaderScript, type WebFont } from '@/lib/web-fonts';

/** The script that requests the web fonts once the page has painted (see lib/web-fonts.ts). */
export function WebFontLoader({ fonts }: { fonts: WebFont[] }) {
  return <script dangerouslySetInnerHTML={{ __html: fontLoaderScript(fonts) }} />;
}

/** The fonts for pages without scripts, in the head (a <style> in <noscript> is valid there only). */
export function WebFontFallbackStyles({ fonts }: { fonts: WebFont[] }) {
  return <noscript dangerouslySetInnerHTML={{ __html: `<style>${fontFaceRules(fonts)}</style>` }} />;
}
