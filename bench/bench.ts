// The pure part of the speed benchmark (bench/bench.cli.ts): the routes, the static weight of a
// page, the figures taken from a Lighthouse report, medians, the budgets and BENCHMARKS.md.
// Nothing here starts a process or touches the network, so the unit tests cover all of it.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { translatedLanguages, type Language } from '../content/languages';
import { englishPath, pathIn, paths } from '../content/permalinks';
import { pageScripts } from '../buildtime/deferred-scripts';
import type { ClickResult, ClickSample, Delivery } from './clicks';
import { paintStylesId } from '../lib/paint-loader';

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}
export interface PageWeight {
  /** Every script, inline or a file, and the React payload; the inline scripts and the payload also apart. */
  js: Sizes & { inlineGzip: number; payloadGzip: number };
  /** Every stylesheet file the page loads, before its first paint or after it, each once. */
  css: Sizes;
  /**
   * What its first paint waits for: the rules written into its head (their bytes are the HTML's
   * too) and the stylesheets it links there; those it leaves to the paint loader do not count.
   */
  firstPaintCss: { inline: Sizes; blockingFiles: number };
  html: Sizes;
  preloadedFonts: number;
  slider: boolean;
}
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The page's own bytes as they came over the network (compressed, with the answer's headers). */
  documentBytes: number;
  thirdParty: string[];
  failedAudits: string[];
  /** The only best practice missed is the console error Chromium logs for the page's own 404 status. */
  notFoundStatusLogged: boolean;
}
type NumericFigure =
  'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'documentBytes';

/** The part of a Lighthouse report (`lhr`) read here. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl?: string;
  finalUrl?: string;
  categories?: Record<string, { score?: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits?: Record<
    string,
    | {
        score?: number | null;
        numericValue?: number;
        details?: {
          items?: {
            url?: string;
            source?: string;
            description?: string;
            sourceLocation?: { url?: string };
            resourceType?: string;
            transferSize?: number;
          }[];
        };
      }
    | undefined
  >;
}

export interface MedianFigures extends Figures {
  runs: number;
}
/** Accessibility-only runs in the dark theme, one per preset. */
export interface DarkFigures {
  mobile: MedianFigures;
  desktop: MedianFigures;
}
export interface RouteResult {
  route: string;
  mobile: MedianFigures;
  desktop: MedianFigures;
  devtools: MedianFigures;
  /** Absent for the floor, which has no dark theme to audit. */
  dark?: DarkFigures;
  weight: PageWeight;
}
export interface Check {
  budget: string;
  route: string | null;
  value: number;
  limit: number;
  met: boolean;
  figure: string;
}
export interface Report {
  date: string;
  elapsedMs: number;
  machine: Record<'cpus' | 'loadStart' | 'loadEnd' | 'node' | 'chromium' | 'lighthouse' | 'next', string>;
  method: string[];
  floor: RouteResult;
  routes: RouteResult[];
  checks: Check[];
  /** Click to paint (bench/clicks.ts), when measured. */
  clicks?: ClickResult[];
}

/** The pages measured in each other language: its home, its contact page and its first service. */
const languageSample = (language: Language, exportedRoutes: string[]): string[] => {
  const prefix = `${pathIn('/service', language)}/`;
  const service = exportedRoutes.filter((route) => route.startsWith(prefix)).toSorted()[0];
  return [pathIn('/', language), pathIn('/contact', language), ...(service ? [service] : [])].filter((route) =>
    exportedRoutes.includes(route),
  );
};

/**
 * The routes a full run measures, chosen from the export's own routes: every English page of the
 * specification's table (each route with one segment), the first page of each generated
 * collection (`/service/…`, `/project/…`, `/team-details/…`), a sample of each other language
 * (its home, contact page and first service) and the not-found page. The search results page is
 * left out: it is a shell filled in by the browser.
 */
export function benchRoutes(exportedRoutes: string[]): string[] {
  const firsts = new Map<string, string>();
  const single: string[] = [];
  const translated = new Set<string>(translatedLanguages);
  for (const route of exportedRoutes.toSorted()) {
    const [collection, page] = route.slice(1).split('/');
    if (translated.has(collection!)) continue;
    if (page) {
      if (!firsts.has(collection!)) firsts.set(collection!, route);
    } else if (route !== paths.search && route !== '/404' && !route.startsWith('/_')) single.push(route);
  }
  const samples = translatedLanguages.flatMap((language) => languageSample(language, exportedRoutes));
  return [...single, ...firsts.values(), ...samples, '/404'];
}

