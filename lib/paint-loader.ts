// What a page asks for only once it has painted: its stylesheets, the web fonts, and its own
// scripts. Every page is complete as HTML, paints from the rules of its first screen written into
// it (buildtime/critical-styles.ts), in system fonts scaled to take the web fonts' room
// (buildtime/font-fallbacks.ts), so its first paint waits for none of them. After the build, one
// inline script per page does the waiting (buildtime/deferred-scripts.ts adds it, outside the page's
// React payload); what it loads travels as data, in JSON script elements it reads:
//   - `#paint-styles`: the stylesheets Next.js linked in the page, moved here;
//   - `#paint-fonts`: the fonts (scripts/prebuild.cli.ts wrote them);
//   - `#paint-scripts`: the scripts and script preloads Next.js wrote into the page, moved here,
//     and the file of the page's React payload (buildtime/page-payload.ts).
// The icons below the first screen of a page that draws them from the sprite wait in <noscript>
// elements (`laterIconAttribute`, buildtime/inline-icons.ts), put in place once it has painted.
// What the first screen leaves out is marked (`paintLaterAttribute`, lib/first-screen.ts): drawn
// only near the viewport until the stylesheets have arrived, then let be one part a task.

import { laterIconAttribute, paintLaterAttribute } from './first-screen';

/**
 * One web font: its family, its URL under public/, its weight range (`400 800`), and the
 * characters it draws when it draws only some (a CSS unicode-range).
 */
export interface WebFont {
  family: string;
  url: string;
  weight: string;
  unicodeRange?: string;
}

/**
 * The scripts a page adds once it has painted, the scripts it preloads then, and the file of its
 * React payload, which the scripts hydrate the page from.
 */
export interface PageScripts {
  scripts: string[];
  preloads: string[];
  payload?: string;
}

export const paintStylesId = 'paint-styles';
export const paintFontsId = 'paint-fonts';
export const paintScriptsId = 'paint-scripts';
/** The id of the loader's own script element: the build checks each page has exactly one. */
export const paintLoaderId = 'paint-loader';

/** How long the loader waits before it asks again for a payload that did not arrive. */
export const payloadRetryMs = 2000;

/** The localStorage key that remembers the fonts arrived once, so are likely in the cache. */
export const fontsSeenKey = 'corevia:fonts';

/**
 * The loader, as it runs in the page (the build bundles this module's `startPaintLoader` into
 * each page: buildtime/deferred-scripts.ts).
 *
 * Work waits for the browser's report of the first contentful paint (then a task more); it
 * runs at once in a hidden tab, which does not paint, or where the browser reports no paints;
 * after five seconds at the latest. Fonts that arrived on an earlier visit are added at once,
 * with a short block period, so a cached font draws from the first paint instead of swapping in;
 * on a first visit they only download, for the next page.
 */
