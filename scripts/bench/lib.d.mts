// Types of scripts/bench/lib.mjs for the TypeScript that imports it (its unit test).
export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}
export interface PageWeight {
  js: Sizes & { inlineGzip: number };
  css: Sizes;
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
  thirdParty: string[];
  failedAudits: string[];
  /** The only best practice missed is the console error Chromium logs for the page's own 404 status. */
  notFoundStatusLogged: boolean;
}
export interface MedianFigures extends Figures {
  runs: number;
}
export interface RouteResult {
  route: string;
  mobile: MedianFigures;
  desktop: MedianFigures;
  devtools: MedianFigures;
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
}

/** The routes a full run measures, chosen from the export's routes. */
export function benchRoutes(exportedRoutes: string[]): string[];
export const seoExempt: Set<string>;
export const budgets: Record<string, number>;
export function routeFile(route: string): string;
export function median(values: number[]): number;
export function compressedSizes(content: string | Buffer): Omit<Sizes, 'files'>;
export function pageWeight(html: string, readAsset: (path: string) => Buffer): PageWeight;
export function lighthouseFigures(lhr: unknown, origin: string): Figures;
export function medianFigures(runs: Figures[]): MedianFigures;
export function evaluateBudgets(results: { floor: RouteResult; routes: RouteResult[] }): Check[];
export function markdownTable(headers: string[], rows: (string | number)[][]): string;
export function budgetRows(checks: Check[]): string[][];
export function renderMarkdown(report: Report): string;
export function percentile(values: number[], share: number): number;
export function sectionOf(markdown: string, name: string): string;
export function withSection(markdown: string, name: string, body: string): string;
