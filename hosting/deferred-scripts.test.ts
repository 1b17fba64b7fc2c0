/** @jest-environment jsdom */
import { deferScripts, loaderUrls, scriptLoader } from './deferred-scripts';
import { inlineScriptHashes } from './headers';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main>Content</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '</body></html>',
].join('');

/** Runs the page's loader script in this document, with the given paint support and visibility. */
function runLoader(html: string, { paints = true, hidden = false } = {}) {
  const source = /<script>(\(\(\)=>\{let done[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(source).toBeDefined();
  let report:
    ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect(): void }) => void) | undefined;
  const observer = { observe: jest.fn(), disconnect: jest.fn() };
  const Observer = Object.assign(
    jest.fn((callback: typeof report) => {
      report = callback;
      return observer;
    }),
    { supportedEntryTypes: paints ? ['paint', 'largest-contentful-paint'] : [] },
  );
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  document.head.innerHTML = '';
  new Function('PerformanceObserver', source!)(Observer);
  const added = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
  return { added, paint: (name: string) => report?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }, observer) };
}

describe('deferred scripts', () => {
  it('moves the async scripts and the script preloads out of the page into one loader before </body>', () => {
    const deferred = deferScripts(page);
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    // The rest stays: the stylesheet, the polyfills for old browsers, the payload, the content.
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(deferred).toMatch(/<script>\(\(\)=>\{let done[\s\S]*<\/script><\/body><\/html>$/);
    // A script that is both preloaded and loaded is loaded once, not also preloaded.
    expect(loaderUrls(deferred)).toEqual({
      scripts: ['/_next/static/chunks/main.js', '/_next/static/chunks/app.js', '/_next/static/chunks/late.js'],
      preloads: [],
    });
    expect(deferScripts(deferred)).toBe(deferred);
    expect(loaderUrls(page)).toEqual({ scripts: [], preloads: [] });
  });

  it('leaves a page without async scripts alone', () => {
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(deferScripts(plain)).toBe(plain);
  });

  it('is an inline script the page policy hashes', () => {
    const deferred = deferScripts(page);
    expect(inlineScriptHashes(deferred)).toHaveLength(inlineScriptHashes(page).length + 1);
  });

  it('adds the scripts only once the first contentful paint is reported, and only once', () => {
    jest.useFakeTimers();
    const { added, paint } = runLoader(deferScripts(page));
    expect(added()).toEqual([]);
    paint('first-paint');
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/late.js',
    ]);
    jest.advanceTimersByTime(5000);
    expect(added()).toHaveLength(3);
    jest.useRealTimers();
  });

  it('adds them after five seconds without a paint, and at once in a hidden tab or without paint timing', () => {
    jest.useFakeTimers();
    const waiting = runLoader(deferScripts(page));
    jest.advanceTimersByTime(4999);
    expect(waiting.added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(waiting.added()).toHaveLength(3);
    expect(runLoader(deferScripts(page), { hidden: true }).added()).toHaveLength(3);
    expect(runLoader(deferScripts(page), { paints: false }).added()).toHaveLength(3);
    jest.useRealTimers();
  });

  it('reads back the preloads it was given', () => {
    const html = scriptLoader(['/a.js'], ['/b.js']);
    expect(loaderUrls(html)).toEqual({ scripts: ['/a.js'], preloads: ['/b.js'] });
  });
});
