// The page's scripts, requested once it has painted. Next.js writes them as async scripts (most
// in the head), which a phone then fetches beside the stylesheets and runs as they
// arrive, before the first paint as often as not: the main content waits for script it does not
// need (every page is complete as HTML; scripts only hydrate it). This moves them, and the script
// preloads, into one small script at the end of the body that adds them once the browser reports
// the first contentful paint.

const asyncScript = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/g;

/**
 * The loader for the given script and preload URLs: once the first contentful paint has been
 * reported (a task later); at once in a hidden tab, which does not paint, or where the browser
 * reports no paints; after five seconds at the latest.
 */
export function scriptLoader(scripts: string[], preloads: string[]): string {
  const list = (urls: string[]) => JSON.stringify(urls);
  return (
    '<script>(()=>{let done=false;const load=()=>{if(done)return;done=true;' +
    `for(const href of ${list(preloads)}){const link=document.createElement("link");link.rel="preload";link.as="script";link.fetchPriority="low";link.href=href;document.head.append(link)}` +
    `for(const src of ${list(scripts)}){const script=document.createElement("script");script.src=src;script.async=true;document.head.append(script)}};` +
    'const paints=typeof PerformanceObserver!=="undefined"&&PerformanceObserver.supportedEntryTypes?.includes("paint");' +
    'if(!paints||document.visibilityState==="hidden")load();' +
    'else{new PerformanceObserver((entries,observer)=>{if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load)}}).observe({type:"paint",buffered:true});setTimeout(load,5000)}})()</script>'
  );
}

/** The page with its async scripts and script preloads moved into the loader (idempotent). */
export function deferScripts(html: string): string {
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  const scripts = [...new Set([...html.matchAll(asyncScript)].map((match) => match[1]!))];
  const preloads = [...new Set([...html.matchAll(scriptPreload)].map((match) => match[1]!))].filter(
    (href) => !scripts.includes(href),
  );
  if (scripts.length === 0) return html;
  const moved = html.slice(0, bodyEnd).replace(asyncScript, '').replace(scriptPreload, '');
  return moved + scriptLoader(scripts, preloads) + html.slice(bodyEnd);
}

/** The script and preload URLs a page's loader adds (none for a page without one). */
export function loaderUrls(html: string): { scripts: string[]; preloads: string[] } {
  const list = (name: string): string[] => {
    const match = new RegExp(`for\\(const ${name} of (\\[[^\\]]*\\])\\)`).exec(html);
    return match ? (JSON.parse(match[1]!) as string[]) : [];
  };
  return { scripts: list('src'), preloads: list('href') };
}