export function startPaintLoader(
  fontsId = paintFontsId,
  scriptsId = paintScriptsId,
  seenKey = fontsSeenKey,
  stylesId = paintStylesId,
): void {
  const read = (id: string): unknown => {
    try {
      return JSON.parse(document.getElementById(id)?.textContent ?? 'null');
    } catch {
      return null;
    }
  };
  const fonts = (read(fontsId) ?? []) as WebFont[];
  const page = (read(scriptsId) ?? { scripts: [], preloads: [] }) as PageScripts;
  const stylesheets = (read(stylesId) ?? []) as string[];
  // Storage refused, the fonts wait for the paint like any first visit.
  const seen = fontsSeen(seenKey);

  const addFonts = () => {
    const faces = fonts.map(
      ({ family, url, weight, unicodeRange }) =>
        new FontFace(family, `url(${url}) format("woff2")`, {
          weight,
          display: 'fallback',
          ...(unicodeRange ? { unicodeRange } : {}),
        }),
    );
    // A face that joins the page sets its text again: in a font of other widths than its
    // fallback's, however close their scale, a line of it may wrap a word sooner or later, and
    // what follows moves. So on a first visit the faces only download, into the cache, and the
    // page keeps the fallback faces it painted in, as `font-display: optional` would have it; the
    // next page takes them from the cache from its first paint: fonts that arrived on an earlier
    // visit join at once, before they load, with a short block period. Where storage is refused
    // every page load is a first visit.
    if (seen) faces.forEach((face) => document.fonts.add(face));
    // Remembered only when every face arrived: a font that failed is not taken for cached.
    Promise.all(faces.map((face) => face.load())).then(
      () => {
        try {
          localStorage.setItem(seenKey, '1');
        } catch {
          // Not remembered: the next page waits for its paint again.
        }
      },
      () => {},
    );
  };
  const preload = (href: string, priority: 'low' | 'auto') => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.fetchPriority = priority;
    link.href = href;
    document.head.append(link);
  };
  // The parts the first screen leaves out, drawn only near the viewport so far: each is let be in
  // a task of its own, laid out there and then, so that no frame gathers them into one long
  // layout of the whole page. First the first screen takes the stylesheets' rules, in the task
  // they apply in. The fonts do not join meanwhile: a first visit's keep away, and a later
  // visit's joined before the paint, from the cache. In a hidden tab, which draws nothing and
  // whose timers wait, all at once.
  const showLater = () =>
    new Promise<void>((shown) => {
      const parts = [...document.querySelectorAll<HTMLElement>(`[${paintLaterAttribute}]`)];
      const next = () => {
        const part = parts.shift();
        if (!part) return shown();
        part.removeAttribute(paintLaterAttribute);
        if (document.hidden) return next();
        void part.offsetHeight;
        setTimeout(next);
      };
      if (parts.length === 0 || document.hidden) return next();
      void document.documentElement.offsetHeight;
      setTimeout(next);
    });
  // The stylesheets, as Next.js linked them (React adopts them when it hydrates). They load as
  // print stylesheets, which apply to nothing, and apply together once the last has arrived: one
  // restyle of the first screen, not one per stylesheet; the later parts follow, one a task. The
  // scripts run once all that is done (or a stylesheet failed), so that nothing measures the page
  // without its styles.
  let styled: Promise<unknown> | undefined;
  const addStyles = () => {
    if (stylesheets.length === 0) {
      styled = showLater();
      return;
    }
    const links = stylesheets.map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.dataset.precedence = 'next';
      link.media = 'print';
      return link;
    });
    styled = Promise.all(
      links.map(
        (link) =>
          new Promise((settle) => {
            link.onload = link.onerror = settle;
            document.head.append(link);
          }),
      ),
    ).then(() => {
      for (const link of links) link.removeAttribute('media');
      return showLater();
    });
  };
  const afterStyles = (then: () => void) => (styled ? void styled.then(then) : then());
  const insertScripts = () => {
    for (const src of page.scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      document.head.append(script);
    }
  };
  // The payload goes into Next.js's queue before any of its scripts runs, as the inline scripts
  // would have put it; the scripts download meanwhile. Should it not arrive after three tries,
  // the page stays as it is, complete as HTML, without its scripts.
  const loadPayload = (url: string, tries: number) => {
    fetch(url)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error('no payload'))))
      .then(
        (segments: unknown[]) => {
          const queue = ((globalThis as { __next_f?: unknown[] }).__next_f ??= []);
          queue.push(...segments);
          afterStyles(insertScripts);
        },
        () => {
          if (tries > 1) setTimeout(() => loadPayload(url, tries - 1), payloadRetryMs);
        },
      );
  };
  // The payload first (or the scripts, once the stylesheets have arrived), then a preload for each
  // script meanwhile, then those the page may want later.
  const scriptSteps = (): (() => void)[] => {
    const { payload } = page;
    if (!payload && stylesheets.length === 0) return [insertScripts];
    return [
      payload ? () => loadPayload(payload, 3) : () => afterStyles(insertScripts),
      ...page.scripts.map((href) => () => preload(href, 'auto')),
    ];
  };
  // The icons that wait for the paint, each put where its <noscript> was (a browser with scripts
  // keeps a <noscript>'s content as its text): the sprite is requested now, off the first
  // paint's path, and the page is as React rendered it before any script hydrates it.
  const addIcons = () => {
    for (const waiting of document.querySelectorAll(`noscript[${laterIconAttribute}]`))
      waiting.outerHTML = waiting.textContent ?? '';
  };
  const work = [
    () => {
      addIcons();
      addStyles();
    },
    ...(seen ? [] : [addFonts]),
    ...scriptSteps(),
    ...page.preloads.map((href) => () => preload(href, 'low')),
  ];
  if (seen) addFonts();
  // Each step in a task of its own: each element it inserts costs the browser a request or a
  // restyle at once, and all of them in one task made a long one on a phone, which holds up
  // whatever the visitor does meanwhile.
  const runFrom = (index: number) => {
    work[index]?.();
    if (index + 1 < work.length) setTimeout(() => runFrom(index + 1));
  };
  afterFirstPaint(() => runFrom(0));
}

/**
 * Calls `run` once, a task after the browser reports the first contentful paint (already made or
 * to come); at once with `atOnce`, in a hidden tab, which does not paint, or where the browser
 * reports no paints; after five seconds at the latest.
 */
export function afterFirstPaint(run: () => void, atOnce = false): void {
  let pending = true;
  const once = () => {
    if (!pending) return;
    pending = false;
    run();
  };
  try {
    // Without paint timing (or the observer itself) there is nothing to wait for.
    if (atOnce || document.hidden || !PerformanceObserver.supportedEntryTypes.includes('paint')) throw 0;
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint')[0]) setTimeout(once);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(once, 5000);
  } catch {
    once();
  }
}

/** Whether the fonts arrived on an earlier visit (`fontsSeenKey`); not when storage is refused. */
export function fontsSeen(seenKey = fontsSeenKey): boolean {
  try {
    return localStorage.getItem(seenKey) === '1';
  } catch {
    return false;
  }
}

/**
 * Runs the loader from its file, which the page preloads (buildtime/deferred-scripts.ts): once the
 * page has painted on a first visit, when the loader would do nothing before the paint anyway,
 * so that none of it runs ahead of the paint; at once on a later visit, so that the fonts it
 * finds in the cache draw from the first paint.
 */
export function startPaintLoaderFile(url: string): void {
  afterFirstPaint(() => {
    document.body.appendChild(document.createElement('script')).src = url;
  }, fontsSeen());
}

/** The text of a JSON script element: `<` escaped, so no value can end the element. */
export const jsonScriptText = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** @font-face rules for the fonts, for pages without scripts. */
export function fontFaceRules(fonts: WebFont[]): string {
  return fonts
    .map(
      ({ family, url, weight, unicodeRange }) =>
        `@font-face{font-family:"${family}";src:url(${url}) format("woff2");font-weight:${weight};font-style:normal;font-display:swap${unicodeRange ? `;unicode-range:${unicodeRange}` : ''}}`,
    )
    .join('');
}
