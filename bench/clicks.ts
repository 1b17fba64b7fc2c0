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
interface BrowserContext {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
interface Session {
  send(method: string, params?: object): Promise<unknown>;
  detach(): Promise<void>;
  connection(): { session(id: string): Session | null } | undefined;
}
interface Browser {
  createBrowserContext(): Promise<BrowserContext>;
  target(): { createCDPSession(): Promise<Session> };
  close(): Promise<void>;
}
interface Page {
  setViewport(viewport: { width: number; height: number }): Promise<void>;
  goto(url: string, options?: { waitUntil: 'networkidle0' | 'domcontentloaded' }): Promise<unknown>;
  exposeFunction(name: string, fn: (at: number) => void): Promise<void>;
  evaluate<T>(fn: () => T): Promise<Awaited<T>>;
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
  /** Runs with the pointer resting first that could not be measured. */
  lost: number;
}

/** In the page: its paint and how it came, or null until it has painted and is shown. */
const paintExpression = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0];
  const first = performance.getEntriesByName('first-contentful-paint')[0];
  if (!first || document.visibilityState !== 'visible') return null;
  return {
    paintAt: performance.timeOrigin + Math.max(first.startTime, navigation.activationStart),
    delivery: navigation.activationStart > 0 ? 'prerendered'
      : navigation.deliveryType === 'navigational-prefetch' ? 'prefetched' : 'fetched',
  };
})()`;

interface TargetInfo {
  targetId: string;
  type: string;
  url: string;
}

/**
 * The paint of the page the browser shows at `path`, once it has painted (a prerendered page
 * paints once it is shown, after its activation). Asked through a session of the bench's own,
 * attached to the page's target as found by its address each time: a prerendered page takes the
 * place of the page it was clicked from, and Puppeteer's page object can go on holding the old
 * one long after (under load, most runs).
 */
async function shownPaint(browser: Browser, path: string): Promise<{ paintAt: number; delivery: Delivery }> {
  const root = await browser.target().createCDPSession();
  const deadline = Date.now() + 15_000;
  try {
    for (;;) {
      const { targetInfos } = (await root.send('Target.getTargets')) as { targetInfos: TargetInfo[] };
      for (const target of targetInfos) {
        if (target.type !== 'page' || !target.url.startsWith('http') || new URL(target.url).pathname !== path) continue;
        const { sessionId } = (await root.send('Target.attachToTarget', {
          targetId: target.targetId,
          flatten: true,
        })) as {
          sessionId: string;
        };
        const session = root.connection()?.session(sessionId);
        if (!session) continue;
        try {
          const { result } = (await session.send('Runtime.evaluate', {
            expression: paintExpression,
            returnByValue: true,
          })) as { result: { value: { paintAt: number; delivery: Delivery } | null } };
          if (result.value) return result.value;
        } catch {
          // A page going away as it is asked: the next look finds its successor.
        } finally {
          await session.detach().catch(() => {});
        }
      }
      if (Date.now() > deadline) throw new Error(`no page at ${path} painted within 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await root.detach().catch(() => {});
  }
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
      const result: ClickResult = { click, to: '', speculated: [], plain: [], lost: 0 };
      for (let run = 0; run < runs; run++) {
        // The pointer rests on the link, then clicks it; the click's time is taken in the page.
        let measured: ClickSample | undefined;
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
          const { paintAt, delivery } = await shownPaint(browser, result.to);
          measured = { ms: paintAt - clickedAt, delivery };
          result.speculated.push(measured);
        } catch (error) {
          // Puppeteer loses the odd prerendered page it should have taken for the tab's: that
          // run is left out, and said.
          result.lost += 1;
          log(`  click ${click.name}: a run left out (${error instanceof Error ? error.message : String(error)})`);
        } finally {
          await speculated.close();
        }
        // The same page opened from the same page, nothing prepared: navigation to first paint.
        const plain = await settled(click);
        try {
          const { page } = plain;
          await page.goto(site + result.to, { waitUntil: 'domcontentloaded' });
          const { paintAt, delivery } = await shownPaint(browser, result.to);
          const start = await page.evaluate(() => performance.timeOrigin);
          result.plain.push({ ms: paintAt - start, delivery });
        } finally {
          await plain.close();
        }
        log(
          `  click ${click.name}: ${measured ? `${Math.round(measured.ms)} ms (${measured.delivery})` : 'left out'}, plain navigation ${Math.round(result.plain.at(-1)!.ms)} ms`,
        );
      }
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