/**
 * The routes a quick run (`--quick`) measures: one of each kind of page, each in one language,
 * so that every language is measured too (Arabic on the home page, whose script and layout are
 * the heaviest). A route the export lacks in that language is measured in English.
 */
const quickTemplates: [template: string, language: Language][] = [
  ['/', 'ar'],
  ['/about', 'de'],
  ['/contact', 'en'],
  ['/blog-details', 'de'],
  ['/service/', 'ar'],
  ['/project/', 'en'],
  ['/projects', 'de'],
];

export function quickRoutes(exportedRoutes: string[]): string[] {
  return quickTemplates.flatMap(([template, language]) => {
    const english = template.endsWith('/')
      ? exportedRoutes.filter((route) => route.startsWith(template)).toSorted()[0]
      : template;
    if (!english || !exportedRoutes.includes(english)) return [];
    const translated = pathIn(english, language);
    return [exportedRoutes.includes(translated) ? translated : english];
  });
}

/** Routes whose SEO score is not budgeted: the not-found page answers 404 and is not indexed. */
export const seoExempt = new Set(['/404']);

const KiB = 1024;

/** The limits, in the units of the collected figures (scores 0–100, milliseconds, bytes). */
export const budgets = {
  performanceBelowFloor: 5,
  desktopPerformance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1300,
  /** First paint within this of the one-page Next.js floor's, in the same run. */
  fcpOverFloorMs: 150,
  /** The median LCP over the routes within this of the floor's LCP, in the same run. */
  medianLcpOverFloorMs: 100,
  /** On a phone and on a desktop alike (a desktop's scrollbars and wider rows move otherwise). */
  cls: 0.01,
  thirdPartyRequests: 0,
  preloadedFonts: 2,
  jsOverFloor: 30 * KiB,
  jsOverFloorWithSliders: 75 * KiB,
  cssGzip: 20 * KiB,
  htmlGzip: 30 * KiB,
  /** A page's HTML in the first flight of a new connection (about 13.6 KB with the headers). */
  htmlBrotli: 13_300,
  /** A page in another language ships no catalogue: its scripts weigh what its English page's do. */
  jsOverEnglish: 1 * KiB,
  /** A click on a link the pointer rested on paints the next page, prerendered, within this (the median of its runs). */
  clickToPaintMs: 100,
};

/** The exported file of a route: `/` is index.html, `/404` is 404.html, `/about` is about.html. */
export function routeFile(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Raw, gzip and brotli bytes of a text or a buffer, compressed at the levels a CDN uses. */
/** Brotli at its highest quality, as the budgets count it. */
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

export function compressedSizes(content: string | Buffer): Omit<Sizes, 'files'> {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, brotliOptions).length,
  };
}

const brotliAsync = promisify(brotliCompress);

/**
 * The brotli size of `content`, as `compressedSizes` counts it, compressed on libuv's threads: at
 * quality 11 a page takes about 150 ms, so callers that size many pages overlap them.
 */
export async function brotliSize(content: string | Buffer): Promise<number> {
  return (await brotliCompressed(content)).length;
}

/** `content` compressed as `brotliSize` counts it: the bytes the Worker sends a page as (worker/pages.ts). */
export async function brotliCompressed(content: string | Buffer): Promise<Buffer> {
  return brotliAsync(Buffer.isBuffer(content) ? content : Buffer.from(content), brotliOptions);
}

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

function hasAttribute(tag: string, name: string): boolean {
  return new RegExp(`\\s${name}(?:[\\s=>/]|$)`, 'i').test(tag);
}

