import { fontFaceRules, type WebFont } from '@/lib/paint-loader';

/**
 * The fonts for pages without scripts, in the head (a <style> in <noscript> is valid there
 * only). With scripts, the page's paint loader adds them (lib/paint-loader.ts).
 */
export function WebFontFallbackStyles({ fonts }: { fonts: WebFont[] }) {
  return <noscript dangerouslySetInnerHTML={{ __html: `<style>${fontFaceRules(fonts)}</style>` }} />;
}
