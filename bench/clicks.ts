// Click to paint: how long after a visitor's click the next page first paints, for three typical
// clicks, with the site's Speculation Rules (hosting/speculation-rules.ts: a link the pointer
// rests on is prerendered) and as a plain navigation. Measured in the machine's Chromium, driven
// by Puppeteer, against the export the bench serves; `npm run bench` runs it after Lighthouse.
import { createRequire } from 'node:module';
import { chromiumExecutable, chromiumFlags } from '../tools/chromium';

/**
 * The little of Puppeteer the bench drives. Puppeteer, not Playwright: Chromium prerenders nothing
 * for a page a DevTools client attached to directly, as Playwright's are
 * (`PrerenderingDisabledByDevTools`), and Puppeteer attaches through the tab, which leaves
 * prerendering on. It comes with Lighthouse from npx's cache (bench/bench.cli.ts), as Lighthouse
 * drives Chromium with it; `from` is a file of that installation to resolve it from.
 */
interface Puppeteer {
  launch(options: { executablePath?: string; headless: boolean; args: string[] }): Promise<Browser>;
}
interface Browser {
  createBrowserContext(): Promise<{ newPage(): Promise<Page>; close(): Promise<void> }>;
  close(): Promise<void>;
}
interface Page {
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  goto(url: string, options?: { waitUntil: 'networkidle0' | 'domcontentloaded' }): Promise<unknown>;
  exposeFunction(name: string, fn: (at: number) => void): Promise<void>;
  evaluate<T>(fn: () => T): Promise<Awaited<T>>;
  waitForFunction(fn: (path: string) => boolean, options: { timeout: number }, path: string): Promise<unknown>;
  $eval(selector: string, fn: (element: Element) => string | null): Promise<string | null>;
  hover(selector: string): Promise<void>;
  click(selector: string): Promise<void>;
}

/** A click a visitor typically makes: on a page, a link found by a selector. */
export interface Click {
  name: string;
  from: string;
  link: string;
}

/** The three: the menu, a service card, a project card. */
export const clicks: Click[] = [
  { name: 'Menu: About', from: '/', link: 'header nav a[href="/about"]' },
  { name: 'A service card', from: '/services', link: 'main a[href^="/service/"]' },
  { name: 'A project card', from: '/projects', link: 'main a[href^="/project/"]' },
];

/** How the next page came: prerendered before the click, fetched before it, or fetched on it. */
export type Delivery = 'prerendered' | 'prefetched' | 'fetched';

export interface ClickSample {
  ms: number;
  delivery: Delivery;
}

export interface ClickResult {
  click: Click;
  /** Where the link leads. */
  to: string;
  /** Click to first contentful paint of the next page, the pointer first resting on the link. */
  speculated: ClickSample[];
  /** Navigation to first contentful paint, the same page opened without any speculation. */
  plain: ClickSample[];
}

/** What the next page says of its own paint and how it came, once it has painted. */
async function paintOfNextPage(page: Page, path: string): Promise<{ paintAt: number; delivery: Delivery }> {
  // A prerendered page replaces the page it was clicked from: a wait begun in that one ends with
  // its document, and begins again in the next.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForFunction(
        (to) => location.pathname === to && performance.getEntriesByName('first-contentful-paint').length > 0,
        { timeout: 15_000 },
        path,
      );
      break;
    } catch (error) {
      if (attempt === 3 || !/context was destroyed|detached|navigat/i.test(String(error))) throw error;
    }
  }
  const { paintAt, delivery } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
      activationStart: number;
      deliveryType: string;
    };
    const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
    return {
      // A prerendered page paints once it is shown, after its activation.
      paintAt: performance.timeOrigin + Math.max(paint.startTime, navigation.activationStart),
      delivery:
        navigation.activationStart > 0
          ? 'prerendered'
          : navigation.deliveryType === 'navigational-prefetch'
            ? 'prefetched'
            : 'fetched',
    };
  });
  return { paintAt, delivery: delivery as Delivery };
}

/** Until Chromium has prerendered a page the pointer rests on (moderate: 200 ms of rest), and a visitor's moment to decide. */
const restMs = 1_500;

/** Each click `runs` times each way, alternating, in the machine's full Chromium, each in a fresh context. */
export async function measureClicks(
  site: string,
  runs: number,
  from: string,
  log = console.log,
): Promise<ClickResult[]> {
  const puppeteer = createRequire(from)('puppeteer-core') as Puppeteer;
  const browser = await puppeteer.launch({
    ...(chromiumExecutable ? { executablePath: chromiumExecutable } : {}),
    headless: true,
    args: chromiumFlags,
  });
  /** The page of a click in a context of its own, loaded and quiet: a visitor about to choose. */
  const settled = async (click: Click) => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await page.goto(site + click.from, { waitUntil: 'networkidle0' });
    return { page, close: () => context.close() };
  };
  try {
    const results: ClickResult[] = [];
    for (const click of clicks) {
      const result: ClickResult = { click, to: '', speculated: [], plain: [] };
      for (let run = 0; run < runs; run++) {
        // The pointer rests on the link, then clicks it; the click's time is taken in the page.
        const speculated = await settled(click);
        try {
          const { page } = speculated;
          const href = await page.$eval(click.link, (link) => link.getAttribute('href'));
          result.to = new URL(href!, site).pathname;
          let clickedAt = 0;
          await page.exposeFunction('benchClicked', (at: number) => (clickedAt = at));
          await page.evaluate(() => {
            const report = (window as unknown as { benchClicked: (at: number) => void }).benchClicked;
            addEventListener('click', () => report(performance.timeOrigin + performance.now()), { capture: true });
          });
          await page.hover(click.link);
          await new Promise((resolve) => setTimeout(resolve, restMs));
          await page.click(click.link);
          const { paintAt, delivery } = await paintOfNextPage(page, result.to);
          result.speculated.push({ ms: paintAt - clickedAt, delivery });
        } finally {
          await speculated.close();
        }
        // The same page opened from the same page, nothing prepared: navigation to first paint.
        const plain = await settled(click);
        try {
          const { page } = plain;
          await page.goto(site + result.to, { waitUntil: 'domcontentloaded' });
          const { paintAt, delivery } = await paintOfNextPage(page, result.to);
          const start = await page.evaluate(() => performance.timeOrigin);
          result.plain.push({ ms: paintAt - start, delivery });
        } finally {
          await plain.close();
        }
        log(
          `  click ${click.name}: ${Math.round(result.speculated.at(-1)!.ms)} ms (${result.speculated.at(-1)!.delivery}), plain navigation ${Math.round(result.plain.at(-1)!.ms)} ms`,
        );
      }
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