function sum(parts: (string | Buffer)[]): Sizes {
  const total = { files: parts.length, raw: 0, gzip: 0, brotli: 0 };
  for (const part of parts) {
    const sizes = compressedSizes(part);
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}

/** The stylesheets the page's paint loader links once it has painted (its `#paint-styles` list). */
function paintStylesheets(html: string): string[] {
  const list = new RegExp(`<script id="${paintStylesId}" type="application/json">([\\s\\S]*?)</script>`).exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}

/** Script types a browser runs; JSON-LD, import maps and other data blocks are not JavaScript. */
const scriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * What a first visit to a page loads before any interaction, counted from its exported HTML:
 * the scripts it names or preloads (not `nomodule` ones, which modern browsers skip), its React payload and
 * its inline scripts (JSON-LD excluded), the stylesheets it links and its inline styles, and the HTML itself. Each
 * file counts once, compressed on its own as a server sends it; inline code counts as one file.
 * Also the font files it preloads and whether it has a slider (Swiper markup in the HTML or
 * in one of its scripts). `readAsset` returns the file of a URL path of the site.
 */
export function pageWeight(html: string, readAsset: (path: string) => Buffer): PageWeight {
  const scripts: string[] = [];
  const inlineScripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = match[1] ?? '';
    if (hasAttribute(tag, 'nomodule')) continue;
    if (!scriptTypes.has((attribute(tag, 'type') ?? '').toLowerCase())) continue;
    const src = attribute(tag, 'src');
    if (src) scripts.push(src);
    else if (match[2]?.trim()) inlineScripts.push(match[2]);
  }
  // The scripts the page adds once it has painted (buildtime/deferred-scripts.ts) load on a first
  // visit too, and so does the file of its React payload (buildtime/page-payload.ts).
  const deferred = pageScripts(html);
  scripts.push(...deferred.scripts, ...(deferred.payload ? [deferred.payload] : []));
  // Linked stylesheets block the first paint, except the <noscript> copies of those the paint
  // loader adds once the page has painted (buildtime/critical-styles.ts), which its list names.
  const blocking: string[] = [];
  const preloadedFonts = new Set<string>();
  for (const match of html.replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '').matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('stylesheet')) blocking.push(href);
    const as = (attribute(tag, 'as') ?? '').toLowerCase();
    if (rel.includes('preload') && as === 'font') preloadedFonts.add(href);
    // A script preloaded in the page's markup is one it runs (the paint loader's file, started once
    // the page has painted): it loads on a first visit as a script element's does.
    if (rel.includes('preload') && as === 'script') scripts.push(href);
  }
  const afterPaint = paintStylesheets(html);
  const inlineStyles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  const files = (urls: string[]) => [...new Set(urls)].map((url) => readAsset(url.split(/[?#]/)[0]!));
  const scriptFiles = files(scripts);
  const inline = (parts: string[]) => (parts.length ? [parts.join('\n')] : []);
  const slider = /class="[^"]*\bswiper\b/.test(html) || scriptFiles.some((file) => file.includes('swiper-wrapper'));
  return {
    js: {
      ...sum([...scriptFiles, ...inline(inlineScripts)]),
      inlineGzip: sum(inline(inlineScripts)).gzip,
      payloadGzip: deferred.payload ? sum(files([deferred.payload])).gzip : 0,
    },
    css: sum(files([...blocking, ...afterPaint])),
    firstPaintCss: { inline: sum(inline(inlineStyles)), blockingFiles: new Set(blocking).size },
    html: sum([html]),
    preloadedFonts: preloadedFonts.size,
    slider,
  };
}

/**
 * The figures of one Lighthouse report (a `lhr`): the four category scores (0–100), the
 * metrics in milliseconds (CLS unitless), and the requests to any origin but the served one.
 */
export function lighthouseFigures(lhr: LighthouseResult, origin: string): Figures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (key: string) => {
    const value = lhr.categories?.[key]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  };
  const metric = (key: string) => lhr.audits?.[key]?.numericValue ?? Number.NaN;
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  const thirdParty = requests
    .map((item) => item.url ?? '')
    .filter((url) => /^https?:/i.test(url) && new URL(url).origin !== origin);
  const failing = (key: string) =>
    (lhr.categories?.[key]?.auditRefs ?? [])
      .filter((ref) => {
        const score = lhr.audits?.[ref.id]?.score;
        return ref.weight > 0 && typeof score === 'number' && score < 1;
      })
      .map((ref) => ref.id);
  const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap(failing);
  // A not-found page answers 404, as it must, and Chromium logs that status as a console error:
  // then the only best practice it misses is the one it misses by being right.
  const documentUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl;
  const consoleErrors = lhr.audits?.['errors-in-console']?.details?.items ?? [];
  const notFoundStatusLogged =
    failing('best-practices').join() === 'errors-in-console' &&
    consoleErrors.length > 0 &&
    consoleErrors.every(
      (item) =>
        item.source === 'network' &&
        item.sourceLocation?.url === documentUrl &&
        /status of 404\b/.test(item.description ?? ''),
    );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    documentBytes: requests.find((item) => item.resourceType === 'Document')?.transferSize ?? Number.NaN,
    thirdParty: [...new Set(thirdParty)],
    failedAudits: [...new Set(failedAudits)].toSorted(),
    notFoundStatusLogged,
  };
}

/** The median of every figure over runs; third-party requests and failed audits are those of any run. */
export function medianFigures(runs: Figures[]): MedianFigures {
  const of = (key: NumericFigure) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    documentBytes: of('documentBytes'),
    thirdParty: [...new Set(runs.flatMap((run) => run.thirdParty))],
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits ?? []))].toSorted(),
    notFoundStatusLogged: runs.length > 0 && runs.every((run) => run.notFoundStatusLogged),
    runs: runs.length,
  };
}

