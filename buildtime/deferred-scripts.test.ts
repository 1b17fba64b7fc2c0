/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import {
  belowFirstScreenAttribute,
  paintLaterAttribute,
  shortSectionAttribute,
  shownOnceReadyAttribute,
} from '../lib/first-screen';
import { paintFontsId, paintLoaderId, paintScriptsId, type WebFont } from '../lib/paint-loader';
import { eagerCompileHint, eagerCompileMinLength } from './compile-hints';
import {
  pageScripts,
  paintLoader,
  inlinePaintLoaderTag,
  paintLoaderFile,
  paintLoaderPreload,
  paintLoaderStarter,
  paintLoaderTag,
  scriptProblems,
  hasMainImage,
  startedPaintLoaderTags,
  withInlinePaintLoader,
  withPaintLoader,
  withStartedPaintLoader,
} from './deferred-scripts';
import { withoutInlinePayload } from './page-payload';
import { inlineScriptHashes } from './script-policy';

const fonts: WebFont[] = [{ family: 'Inter', url: '/fonts/0123456789/inter.woff2', weight: '400 800' }];
const deferScripts = (html: string) => withPaintLoader(html, fonts);
/** The page as the build leaves it: its payload in a file, then its scripts deferred. */
const built = (html: string) => {
  const { html: markup, payload } = withoutInlinePayload(html);
  return withPaintLoader(markup, fonts, payload?.url);
};
const loader = paintLoaderTag;

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/lazy.js"/>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main>Content</main>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/late.js" async=""></script>',
  '</body></html>',
].join('');

describe('the scripts of a built page', () => {
  it('move out of the markup into one JSON list in the head, beside the fonts, for the loader that ends the body', () => {
    const deferred = deferScripts(page);
    expect(deferred.endsWith(`${loader}</body></html>`)).toBe(true);
    expect(deferred).toContain(
      `<script id="${paintFontsId}" type="application/json">${JSON.stringify(fonts)}</script>`,
    );
    expect(deferred).not.toMatch(/<script src="[^"]+" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain(`<script id="${paintScriptsId}" type="application/json">`);
    expect(deferred.indexOf(paintScriptsId)).toBeLessThan(deferred.indexOf('</head>'));
    // The rest stays: the stylesheet, the polyfills for old browsers, the payload, the content.
    expect(deferred).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(deferred).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(deferred).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    // A script that is both preloaded and loaded is loaded once, not also preloaded.
    expect(pageScripts(deferred)).toEqual({
      scripts: ['/_next/static/chunks/main.js', '/_next/static/chunks/app.js', '/_next/static/chunks/late.js'],
      preloads: ['/_next/static/chunks/lazy.js'],
    });
    expect(deferScripts(deferred)).toBe(deferred);
    expect(pageScripts(page)).toEqual({ scripts: [], preloads: [] });
  });

  it('travel as data, with a loader from its own file: the policy hashes nothing more', () => {
    expect(inlineScriptHashes(deferScripts(page))).toEqual(inlineScriptHashes(page));
    expect(loader).toBe(`<script id="${paintLoaderId}" src="${paintLoaderFile.url}" async=""></script>`);
    expect(paintLoaderFile.url).toMatch(/^\/_next\/static\/paint\/[0-9a-f]{16}\.js$/);
    // Its file is too small to gain from the compile hint (buildtime/compile-hints.ts): as built.
    expect(paintLoader.length).toBeLessThan(eagerCompileMinLength);
    expect(paintLoaderFile.text).toBe(paintLoader);
    expect(paintLoaderFile.text.startsWith(eagerCompileHint)).toBe(false);
  });

  it('pass the build’s check once moved, with the page’s one loader', () => {
    expect(scriptProblems(page)).toEqual([
      'a script that loads before the first paint: /_next/static/chunks/main.js',
      'a script that loads before the first paint: /_next/static/chunks/app.js',
      'a script that loads before the first paint: /_next/static/chunks/late.js',
      '0 paint loaders, not one',
      'no list of scripts for the paint loader',
      'React payload left inline in the page',
    ]);
    expect(scriptProblems(deferScripts(page))).toEqual(['React payload left inline in the page']);
    expect(scriptProblems(built(page))).toEqual([]);
  });

  it('name the file of the page’s payload for the loader', () => {
    const payload = withoutInlinePayload(page).payload!.url;
    expect(pageScripts(built(page))).toEqual({ ...pageScripts(deferScripts(page)), payload });
    expect(built(page)).not.toContain('self.__next_f');
  });

  it('fail the build when Next.js writes a script in a form the move does not know, or a blocking one', () => {
    for (const script of [
      '<script src="/_next/static/chunks/new.js" async></script>',
      '<script async="" src="/_next/static/chunks/new.js"></script>',
      '<script src="/_next/static/chunks/new.js"></script>',
      '<script type="module" src="/_next/static/chunks/new.js"></script>',
    ]) {
      expect(scriptProblems(built(page.replace('</head>', () => `${script}</head>`)))).toEqual([
        'a script that loads before the first paint: /_next/static/chunks/new.js',
      ]);
    }
  });

  it('fail the build with two loaders, or none', () => {
    const deferred = built(page);
    expect(scriptProblems(deferred.replace('</body>', () => `${loader}</body>`))).toEqual(['2 paint loaders, not one']);
    expect(scriptProblems(deferred.replace(loader, () => ''))).toEqual(['0 paint loaders, not one']);
  });

  it('fail the build with a loader that blocks the parser or comes from elsewhere, or other code inline', () => {
    const deferred = built(page);
    for (const other of [
      loader.replace(' async=""', ''),
      loader.replace(paintLoaderFile.url, '/_next/static/paint/0000000000000000.js'),
      `<script id="${paintLoaderId}">${paintLoader};run()</script>`,
    ])
      expect(scriptProblems(deferred.replace(loader, () => other))).toEqual([
        `a paint loader other than the async ${paintLoaderFile.url}, its text or its starter inline`,
      ]);
  });

  it('take the loader inline, as a page with room for it carries it', () => {
    const inline = withInlinePaintLoader(built(page));
    expect(inline).toContain(`${inlinePaintLoaderTag}</body>`);
    expect(inline).not.toContain(paintLoaderFile.url);
    expect(inlinePaintLoaderTag).toBe(`<script id="${paintLoaderId}">${paintLoader}</script>`);
    expect(scriptProblems(inline)).toEqual([]);
    expect(withInlinePaintLoader(inline)).toBe(inline);
  });

  it('start the file after the paint, as a page without that room whose first paint is its text does', () => {
    const started = withStartedPaintLoader(built(page));
    expect(started).toContain(
      `${paintLoaderPreload}<script id="${paintLoaderId}">${paintLoaderStarter}</script></body>`,
    );
    expect(started).not.toContain(loader);
    expect(paintLoaderPreload).toBe(
      `<link rel="preload" as="script" fetchpriority="low" href="${paintLoaderFile.url}"/>`,
    );
    expect(paintLoaderStarter).toContain(JSON.stringify(paintLoaderFile.url));
    expect(scriptProblems(started)).toEqual([]);
    expect(withStartedPaintLoader(started)).toBe(started);
    // The starter without the preload would ask for the file only after the paint: a round trip late.
    expect(scriptProblems(started.replace(paintLoaderPreload, ''))).toEqual([
      `a paint loader's starter without the preload of ${paintLoaderFile.url}`,
    ]);
    expect(startedPaintLoaderTags).toBe(
      `${paintLoaderPreload}<script id="${paintLoaderId}">${paintLoaderStarter}</script>`,
    );
  });

  it('tell a page that paints its main image first, asked for at high priority, from one that paints its text', () => {
    expect(hasMainImage('<main><img src="/a.svg" alt="" fetchPriority="high"/></main>')).toBe(true);
    expect(hasMainImage('<main><img src="/a.svg" alt="" loading="lazy" fetchpriority="high"></main>')).toBe(true);
    expect(hasMainImage('<main><img src="/a.svg" alt="" loading="lazy"/><h1>Title</h1></main>')).toBe(false);
    expect(hasMainImage('<link rel="preload" as="image" fetchPriority="high" href="/a.svg"/><h1>Title</h1>')).toBe(
      false,
    );
  });
});

