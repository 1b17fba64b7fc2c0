// The web fonts, requested once the page has painted. Until then, and where they never arrive,
// text is set in fallback faces scaled to take the same room (scripts/font-fallbacks.ts), so the
// first paint waits for no font and the swap moves nothing. A visitor whose browser has fetched
// the fonts before gets them at once, and sees no swap.

/** One web font: its family, its URL under public/, its weight range (`400 800`). */
export interface WebFont {
  family: string;
  url: string;
  weight: string;
}

/** The localStorage key that remembers the fonts arrived once, so are likely in the cache. */
export const fontsSeenKey = 'corevia:fonts';

/** @font-face rules for the fonts, for pages without scripts. */
export function fontFaceRules(fonts: WebFont[]): string {
  return fonts
    .map(
      ({ family, url, weight }) =>
        `@font-face{font-family:"${family}";src:url(${url}) format("woff2");font-weight:${weight};font-style:normal;font-display:swap}`,
    )
    .join('');
}

/**
 * The inline script that adds the fonts to the page: once the browser has reported the first
 * contentful paint (a task later); at once in a hidden tab, which does not paint, where the browser
 * reports no paints, or when the fonts arrived on an earlier visit (then with a short block period,
 * so a cached font is drawn from the first paint instead of swapping in); after five seconds at the
 * latest.
 */
export function fontLoaderScript(fonts: WebFont[]): string {
  const list = JSON.stringify(fonts).replace(/</g, '\\u003c');
  const key = JSON.stringify(fontsSeenKey);
  return (
    `(()=>{let seen=false;try{seen=localStorage.getItem(${key})==="1"}catch{}let done=false;` +
    'const load=()=>{if(done)return;done=true;' +
    `const faces=${list}.map(({family,url,weight})=>new FontFace(family,\`url(\${url}) format("woff2")\`,{weight,style:"normal",display:seen?"fallback":"swap"}));` +
    'for(const face of faces)document.fonts.add(face);' +
    `Promise.all(faces.map((face)=>face.load())).then(()=>{try{localStorage.setItem(${key},"1")}catch{}},()=>{})};` +
    'const paints=typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint");' +
    'if(seen||!paints||document.visibilityState==="hidden")load();' +
    'else{new PerformanceObserver((entries,observer)=>{if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load)}}).observe({type:"paint",buffered:true});setTimeout(load,5000)}})()'
  );
}
