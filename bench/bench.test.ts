/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { withCriticalStyles } from '../buildtime/critical-styles';
import {
  paintLoaderFile,
  paintLoaderStarter,
  withPaintLoader,
  withStartedPaintLoader,
} from '../buildtime/deferred-scripts';
import { pageRoutes, staticRoutes } from '../content/routes';
import {
  budgetRows,
  clickChecks,
  compressedSizes,
  benchRoutes,
  evaluateBudgets,
  lighthouseFigures,
  markdownTable,
  median,
  medianFigures,
  pageWeight,
  percentile,
  quickRoutes,
  renderMarkdown,
  renderQuickSection,
  routeFile,
  sectionOf,
  withSection,
  type Figures,
  type PageWeight,
  type Report,
  type RouteResult,
} from './bench';
import type { Delivery } from './clicks';

describe('the routes', () => {
  it('are chosen from the export: every route of the specification, one page per dynamic route, a sample of each language, and /404', () => {
    const exported = [
      ...staticRoutes(),
      ...staticRoutes('de'),
      ...staticRoutes('ar'),
      '/404',
      '/de/404',
      '/_not-found',
    ];
    const chosen = benchRoutes(exported);
    const first = (prefix: string) => exported.filter((route) => route.startsWith(prefix)).toSorted()[0];
    expect(chosen.toSorted()).toEqual(
      [
        ...pageRoutes.filter((route) => route !== '/search'),
        // The first of each collection, by name.
        ...['/project/', '/service/', '/team-details/'].map(first),
        // Each other language's home, contact page and first service.
        ...['de', 'ar'].flatMap((language) => [`/${language}`, `/${language}/contact`, first(`/${language}/service/`)]),
        '/404',
      ].toSorted(),
    );
    expect(chosen.at(-1)).toBe('/404');
  });

  it('of a quick run are one of each kind of page, every language among them, English where a page is not translated', () => {
    const exported = [...staticRoutes(), ...staticRoutes('de'), ...staticRoutes('ar'), '/404'];
    const chosen = quickRoutes(exported);
    const first = (prefix: string) => exported.filter((route) => route.startsWith(prefix)).toSorted()[0]!;
    expect(chosen).toEqual([
      '/ar',
      '/de/about',
      '/contact',
      '/de/blog-details',
      `/ar${first('/service/')}`,
      first('/project/'),
      '/de/projects',
    ]);
    expect(chosen.every((route) => exported.includes(route))).toBe(true);
    // Without its translations, each page in English.
    expect(quickRoutes(staticRoutes())).toEqual([
      '/',
      '/about',
      '/contact',
      '/blog-details',
      first('/service/'),
      first('/project/'),
      '/projects',
    ]);
  });

  it('map to their exported files', () => {
    expect(['/', '/404', '/about', '/service/web-development'].map(routeFile)).toEqual([
      'index.html',
      '404.html',
      'about.html',
      'service/web-development.html',
    ]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([90, 70, 100, 80])).toBe(85);
    expect(median([5])).toBe(5);
  });

  it('skips values that are not numbers and is NaN for none', () => {
    expect(median([Number.NaN, 4, 2])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('pageWeight', () => {
  const assets: Record<string, string> = {
    '/_next/a.js': 'console.log("a".repeat(40));',
    '/_next/b.js': 'document.querySelector(".swiper-wrapper");',
    '/_next/legacy.js': 'var polyfill = 1;',
    '/_next/site.css': 'body{margin:0}',
    '/_next/static/payload/0123456789abcdef.json': '[[0],[1,"0:{}\\n"]]',
    [paintLoaderFile.url]: paintLoaderFile.text,
  };
  const read = (path: string) => {
    const body = assets[path];
    if (body === undefined) throw new Error(`no ${path}`);
    return Buffer.from(body);
  };
  const page = (body: string) => `<!DOCTYPE html><html><head>
    <link rel="stylesheet" href="/_next/site.css" data-precedence="next"/>
    <link rel="stylesheet" href="/_next/site.css?v=2"/>
    <link rel="preload" href="/fonts/one.woff2" as="font" crossorigin="" type="font/woff2"/>
    <link rel="preload" as="font" href="/fonts/two.woff2"/>
    <link rel="preload" as="font" href="/fonts/two.woff2"/>
    <link rel="preload" as="image" href="/hero.svg"/>
    <style>h1{color:red}</style>
    <script src="/_next/a.js" async=""></script>
    <script src="/_next/a.js" async=""></script>
    <script src="/_next/legacy.js" noModule=""></script>
    <script type="application/ld+json">{"@type":"Organization"}</script>
    <script>self.__next_f.push([1,"payload"])</script>
    </head><body>${body}</body></html>`;

  it('counts each named script once, skips nomodule and JSON-LD, and adds the inline scripts as one file', () => {
    const html = page('<h1>Hi</h1>');
    const { js } = pageWeight(html, read);
    const inline = 'self.__next_f.push([1,"payload"])';
    expect(js.files).toBe(2);
    expect(js.raw).toBe(Buffer.byteLength(assets['/_next/a.js']!) + Buffer.byteLength(inline));
    expect(js.gzip).toBe(gzipSync(assets['/_next/a.js']!, { level: 9 }).length + gzipSync(inline, { level: 9 }).length);
    expect(js.inlineGzip).toBe(gzipSync(inline, { level: 9 }).length);
    expect(js.brotli).toBeGreaterThan(0);
  });

  it('counts the linked stylesheets once (query strings aside); they and the inline styles hold the first paint', () => {
    const { css, firstPaintCss } = pageWeight(page(''), read);
    expect(css.files).toBe(2);
    expect(css.raw).toBe(2 * Buffer.byteLength('body{margin:0}'));
    expect(firstPaintCss.blockingFiles).toBe(2);
    expect(firstPaintCss.inline.raw).toBe(Buffer.byteLength('h1{color:red}'));
  });

  it('counts the stylesheets the paint loader links after the paint as loaded, not as holding the paint', () => {
    const styled = withCriticalStyles(
      page('').replace('<link rel="stylesheet" href="/_next/site.css?v=2"/>', ''),
      'h2{color:blue}',
    );
    expect(styled).toContain('<noscript><link rel="stylesheet" href="/_next/site.css"');
    const { css, firstPaintCss } = pageWeight(styled, read);
    expect(css).toEqual({ files: 1, ...compressedSizes('body{margin:0}') });
    expect(firstPaintCss.blockingFiles).toBe(0);
    expect(firstPaintCss.inline.raw).toBe(Buffer.byteLength('h1{color:red}\nh2{color:blue}'));
  });

  it('weighs the HTML itself, counts distinct preloaded fonts and finds no slider in a plain page', () => {
    const html = page('<p>Plain</p>');
    const weight = pageWeight(html, read);
    expect(weight.html).toEqual({ files: 1, ...compressedSizes(html) });
    expect(weight.html.gzip).toBeLessThan(weight.html.raw);
    expect(weight.preloadedFonts).toBe(2);
    expect(weight.slider).toBe(false);
  });

  it('counts the scripts a page adds once it has painted, as it loads them on a first visit', () => {
    const deferred = withPaintLoader(page('<h1>Hi</h1><script src="/_next/b.js" async=""></script>'), []);
    const weight = pageWeight(deferred, read);
    expect(deferred).not.toContain('<script src="/_next/a.js"');
    // a.js, b.js and the loader's file, plus the inline scripts (the payload) as one file.
    expect(weight.js.files).toBe(4);
    expect(weight.js.raw).toBeGreaterThan(
      Buffer.byteLength(assets['/_next/a.js']! + assets['/_next/b.js']! + paintLoaderFile.text),
    );
    expect(weight.slider).toBe(true);
  });

  it('counts the loader’s file where the page preloads it and starts it after the paint, and the starter inline', () => {
    const deferred = withPaintLoader(page('<h1>Hi</h1>'), []);
    const started = withStartedPaintLoader(deferred);
    expect(started).not.toContain(`<script id="paint-loader" src=`);
    const [plain, withStarter] = [pageWeight(deferred, read), pageWeight(started, read)];
    expect(withStarter.js.files).toBe(plain.js.files);
    expect(withStarter.js.raw).toBe(plain.js.raw + Buffer.byteLength(`\n${paintLoaderStarter}`));
  });

  it('counts the file of the page’s React payload with its scripts, as a first visit loads it', () => {
    const payload = '/_next/static/payload/0123456789abcdef.json';
    const weight = pageWeight(withPaintLoader(page('<h1>Hi</h1>'), [], payload), read);
    const without = pageWeight(withPaintLoader(page('<h1>Hi</h1>'), []), read);
    expect(weight.js.files).toBe(without.js.files + 1);
    expect(weight.js.raw - without.js.raw).toBe(Buffer.byteLength(assets[payload]!));
  });

  it('finds a slider in the markup or in a script the page loads', () => {
    expect(pageWeight(page('<div class="slider swiper"></div>'), read).slider).toBe(true);
    expect(pageWeight(page('<script src="/_next/b.js"></script>'), read).slider).toBe(true);
  });
});

describe('lighthouseFigures', () => {
  const lhr = {
    categories: {
      performance: { score: 0.874 },
      accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
      'best-practices': {
        score: 0.96,
        auditRefs: [
          { id: 'errors-in-console', weight: 1 },
          { id: 'inspector-issues', weight: 0 },
        ],
      },
      seo: { score: null },
    },
    audits: {
      'color-contrast': { score: 1 },
      'errors-in-console': {
        score: 0,
        details: {
          items: [
            {
              source: 'network',
              description: 'Failed to load resource: the server responded with a status of 500 ()',
              sourceLocation: { url: 'http://127.0.0.1:4100/' },
            },
          ],
        },
      },
      'inspector-issues': { score: 0 },
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: 1500 },
      'total-blocking-time': { numericValue: 30 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      'network-requests': {
        details: {
          items: [
            { url: 'http://127.0.0.1:4100/', resourceType: 'Document', transferSize: 13_650 },
            { url: 'https://www.google.com/maps/embed?pb=1', resourceType: 'Document', transferSize: 9000 },
            { url: 'https://www.google.com/maps/vt?x=1' },
            { url: 'data:image/svg+xml,abc' },
          ],
        },
      },
    },
  };

  it('takes the scores in points, the metrics, and the requests to other origins', () => {
    expect(lighthouseFigures(lhr, 'http://127.0.0.1:4100')).toEqual({
      performance: 87,
      accessibility: 100,
      bestPractices: 96,
      seo: Number.NaN,
      fcpMs: 900,
      lcpMs: 1500,
      tbtMs: 30,
      cls: 0.01,
      documentBytes: 13_650,
      thirdParty: ['https://www.google.com/maps/embed?pb=1', 'https://www.google.com/maps/vt?x=1'],
      failedAudits: ['errors-in-console'],
      notFoundStatusLogged: false,
    });
  });

  it('tells a not-found page whose only console error is its own 404 status', () => {
    const notFound = (description: string, url = 'http://127.0.0.1:4100/404') => ({
      ...lhr,
      finalDisplayedUrl: 'http://127.0.0.1:4100/404',
      audits: {
        ...lhr.audits,
        'errors-in-console': {
          score: 0,
          details: { items: [{ source: 'network', description, sourceLocation: { url } }] },
        },
      },
    });
    const status404 = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(lighthouseFigures(notFound(status404), 'x').notFoundStatusLogged).toBe(true);
    // Another resource's 404, or another error, is a real one.
    expect(lighthouseFigures(notFound(status404, 'http://127.0.0.1:4100/app.js'), 'x').notFoundStatusLogged).toBe(
      false,
    );
    expect(lighthouseFigures(notFound('Uncaught TypeError: x is undefined'), 'x').notFoundStatusLogged).toBe(false);
  });

  it('fails on a report that could not load the page', () => {
    expect(() => lighthouseFigures({ runtimeError: { code: 'NO_FCP', message: 'no paint' } }, 'x')).toThrow(/NO_FCP/);
  });
});

const figures = (overrides: Partial<Figures> = {}): Figures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 900,
  tbtMs: 0,
  cls: 0,
  documentBytes: 12_000,
  thirdParty: [],
  failedAudits: [],
  notFoundStatusLogged: false,
  ...overrides,
});

describe('medianFigures', () => {
  it('takes the median of each figure and the third-party requests of any run', () => {
    const result = medianFigures([
      figures({ performance: 90, lcpMs: 1200 }),
      figures({ performance: 97, lcpMs: 900, thirdParty: ['https://a.example/'], failedAudits: ['link-text'] }),
      figures({ performance: 95, lcpMs: 3000 }),
    ]);
    expect(result).toMatchObject({
      performance: 95,
      lcpMs: 1200,
      runs: 3,
      thirdParty: ['https://a.example/'],
      failedAudits: ['link-text'],
    });
  });
});

const KiB = 1024;
const sizes = (gzip: number) => ({ files: 1, raw: gzip * 3, gzip, brotli: gzip - 1 });
const weight = (overrides: Partial<PageWeight> = {}): PageWeight => ({
  js: { ...sizes(140 * KiB), inlineGzip: 10 * KiB, payloadGzip: 12 * KiB },
  css: sizes(10 * KiB),
  firstPaintCss: { inline: sizes(3 * KiB), blockingFiles: 0 },
  html: sizes(12 * KiB),
  preloadedFonts: 1,
  slider: false,
  ...overrides,
});
// The accessibility-only runs in the dark theme: every figure but the accessibility score is n/a.
const darkRun = (accessibility: number, failedAudits: string[] = []): Figures => ({
  ...figures({ accessibility, failedAudits }),
  performance: Number.NaN,
  bestPractices: Number.NaN,
  seo: Number.NaN,
  fcpMs: Number.NaN,
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
  documentBytes: Number.NaN,
});
const dark = (mobile: Figures[] = [darkRun(100)], desktop: Figures[] = [darkRun(100)]) => ({
  mobile: medianFigures(mobile),
  desktop: medianFigures(desktop),
});
const result = (
  route: string,
  mobile: Partial<Figures> = {},
  extra: Partial<Omit<RouteResult, 'mobile'>> = {},
): RouteResult => ({
  route,
  mobile: { ...figures(mobile), runs: 3 },
  desktop: { ...figures(), runs: 3 },
  devtools: { ...figures({ fcpMs: 1500 }), runs: 1 },
  dark: dark(),
  weight: weight(),
  ...extra,
});
// The floor has no dark theme, so no dark figures.
const floor = result(
  'floor',
  { performance: 99 },
  { dark: undefined, weight: weight({ js: { ...sizes(130 * KiB), inlineGzip: 0, payloadGzip: 0 } }) },
);

describe('evaluateBudgets', () => {
  const missed = (routes: RouteResult[]) =>
    evaluateBudgets({ floor, routes })
      .filter((check) => !check.met)
      .map((check) => [check.budget, check.route, check.figure].filter(Boolean).join(' '));

  it('passes a route at every limit', () => {
    const atLimits = result(
      '/',
      { performance: 94, fcpMs: 950, lcpMs: 1300, cls: 0.01 },
      {
        desktop: { ...figures({ cls: 0.01 }), runs: 3 },
        weight: weight({
          js: { ...sizes(160 * KiB), inlineGzip: 0, payloadGzip: 0 },
          css: sizes(20 * KiB),
          html: { ...sizes(30 * KiB), brotli: 13_300 },
          preloadedFonts: 2,
        }),
      },
    );
    // With a faster route beside it, the median is at its limit too.
    expect(missed([atLimits, result('/about', { lcpMs: 500 })])).toEqual([]);
  });

  it('names every budget a route misses, with its figure', () => {
    const slow = result(
      '/contact',
      { performance: 93, accessibility: 98, bestPractices: 96, seo: 92, fcpMs: 951, lcpMs: 2100, cls: 0.03 },
      {
        desktop: { ...figures({ performance: 99, cls: 0.011, thirdParty: ['https://maps.example/x'] }), runs: 3 },
        dark: dark([darkRun(95, ['color-contrast'])]),
        weight: weight({
          js: { ...sizes(160 * KiB + 1), inlineGzip: 0, payloadGzip: 0 },
          css: sizes(20 * KiB + 1),
          html: sizes(31 * KiB),
          preloadedFonts: 3,
        }),
      },
    );
    expect(missed([slow])).toEqual([
      'Mobile performance ≥ floor − 5 /contact 93',
      'Desktop performance 100 /contact 99',
      'Accessibility 100 /contact 98',
      'Best practices 100 /contact 96',
      'SEO 100 (not /404) /contact 92',
      'Accessibility 100 in the dark theme /contact mobile 95 / desktop 100',
      'LCP ≤ 1.3 s /contact 2.10 s',
      'FCP ≤ floor + 0.15 s /contact 0.95 s (floor 0.80 s)',
      'CLS ≤ 0.01 /contact 0.030',
      'Desktop CLS ≤ 0.01 /contact 0.011',
      'No third-party request on first load /contact https://maps.example',
      '≤ 2 preloaded font files /contact 3',
      'JS gzip ≤ floor + 30 KiB (+ 75 KiB with sliders) /contact 160.0 KiB of 160.0 KiB',
      'CSS files gzip ≤ 20 KiB /contact 20.0 KiB',
      'HTML gzip ≤ 30 KiB /contact 31.0 KiB',
      'HTML brotli ≤ 13.3 KB (the first round trip) /contact 31.7 KB',
      'Median LCP over routes ≤ floor + 0.1 s 2.10 s (floor 0.90 s)',
    ]);
  });

  it('allows pages with sliders 75 KiB of JavaScript over the floor', () => {
    const js = (gzip: number, slider: boolean) =>
      result('/home-3', {}, { weight: weight({ js: { ...sizes(gzip), inlineGzip: 0, payloadGzip: 0 }, slider }) });
    expect(missed([js(205 * KiB, true)])).toEqual([]);
    expect(missed([js(205 * KiB + 1, true)])).toEqual([
      'JS gzip ≤ floor + 30 KiB (+ 75 KiB with sliders) /home-3 205.0 KiB of 205.0 KiB (sliders)',
    ]);
    expect(missed([js(161 * KiB, false)])).toHaveLength(1);
  });

  it('misses every Lighthouse budget of a route whose runs all failed', () => {
    const lost = { ...result('/lost'), mobile: medianFigures([]), desktop: medianFigures([]), dark: dark([], []) };
    expect(missed([lost])).toEqual([
      'Mobile performance ≥ floor − 5 /lost n/a',
      'Desktop performance 100 /lost n/a',
      'Accessibility 100 /lost n/a',
      'Best practices 100 /lost n/a',
      'SEO 100 (not /404) /lost n/a',
      'Accessibility 100 in the dark theme /lost mobile n/a / desktop n/a',
      'LCP ≤ 1.3 s /lost n/a',
      'FCP ≤ floor + 0.15 s /lost n/a (floor 0.80 s)',
      'CLS ≤ 0.01 /lost n/a',
      'Desktop CLS ≤ 0.01 /lost n/a',
      'Median LCP over routes ≤ floor + 0.1 s n/a (floor 0.90 s)',
    ]);
  });

  it('holds every route to accessibility 100 in the dark theme, in both presets', () => {
    const darkCheck = (route: RouteResult) =>
      evaluateBudgets({ floor, routes: [route] }).find(
        (check) => check.budget === 'Accessibility 100 in the dark theme',
      );
    expect(darkCheck(result('/'))).toMatchObject({ route: '/', met: true, figure: 'mobile 100 / desktop 100' });
    expect(missed([result('/', {}, { dark: dark([darkRun(100)], [darkRun(92)]) })])).toEqual([
      'Accessibility 100 in the dark theme / mobile 100 / desktop 92',
    ]);
    expect(missed([result('/', {}, { dark: dark([darkRun(97)]) })])).toEqual([
      'Accessibility 100 in the dark theme / mobile 97 / desktop 100',
    ]);
    // A preset whose runs all failed has no score, which misses the budget.
    expect(missed([result('/', {}, { dark: dark([darkRun(100)], []) })])).toEqual([
      'Accessibility 100 in the dark theme / mobile 100 / desktop n/a',
    ]);
    // So does a route measured without the dark pass.
    expect(darkCheck(result('/', {}, { dark: undefined }))).toMatchObject({
      met: false,
      figure: 'mobile n/a / desktop n/a',
    });
  });

  it('does not hold the not-found page to the SEO budget', () => {
    expect(missed([result('/404', { seo: 58 })])).toEqual([]);
  });

  it('excuses best practices only for a page whose one console error is its own 404 status', () => {
    expect(missed([result('/404', { bestPractices: 96, notFoundStatusLogged: true })])).toEqual([]);
    expect(missed([result('/404', { bestPractices: 96 })])).toEqual(['Best practices 100 /404 96']);
  });

  it('leaves the budgets of the passes a quick run skips unchecked, and checks the rest', () => {
    const mobileOnly = { ...result('/about'), desktop: medianFigures([]), dark: undefined };
    const checks = evaluateBudgets({ floor, routes: [mobileOnly] }, { desktop: false, dark: false });
    expect(checks.filter((check) => /^Desktop |dark theme/.test(check.budget))).toEqual([]);
    expect(checks.filter((check) => !check.met)).toEqual([]);
    expect(checks.map((check) => check.budget)).toEqual(
      expect.arrayContaining(['Mobile performance ≥ floor − 5', 'LCP ≤ 1.3 s']),
    );
    // A full run holds them: the same route misses each.
    expect(missed([mobileOnly])).toEqual([
      'Desktop performance 100 /about n/a',
      'Accessibility 100 in the dark theme /about mobile n/a / desktop n/a',
      'Desktop CLS ≤ 0.01 /about n/a',
    ]);
  });

  it('holds the median LCP over routes to the floor’s LCP + 0.1 s, in the same run', () => {
    const lcp = (ms: number) => result(`/r${ms}`, { lcpMs: ms });
    expect(missed([lcp(700), lcp(1000), lcp(1300)])).toEqual([]);
    expect(missed([lcp(700), lcp(1010), lcp(1300)])).toEqual([
      'Median LCP over routes ≤ floor + 0.1 s 1.01 s (floor 0.90 s)',
    ]);
    // A slower floor, as on a busy machine, lifts the limit with it.
    const slowFloor = { ...floor, mobile: { ...floor.mobile, lcpMs: 1200 } };
    const checks = evaluateBudgets({ floor: slowFloor, routes: [lcp(1250), lcp(1300)] });
    expect(checks.find((check) => check.budget.startsWith('Median LCP'))).toMatchObject({ met: true, limit: 1300 });
  });

  it('holds each route’s first paint to the floor’s + 0.15 s, in the same run', () => {
    expect(missed([result('/', { fcpMs: 950, lcpMs: 900 })])).toEqual([]);
    expect(missed([result('/', { fcpMs: 951, lcpMs: 900 })])).toEqual(['FCP ≤ floor + 0.15 s / 0.95 s (floor 0.80 s)']);
    // Against the floor of the same run: a slower floor lifts the limit with it.
    const slowFloor = { ...floor, mobile: { ...floor.mobile, fcpMs: 1000 } };
    expect(
      evaluateBudgets({ floor: slowFloor, routes: [result('/', { fcpMs: 1100, lcpMs: 900 })] }).every(
        (check) => check.met,
      ),
    ).toBe(true);
  });
});

describe('markdown', () => {
  it('writes a table, escaping pipes in cells', () => {
    expect(markdownTable(['Route', 'Perf'], [['/a|b', 99]])).toBe('| Route | Perf |\n| --- | --- |\n| /a\\|b | 99 |');
  });

  it('holds a page in another language to its English page’s code, plus 1 KiB: its payload is its own words', () => {
    const js = (gzip: number, payloadGzip = 12 * KiB) => weight({ js: { ...sizes(gzip), inlineGzip: 0, payloadGzip } });
    const routes = [
      result('/contact', {}, { weight: js(140 * KiB) }),
      result('/de/contact', {}, { weight: js(141 * KiB) }),
      result('/ar/contact', {}, { weight: js(141 * KiB + 1) }),
      // Its words weigh more in the payload, not in its code.
      result('/service/cloud-solutions', {}, { weight: js(145 * KiB) }),
      result('/de/service/cloud-solutions', {}, { weight: js(150 * KiB, 16 * KiB) }),
      // No English twin measured: nothing to hold it to.
      result('/de', {}, { weight: js(200 * KiB) }),
    ];
    const checks = evaluateBudgets({ floor, routes }).filter((check) =>
      check.budget.startsWith('JS gzip but the payload'),
    );
    expect(checks.map((check) => [check.route, check.met])).toEqual([
      ['/de/contact', true],
      ['/ar/contact', false],
      ['/de/service/cloud-solutions', true],
    ]);
  });

  it('sums each budget up: met with the worst figure, or missed with the routes that miss it', () => {
    const checks = evaluateBudgets({
      floor,
      routes: [result('/', { lcpMs: 1800 }), result('/about', { lcpMs: 2500 }), result('/faqs', { lcpMs: 900 })],
    });
    const rows = budgetRows(checks);
    expect(rows).toContainEqual(['LCP ≤ 1.3 s', '**missed** (2 of 3)', '/ 1.80 s; /about 2.50 s']);
    expect(rows).toContainEqual(['CLS ≤ 0.01', 'met (3 of 3)', expect.stringMatching(/^worst: \/\S* 0\.000$/)]);
    expect(rows).toContainEqual([
      'Median LCP over routes ≤ floor + 0.1 s',
      '**missed** (1 of 1)',
      '1.80 s (floor 0.90 s)',
    ]);
  });

  it('renders BENCHMARKS.md with the machine, every table and a mark on each missed figure', () => {
    const routes = [
      // A page too heavy for its first screen's rules keeps its stylesheets before the paint.
      result(
        '/',
        { lcpMs: 2500 },
        { weight: weight({ firstPaintCss: { inline: { files: 0, raw: 0, gzip: 0, brotli: 0 }, blockingFiles: 2 } }) },
      ),
      result(
        '/about',
        { failedAudits: ['link-text'] },
        { dark: dark([darkRun(100)], [darkRun(93, ['color-contrast', 'link-text'])]) },
      ),
    ];
    const report: Report = {
      date: '2026-11-23T12:00:00Z',
      elapsedMs: 30 * 60_000,
      machine: {
        cpus: '2 × Test CPU',
        loadStart: '0.50',
        loadEnd: '1.00',
        node: 'v20.0.0',
        chromium: 'Chromium 1',
        lighthouse: '12.8.2',
        next: '16.4.5',
      },
      method: ['Three runs.'],
      floor,
      routes,
      checks: evaluateBudgets({ floor, routes }),
    };
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('2026-11-23T12:00:00Z · **3 budget checks missed** · 2 routes · 30 min');
    expect(markdown).toContain('| CPUs | 2 × Test CPU |');
    expect(markdown).toContain('- Three runs.');
    expect(markdown).toContain('| / | 100 | 100 | 100 | 100 | 0.80 s | 2.50 s ✗ | 0 ms | 0.000 | 0 |');
    expect(markdown).toContain('| floor | 99 | 100 | 100 | 100 | 0.80 s | 0.90 s | 0 ms | 0.000 | 0 |');
    expect(markdown).toContain('| /about | 1 | 1.50 s | 0.90 s | +0.00 s |');
    expect(markdown).toContain(
      '| /about | 1 | 140.0 KiB | 10.0 KiB | 140.0 KiB | 1 | 10.0 KiB | 10.0 KiB | inline rules, 3.0 KiB | 12.0 KiB |',
    );
    expect(markdown).toContain(
      '| / | 1 | 140.0 KiB | 10.0 KiB | 140.0 KiB | 1 | 10.0 KiB | 10.0 KiB | 2 stylesheets | 12.0 KiB |',
    );
    expect(markdown).toContain('| LCP ≤ 1.3 s | **missed** (1 of 2) | / 2.50 s |');
    expect(markdown).toContain('| /about | link-text |  |');
    // The dark theme's table: the routes (the floor has no dark theme), only the preset that
    // falls short marked, and the audits failed by one preset named with it.
    expect(markdown).toContain(
      '## Accessibility in the dark theme (Lighthouse, --force-dark-mode)\n\n| Route | Mobile | Desktop | Failed audits |\n| --- | --- | --- | --- |\n| / | 100 | 100 |  |\n| /about | 100 | 93 ✗ | color-contrast (desktop), link-text (desktop) |\n',
    );
    expect(markdown.indexOf('## Accessibility in the dark theme')).toBeGreaterThan(markdown.indexOf('## Desktop'));
    expect(markdown.indexOf('## Accessibility in the dark theme')).toBeLessThan(markdown.indexOf('## First paint'));
    expect(markdown).toContain(
      '| Accessibility 100 in the dark theme | **missed** (1 of 2) | /about mobile 100 / desktop 93 |',
    );
    // The light tables' accessibility scores are not marked by the dark theme's miss.
    expect(markdown).toContain('| /about | 100 | 100 | 100 | 100 | 0.80 s | 0.90 s | 0 ms | 0.000 | 0 |');
    expect(renderMarkdown({ ...report, routes: [routes[0]!] })).not.toContain('audits that failed');
    for (const heading of [
      '## Machine',
      '## Method',
      '## Mobile',
      '## Desktop',
      '## Accessibility in the dark theme',
      '## First paint',
      '## First-visit weight',
      '## Budgets',
    ])
      expect(markdown).toContain(heading);
  });
});

describe('click to paint', () => {
  const click = (name: string, from: string, speculated: number[], plain: number[], delivery: Delivery) => ({
    click: { name, from, link: 'main a' },
    to: `${from}/next`,
    speculated: speculated.map((ms) => ({ ms, delivery })),
    plain: plain.map((ms) => ({ ms, delivery: 'fetched' as const })),
    lost: 0,
  });

  it('holds the median of each click, the pointer resting first, to 100 ms, and shows the plain navigation beside it', () => {
    const results = [
      click('Menu', '/', [30, 20, 400], [180, 200, 190], 'prerendered'),
      click('Card', '/services', [150, 90, 120], [170, 160, 175], 'prerendered'),
    ];
    const checks = clickChecks(results);
    expect(checks.map(({ route, met, figure }) => [route, met, figure])).toEqual([
      ['/ → //next', true, '30 ms, prerendered ×3 (plain navigation 190 ms)'],
      ['/services → /services/next', false, '120 ms, prerendered ×3 (plain navigation 170 ms)'],
    ]);
    // Fast, but fetched ahead rather than drawn: not what the rules promise.
    expect(clickChecks([click('Card', '/projects', [40, 50, 45], [60, 70, 65], 'prefetched')])[0]!.met).toBe(false);
    // Runs that could not be measured: a few are said, more than half miss the budget.
    const lost = (count: number) => ({
      ...click('Card', '/projects', [40, 50, 45], [60, 70, 65], 'prerendered'),
      lost: count,
    });
    expect(clickChecks([lost(1)])[0]).toMatchObject({
      met: true,
      figure: '45 ms, prerendered ×3, 1 of 4 runs left out (plain navigation 65 ms)',
    });
    expect(clickChecks([lost(4)])[0]!.met).toBe(false);
    const markdown = renderMarkdown({
      date: '2026-12-07T00:00:00Z',
      elapsedMs: 60_000,
      machine: { cpus: '2', loadStart: '0', loadEnd: '0', node: 'v24', chromium: 'C', lighthouse: 'L', next: 'N' },
      method: [],
      floor,
      routes: [],
      checks,
      clicks: results,
    });
    expect(markdown).toContain('## Click to paint (Speculation Rules)');
    expect(markdown).toContain('| Menu | / → //next | 190 ms | 30 ms | prerendered ×3 | 3 |');
    expect(markdown).toContain('| Card | /services → /services/next | 170 ms | 120 ms ✗ | prerendered ×3 | 3 |');
    expect(markdown).toContain('**1 budget checks missed**');
    // A quick run's section of BENCHMARKS.md: the verdict, the mobile table, the clicks, the misses.
    const quick = renderQuickSection({
      date: '2026-12-07T00:00:00Z',
      elapsedMs: 6 * 60_000,
      machine: { cpus: '2', loadStart: '0', loadEnd: '0', node: 'v24', chromium: 'C', lighthouse: 'L', next: 'N' },
      method: ['`npm run bench` with `--quick`: the default mode.', 'Lighthouse, 3 runs.'],
      floor,
      routes: [],
      checks,
      clicks: results,
    });
    expect(quick).toMatch(/^## Quick verdict \(`npm run bench -- --quick`\)/);
    expect(quick).toContain('2026-12-07T00:00:00Z · **1 budget checks missed** · 0 routes · 6 min');
    expect(quick).toContain('- `npm run bench` with `--quick`: the default mode.');
    expect(quick).not.toContain('Lighthouse, 3 runs.');
    expect(quick).toContain('| floor | 99 | 100 | 100 | 100 |');
    expect(quick).toContain('| Card | /services → /services/next | 170 ms | 120 ms ✗ | prerendered ×3 | 3 |');
    expect(quick).toContain(
      '- missed: Click to paint, the pointer resting on the link first: prerendered, ≤ 100 ms on /services → /services/next: 120 ms, prerendered ×3 (plain navigation 170 ms)',
    );
    expect(sectionOf(withSection('# Benchmarks\n', 'quick-verdict', quick), 'quick-verdict')).toContain(quick.trim());
  });
});

describe('the lead bench’s helpers', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('writes its section of BENCHMARKS.md in place, or at the end, and the page bench keeps it', () => {
    const pages = '# Benchmarks\n\n## Mobile\n\nfigures\n';
    const first = withSection(pages, 'lead-receiver', '## Lead receiver\n\nrun 1');
    expect(first).toBe(
      '# Benchmarks\n\n## Mobile\n\nfigures\n\n<!-- lead-receiver:start -->\n## Lead receiver\n\nrun 1\n<!-- lead-receiver:end -->\n',
    );
    const second = withSection(first, 'lead-receiver', '## Lead receiver\n\nrun 2');
    expect(second).toContain('run 2');
    expect(second).not.toContain('run 1');
    expect(second.match(/lead-receiver:start/g)).toHaveLength(1);
    // A new page bench writes its own text and carries the section over as it was.
    const kept = sectionOf(second, 'lead-receiver');
    expect(withSection('# Benchmarks\n\nnew figures\n', 'lead-receiver', kept)).toBe(
      `# Benchmarks\n\nnew figures\n\n${kept}\n`,
    );
    expect(sectionOf(pages, 'lead-receiver')).toBe('');
  });
});