const formatKiB = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** What a page's first paint waits for: the rules in its head (gzipped), the stylesheets it links there. */
function firstPaintWait({ firstPaintCss: { inline, blockingFiles } }: PageWeight): string {
  const parts = [
    inline.files > 0 ? `inline rules, ${formatKiB(inline.gzip)}` : '',
    blockingFiles > 0 ? `${blockingFiles} stylesheet${blockingFiles === 1 ? '' : 's'}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : 'no CSS';
}
const formatSeconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const formatScore = (score: number) => (Number.isFinite(score) ? String(score) : 'n/a');
const formatCls = (cls: number) => (Number.isFinite(cls) ? cls.toFixed(3) : 'n/a');

/** The name of the dark theme's accessibility budget; the light one's name is a prefix of it. */
const darkAccessibilityBudget = 'Accessibility 100 in the dark theme';

/** The passes besides the mobile preset that a run measured: a quick run leaves their budgets unchecked. */
export interface MeasuredPasses {
  desktop: boolean;
  dark: boolean;
}

/**
 * A route's dark-theme figures; a result without any (written before the dark pass, or the
 * floor) counts as runs that all failed, so that an unmeasured route misses the budget.
 */
function darkFiguresOf(result: RouteResult): DarkFigures {
  return result.dark ?? { mobile: medianFigures([]), desktop: medianFigures([]) };
}

/**
 * Every budget checked against the results. `floor` and each entry of `routes` hold
 * `{ route, mobile, desktop, weight }` (medians and `pageWeight`), each route also `dark` (the
 * accessibility medians in the dark theme). One check per budget and route, plus the median LCP
 * over routes; each says what it measured and whether it is met.
 */
export function evaluateBudgets(
  { floor, routes }: { floor: RouteResult; routes: RouteResult[] },
  measured: MeasuredPasses = { desktop: true, dark: true },
): Check[] {
  const checks: Check[] = [];
  const check = (budget: string, route: string | null, value: number, limit: number, met: boolean, figure: string) => {
    const pass = /^Desktop /.test(budget) ? 'desktop' : budget === darkAccessibilityBudget ? 'dark' : undefined;
    if (!pass || measured[pass]) checks.push({ budget, route, value, limit, met: Boolean(met), figure });
  };
  const minimumPerformance = floor.mobile.performance - budgets.performanceBelowFloor;
  for (const result of routes) {
    const { route, mobile, desktop, weight } = result;
    check(
      'Mobile performance ≥ floor − 5',
      route,
      mobile.performance,
      minimumPerformance,
      mobile.performance >= minimumPerformance,
      formatScore(mobile.performance),
    );
    check(
      'Desktop performance 100',
      route,
      desktop.performance,
      budgets.desktopPerformance,
      desktop.performance >= budgets.desktopPerformance,
      formatScore(desktop.performance),
    );
    for (const [key, label] of [
      ['accessibility', 'Accessibility 100'],
      ['bestPractices', 'Best practices 100'],
      ['seo', 'SEO 100 (not /404)'],
    ] as const) {
      if (key === 'seo' && seoExempt.has(route)) continue;
      const excused = key === 'bestPractices' && mobile.notFoundStatusLogged;
      const text = formatScore(mobile[key]) + (excused ? ' (only its own 404 status in the console)' : '');
      check(label, route, mobile[key], budgets[key], mobile[key] >= budgets[key] || excused, text);
    }
    // Both presets must score 100: the worse of the two is the value, NaN (missed) when either has
    // no run, and the figure names both so that the report shows which one fell short.
    const dark = darkFiguresOf(result);
    const darkScore = Math.min(dark.mobile.accessibility, dark.desktop.accessibility);
    check(
      darkAccessibilityBudget,
      route,
      darkScore,
      budgets.accessibility,
      darkScore >= budgets.accessibility,
      `mobile ${formatScore(dark.mobile.accessibility)} / desktop ${formatScore(dark.desktop.accessibility)}`,
    );
    check(
      'LCP ≤ 1.3 s',
      route,
      mobile.lcpMs,
      budgets.lcpMs,
      mobile.lcpMs <= budgets.lcpMs,
      formatSeconds(mobile.lcpMs),
    );
    const fcpLimit = floor.mobile.fcpMs + budgets.fcpOverFloorMs;
    check(
      'FCP ≤ floor + 0.15 s',
      route,
      mobile.fcpMs,
      fcpLimit,
      mobile.fcpMs <= fcpLimit,
      `${formatSeconds(mobile.fcpMs)} (floor ${formatSeconds(floor.mobile.fcpMs)})`,
    );
    check('CLS ≤ 0.01', route, mobile.cls, budgets.cls, mobile.cls <= budgets.cls, formatCls(mobile.cls));
    check('Desktop CLS ≤ 0.01', route, desktop.cls, budgets.cls, desktop.cls <= budgets.cls, formatCls(desktop.cls));
    const thirdParty = [...new Set([...mobile.thirdParty, ...desktop.thirdParty])];
    check(
      'No third-party request on first load',
      route,
      thirdParty.length,
      budgets.thirdPartyRequests,
      thirdParty.length <= budgets.thirdPartyRequests,
      thirdParty.length ? thirdParty.map((url) => new URL(url).origin).join(', ') : 'none',
    );
    check(
      '≤ 2 preloaded font files',
      route,
      weight.preloadedFonts,
      budgets.preloadedFonts,
      weight.preloadedFonts <= budgets.preloadedFonts,
      String(weight.preloadedFonts),
    );
    const jsLimit = floor.weight.js.gzip + (weight.slider ? budgets.jsOverFloorWithSliders : budgets.jsOverFloor);
    check(
      'JS gzip ≤ floor + 30 KiB (+ 75 KiB with sliders)',
      route,
      weight.js.gzip,
      jsLimit,
      weight.js.gzip <= jsLimit,
      `${formatKiB(weight.js.gzip)} of ${formatKiB(jsLimit)}${weight.slider ? ' (sliders)' : ''}`,
    );
    check(
      'CSS files gzip ≤ 20 KiB',
      route,
      weight.css.gzip,
      budgets.cssGzip,
      weight.css.gzip <= budgets.cssGzip,
      formatKiB(weight.css.gzip),
    );
    check(
      'HTML gzip ≤ 30 KiB',
      route,
      weight.html.gzip,
      budgets.htmlGzip,
      weight.html.gzip <= budgets.htmlGzip,
      formatKiB(weight.html.gzip),
    );
    check(
      'HTML brotli ≤ 13.3 KB (the first round trip)',
      route,
      weight.html.brotli,
      budgets.htmlBrotli,
      weight.html.brotli <= budgets.htmlBrotli,
      `${(weight.html.brotli / 1000).toFixed(1)} KB`,
    );
  }
  // A page in another language against the same page in English, where both were measured: its
  // code, without the payload, which carries the page's own words (longer in German, two bytes a
  // letter in Arabic) rather than any catalogue.
  const byRoute = new Map(routes.map((result) => [result.route, result]));
  const code = ({ js }: PageWeight) => js.gzip - js.payloadGzip;
  for (const { route, weight } of routes) {
    const language = translatedLanguages.find(
      (candidate) => route === `/${candidate}` || route.startsWith(`/${candidate}/`),
    );
    const english = language && byRoute.get(englishPath(route, language));
    if (!english) continue;
    const limit = code(english.weight) + budgets.jsOverEnglish;
    check(
      'JS gzip but the payload ≤ the English page’s + 1 KiB',
      route,
      code(weight),
      limit,
      code(weight) <= limit,
      `${formatKiB(code(weight))} against ${formatKiB(code(english.weight))}`,
    );
  }
  const medianLcp = median(routes.map(({ mobile }) => mobile.lcpMs));
  const medianLcpLimit = floor.mobile.lcpMs + budgets.medianLcpOverFloorMs;
  check(
    'Median LCP over routes ≤ floor + 0.1 s',
    null,
    medianLcp,
    medianLcpLimit,
    medianLcp <= medianLcpLimit,
    `${formatSeconds(medianLcp)} (floor ${formatSeconds(floor.mobile.lcpMs)})`,
  );
  return checks;
}

/** The median of a click's samples, in milliseconds. */
export const clickMedianMs = (samples: ClickSample[]): number => median(samples.map((sample) => sample.ms));

/** How a click's next page came, most often first: `prerendered ×3`. */
export function deliveries(samples: ClickSample[]): string {
  const counts = new Map<Delivery, number>();
  for (const { delivery } of samples) counts.set(delivery, (counts.get(delivery) ?? 0) + 1);
  return [...counts]
    .toSorted(([, a], [, b]) => b - a)
    .map(([delivery, count]) => `${delivery} ×${count}`)
    .join(', ');
}

export const clickBudget = 'Click to paint, the pointer resting on the link first: prerendered, ≤ 100 ms';

/** A check a click: every run's next page prerendered, and the median click to paint within the budget. */
export function clickChecks(results: ClickResult[]): Check[] {
  return results.map(({ click, to, speculated, plain, lost }) => {
    const ms = clickMedianMs(speculated);
    const prerendered = speculated.length > 0 && speculated.every(({ delivery }) => delivery === 'prerendered');
    // At most half the runs may be left out unmeasured.
    const measured = speculated.length > 0 && lost <= speculated.length;
    return {
      budget: clickBudget,
      route: `${click.from} → ${to}`,
      value: ms,
      limit: budgets.clickToPaintMs,
      met: measured && prerendered && ms <= budgets.clickToPaintMs,
      figure: `${Math.round(ms)} ms, ${deliveries(speculated)}${lost ? `, ${lost} of ${lost + speculated.length} runs left out` : ''} (plain navigation ${Math.round(clickMedianMs(plain))} ms)`,
    };
  });
}

/** The clicks as a table: each way's median, and how the next page came. */
export function clicksTable(results: ClickResult[], checks: Check[]): string {
  return markdownTable(
    ['Click', 'From → to', 'Plain navigation', 'Pointer resting first', 'How the next page came', 'Runs'],
    results.map(({ click, to, speculated, plain, lost }) => {
      const route = `${click.from} → ${to}`;
      const ms = `${Math.round(clickMedianMs(speculated))} ms`;
      return [
        click.name,
        route,
        `${Math.round(clickMedianMs(plain))} ms`,
        marked(checks, route, clickBudget, ms),
        deliveries(speculated),
        lost ? `${speculated.length} of ${speculated.length + lost}` : speculated.length,
      ];
    }),
  );
}

/**
 * The section a quick run (`npm run bench -- --quick`) writes into BENCHMARKS.md beside the full
 * bench's figures: its verdict, the mobile medians, the clicks and what it missed.
 */
export function renderQuickSection(report: Report): string {
  const { date, method, floor, routes, checks, elapsedMs, clicks } = report;
  const missed = checks.filter((check) => !check.met);
  return [
    '## Quick verdict (`npm run bench -- --quick`)',
    '',
    '<!-- Written by `npm run bench -- --quick` (bench/bench.cli.ts); regenerate it rather than editing it. -->',
    '',
    `${date} · ${missed.length ? `**${missed.length} budget checks missed**` : 'every budget checked met'} · ${routes.length} routes · ${Math.round(elapsedMs / 60000)} min`,
    '',
    ...method.slice(0, 1).map((line) => `- ${line}`),
    '- One route of each kind of page, the languages among them, beside the floor; the mobile preset only, with its budgets (bench/partial.md has the rest of this run).',
    '',
    lighthouseTable([{ ...floor, route: 'floor' }, ...routes], checks, 'mobile', mobileBudgets),
    ...(clicks ? ['', clicksTable(clicks, checks)] : []),
    '',
    ...(missed.length
      ? missed.map((check) => `- missed: ${check.budget}${check.route ? ` on ${check.route}` : ''}: ${check.figure}`)
      : ['- every budget checked met']),
    '',
  ].join('\n');
}

/** A GitHub-flavoured Markdown table; pipes inside cells are escaped. */
export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => String(value).replaceAll('|', '\\|');
  const line = (cells: (string | number)[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One line per budget: met on every route (with the worst figure), or the routes that miss it. */
export function budgetRows(checks: Check[]): string[][] {
  const byBudget = new Map<string, Check[]>();
  for (const check of checks) byBudget.set(check.budget, [...(byBudget.get(check.budget) ?? []), check]);
  return [...byBudget].map(([budget, list]) => {
    const missed = list.filter((check) => !check.met);
    const where = (check: Check) => (check.route ? `${check.route} ${check.figure}` : check.figure);
    if (missed.length) return [budget, `**missed** (${missed.length} of ${list.length})`, missed.map(where).join('; ')];
    const worst = list.toSorted(worstFirst)[0]!;
    return [
      budget,
      `met (${list.length} of ${list.length})`,
      list.length === 1 ? worst.figure : `worst: ${where(worst)}`,
    ];
  });
}

/** Orders checks by how close they come to their limit (a “higher is better” limit is a minimum). */
function worstFirst(a: Check, b: Check): number {
  const margin = (check: Check) =>
    higherIsBetter(check.budget) ? check.value - check.limit : check.limit - check.value;
  return margin(a) - margin(b);
}

function higherIsBetter(budget: string): boolean {
  return /performance|Accessibility|Best practices|SEO/.test(budget);
}

/**
 * Marks a figure that misses one of its route's budgets. The dark theme's accessibility budget
 * starts like the light one, so it marks only figures asked for by its full name, and the light
 * tables' `Accessibility` does not pick it up.
 */
function marked(checks: Check[], route: string, budgetPrefix: string, text: string): string {
  const dark = budgetPrefix === darkAccessibilityBudget;
  const missed = checks.some(
    (check) =>
      check.route === route &&
      check.budget.startsWith(budgetPrefix) &&
      (check.budget === darkAccessibilityBudget) === dark &&
      !check.met,
  );
  return missed ? `${text} ✗` : text;
}

/**
 * The audits a route failed in the dark theme (in any run): those of both presets as they are,
 * those of one preset with its name, e.g. `color-contrast, link-text (desktop)`.
 */
function darkFailedAudits({ mobile, desktop }: DarkFigures): string {
  const audits = [...new Set([...mobile.failedAudits, ...desktop.failedAudits])].toSorted();
  return audits
    .map((audit) => {
      const onMobile = mobile.failedAudits.includes(audit);
      const onDesktop = desktop.failedAudits.includes(audit);
      return onMobile && onDesktop ? audit : `${audit} (${onMobile ? 'mobile' : 'desktop'})`;
    })
    .join(', ');
}

/** The budgets (by name prefix) that each preset's figures are held to, and marked against. */
const mobileBudgets = ['Mobile performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'CLS', 'No third-party'];
const desktopBudgets = ['Desktop performance', 'Desktop CLS', 'No third-party'];

/** One preset's Lighthouse medians per route, a figure marked where it misses a budget of `budgeted`. */
function lighthouseTable(
  all: RouteResult[],
  checks: Check[],
  preset: 'mobile' | 'desktop',
  budgeted: string[],
): string {
  const mark = (route: string, budget: string, text: string) =>
    budgeted.includes(budget) ? marked(checks, route, budget, text) : text;
  return markdownTable(
    ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', '3rd-party', 'Page on the wire'],
    all.map(({ route, [preset]: figures }) => [
      route,
      mark(route, budgeted[0]!, formatScore(figures.performance)),
      mark(route, 'Accessibility', formatScore(figures.accessibility)),
      mark(route, 'Best practices', formatScore(figures.bestPractices)),
      mark(route, 'SEO', formatScore(figures.seo)),
      formatSeconds(figures.fcpMs),
      mark(route, 'LCP', formatSeconds(figures.lcpMs)),
      Number.isFinite(figures.tbtMs) ? `${Math.round(figures.tbtMs)} ms` : 'n/a',
      mark(route, preset === 'desktop' ? 'Desktop CLS' : 'CLS', formatCls(figures.cls)),
      mark(route, 'No third-party', String(figures.thirdParty.length)),
      Number.isFinite(figures.documentBytes) ? `${(figures.documentBytes / 1000).toFixed(1)} KB` : 'n/a',
    ]),
  );
}

/**
 * BENCHMARKS.md: when and where it ran, how, the figures per route (mobile, desktop,
 * accessibility in the dark theme, devtools throttling, weights), the floor's beside them (but
 * for the dark theme, which the floor does not have), and every budget met or missed.
 */
export function renderMarkdown(report: Report): string {
  const { date, machine, method, floor, routes, checks, elapsedMs } = report;
  const all = [{ ...floor, route: 'floor' }, ...routes];
  const missed = checks.filter((check) => !check.met);
  const lines = [
    '# Benchmarks',
    '',
    '<!-- Written by `npm run bench` (bench/bench.cli.ts); regenerate it rather than editing it. -->',
    '',
    `${date} · ${missed.length ? `**${missed.length} budget checks missed**` : 'every budget met'} · ${routes.length} routes · ${Math.round(elapsedMs / 60000)} min`,
    '',
    '## Machine',
    '',
    markdownTable(
      ['', ''],
      [
        ['CPUs', machine.cpus],
        ['Load average (1 min) at start / end', `${machine.loadStart} / ${machine.loadEnd}`],
        ['Node.js', machine.node],
        ['Chromium', machine.chromium],
        ['Lighthouse', machine.lighthouse],
        ['Next.js', machine.next],
      ],
    ),
    '',
    '## Method',
    '',
    ...method.map((line) => `- ${line}`),
    '',
    '## Mobile (Lighthouse mobile preset, simulated throttling, medians)',
    '',
    lighthouseTable(all, checks, 'mobile', mobileBudgets),
    '',
    '## Desktop (Lighthouse desktop preset, medians)',
    '',
    lighthouseTable(all, checks, 'desktop', desktopBudgets),
    '',
    '## Accessibility in the dark theme (Lighthouse, --force-dark-mode)',
    '',
    markdownTable(
      ['Route', 'Mobile', 'Desktop', 'Failed audits'],
      routes.map((result) => {
        const dark = darkFiguresOf(result);
        // One check covers both presets: only the score that falls short of it is marked.
        const score = ({ accessibility }: MedianFigures) =>
          accessibility >= budgets.accessibility
            ? formatScore(accessibility)
            : marked(checks, result.route, darkAccessibilityBudget, formatScore(accessibility));
        return [result.route, score(dark.mobile), score(dark.desktop), darkFailedAudits(dark)];
      }),
    ),
    '',
    '## First paint under real throttling (mobile preset, `--throttling-method=devtools`)',
    '',
    markdownTable(
      ['Route', 'Runs', 'FCP', 'LCP', 'FCP − floor FCP'],
      all.map(({ route, devtools }) => [
        route,
        devtools.runs,
        formatSeconds(devtools.fcpMs),
        formatSeconds(devtools.lcpMs),
        route === 'floor' ? '' : `+${formatSeconds(devtools.fcpMs - floor.devtools.fcpMs)}`,
      ]),
    ),
    ...(report.clicks
      ? [
          '',
          '## Click to paint (Speculation Rules)',
          '',
          'From the click to the next page’s first contentful paint, in the full Chromium driven by Puppeteer on this machine (bench/clicks.ts), unthrottled, at 1280 × 900, each run in a fresh context: the pointer resting on the link for 1.5 s first, as a visitor’s does before choosing, and beside it the same page opened from the same page as a plain navigation (navigation to first paint). Medians; prerendered: the page was drawn before the click; prefetched: only fetched before it; fetched: on the click. A run that could not be measured is left out and counted.',
          '',
          clicksTable(report.clicks, checks),
        ]
      : []),
    '',
    '## First-visit weight (exported files; gzip / brotli)',
    '',
    markdownTable(
      [
        'Route',
        'JS files',
        'JS gzip',
        'of it inline',
        'JS brotli',
        'CSS files',
        'CSS gzip',
        'CSS brotli',
        'First paint waits for',
        'HTML gzip',
        'HTML brotli',
        'Fonts',
        'Sliders',
      ],
      all.map(({ route, weight }) => [
        route,
        weight.js.files,
        marked(checks, route, 'JS gzip', formatKiB(weight.js.gzip)),
        formatKiB(weight.js.inlineGzip),
        formatKiB(weight.js.brotli),
        weight.css.files,
        marked(checks, route, 'CSS files gzip', formatKiB(weight.css.gzip)),
        formatKiB(weight.css.brotli),
        firstPaintWait(weight),
        marked(checks, route, 'HTML gzip', formatKiB(weight.html.gzip)),
        formatKiB(weight.html.brotli),
        marked(checks, route, '≤ 2 preloaded', String(weight.preloadedFonts)),
        weight.slider ? 'yes' : '',
      ]),
    ),
    '',
    '## Budgets',
    '',
    markdownTable(['Budget', 'Result', 'Figures'], budgetRows(checks)),
    '',
  ];
  const failing = all.filter(({ mobile, desktop }) => mobile.failedAudits.length || desktop.failedAudits.length);
  if (failing.length) {
    lines.push(
      '## Accessibility, best-practices and SEO audits that failed (in any run)',
      '',
      markdownTable(
        ['Route', 'Mobile', 'Desktop'],
        failing.map(({ route, mobile, desktop }) => [
          route,
          mobile.failedAudits.join(', '),
          desktop.failedAudits.join(', '),
        ]),
      ),
      '',
    );
  }
  return lines.join('\n');
}

/** The value below which `share` (0–1) of the values fall, nearest rank. */
export function percentile(values: number[], share: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))]!;
}

const sectionMarks = (name: string): [string, string] => [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];

/** The part of BENCHMARKS.md another bench writes (between its marks, marks included), or ''. */
export function sectionOf(markdown: string, name: string): string {
  const [start, end] = sectionMarks(name);
  const from = markdown.indexOf(start);
  const to = markdown.indexOf(end, from);
  return from === -1 || to === -1 ? '' : markdown.slice(from, to + end.length);
}

/** `markdown` with the section `name` set to `body` (marked), in its place or at the end. */
export function withSection(markdown: string, name: string, body: string): string {
  const [start, end] = sectionMarks(name);
  const section = body.startsWith(start) ? body : `${start}\n${body.trim()}\n${end}`;
  const old = sectionOf(markdown, name);
  if (old) return markdown.replace(old, () => section);
  return `${markdown.trimEnd()}\n\n${section}\n`;
}