describe('the paint loader the build adds', () => {
  it('is bundled for the browser: it runs on its own, with nothing of the build in scope', () => {
    expect(paintLoader).not.toMatch(/\b(require|__name|import)\b/);
    // A browser without paint timing: the loader adds the page's scripts at once.
    const appended: string[] = [];
    const elements: Record<string, { textContent: string }> = {
      [paintScriptsId]: { textContent: JSON.stringify({ scripts: ['/_next/a.js'], preloads: [] }) },
      [paintFontsId]: { textContent: '[]' },
    };
    const document = {
      visibilityState: 'visible',
      fonts: { add() {} },
      getElementById: (id: string) => elements[id] ?? null,
      querySelectorAll: () => [],
      createElement: () => ({}) as { src?: string },
      head: { append: (element: { src?: string }) => appended.push(element.src ?? '') },
    };
    // Each of its steps a task after the last: the browser's timers, run in turn.
    const tasks: (() => void)[] = [];
    const setTimeout = (task: () => void) => tasks.push(task);
    runInNewContext(paintLoader, { document, setTimeout, localStorage: { getItem: () => null, setItem() {} } });
    while (tasks.length > 0) tasks.shift()!();
    expect(appended).toEqual(['/_next/a.js']);
  });

  it('has a starter bundled for the browser that adds its file once, and nothing else of the loader', () => {
    expect(paintLoaderStarter).not.toMatch(/\b(require|__name|import)\b/);
    expect(paintLoaderStarter).not.toContain(paintScriptsId);
    expect(paintLoaderStarter.length).toBeLessThan(paintLoader.length / 3);
    // A browser without paint timing: the starter adds the file at once, to the end of the body.
    const appended: { tag: string; src?: string }[] = [];
    const document = {
      hidden: false,
      createElement: (tag: string) => ({ tag }),
      body: { appendChild: (element: { tag: string }) => (appended.push(element), element) },
    };
    const tasks: (() => void)[] = [];
    const setTimeout = (task: () => void) => tasks.push(task);
    runInNewContext(paintLoaderStarter, { document, setTimeout, localStorage: { getItem: () => null } });
    while (tasks.length > 0) tasks.shift()!();
    expect(appended).toEqual([{ tag: 'script', src: paintLoaderFile.url }]);
  });

  it('carries of the modules it imports only what it reads: it is in every page', () => {
    expect(paintLoader).toContain(`"${paintLaterAttribute}"`);
    for (const unread of [belowFirstScreenAttribute, shortSectionAttribute, shownOnceReadyAttribute])
      expect(paintLoader).not.toContain(unread);
  });
});
