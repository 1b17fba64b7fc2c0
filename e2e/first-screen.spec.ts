import type { BrowserContext, Page } from '@playwright/test';
import { colourSchemes } from './a11y-helpers';
import { eagerCompileHint, eagerCompileMinLength } from '../buildtime/compile-hints';
import { paintLaterAttribute } from '../lib/first-screen';
import { expect, expectHydrated, expectStyled, firstRouteWhoseHtml, test } from './fixtures';

/**
 * A page paints from the rules of its first screen, written into it at build
 * (buildtime/critical-styles.ts); its stylesheets arrive after the paint. What a visitor on a slow
 * connection sees before they arrive must be the finished first screen: the same picture, and
 * nothing that moves when they land. `/team-details` opens with a short section, and its team's
 * grid shows on the first screen too; `/ar`, too heavy for all its rules inline, keeps its first
 * stylesheets linked (the fonts' fallbacks and the palettes, which its first paint waits for) and
 * carries the rules of the others.
 */
const routes = ['/', '/about', '/contact', '/service/cybersecurity', '/faqs', '/projects', '/team-details', '/ar'];

/** The stylesheets the page leaves to its paint loader (its `#paint-styles` list), by path. */
async function deferredStylesheets(page: Page, route: string): Promise<string[]> {
  const html = await (await page.request.get(route)).text();
  const list = /<script id="paint-styles" type="application\/json">([^<]*)<\/script>/.exec(html);
  expect(list, `${route} lists stylesheets for its paint loader`).not.toBeNull();
  return JSON.parse(list![1]!) as string[];
}

/** The share of pixels that may differ (anti-aliasing at an edge): far below one moved line of text. */
const tolerance = 0.002;

/** The viewport as painted, taken without waiting for the fonts (which wait for the stylesheets). */
async function viewportShot(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const { data } = await session.send('Page.captureScreenshot', { format: 'png' });
  await session.detach();
  return data;
}

/** Waits until every picture that reaches into the viewport has arrived, so both pictures show it. */
async function imagesShown(page: Page) {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.top < innerHeight && box.bottom > 0 && box.left < innerWidth && box.right > 0;
      })
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

/** The share of pixels whose colour differs by more than a faint tint between two PNGs, measured in a blank page. */
async function differingShare(context: BrowserContext, a: string, b: string): Promise<number> {
  const blank = await context.newPage();
  const share = await blank.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context2d = canvas.getContext('2d')!;
        context2d.drawImage(bitmap, 0, 0);
        return context2d.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      if (x.length !== y.length) return 1;
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) {
        const distance = Math.abs(x[i]! - y[i]!) + Math.abs(x[i + 1]! - y[i + 1]!) + Math.abs(x[i + 2]! - y[i + 2]!);
        if (distance > 48) differing += 1;
      }
      return differing / (x.length / 4);
    },
    [a, b] as const,
  );
  await blank.close();
  return share;
}

for (const route of routes) {
  test(`${route} paints its finished first screen before its stylesheets arrive, in both themes`, async ({ page }) => {
    // The page's scripts and the web fonts stay away in both pictures (held, never answered):
    // what is compared is the styles, which the paint loader (its own file) brings.
    await page.route(/\/_next\/static\/chunks\/.+\.js(\?|$)|\.woff2(\?|$)/, () => undefined);
    const later = await deferredStylesheets(page, route);
    const deferred = (url: URL) => later.includes(url.pathname);
    for (const scheme of colourSchemes) {
      // Without motion: a decorative pulse (the home page's play button) would otherwise differ
      // between the pictures by its phase alone. What is compared is where things are, and their colours.
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      let release!: () => void;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route(deferred, async (request) => {
        await arrived;
        await request.continue().catch(() => undefined);
      });
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      // The paint loader asks for the stylesheets once the page has painted, and they are held.
      await expect
        .poll(() =>
          page.evaluate(
            (paths) =>
              [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
                paths.includes(new URL(link.href).pathname),
              ).length,
            later,
          ),
        )
        .toBe(later.length);
      await imagesShown(page);
      const held = await viewportShot(page);
      release();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null),
      );
      await imagesShown(page);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const styled = await viewportShot(page);
      await page.unroute(deferred);
      expect(await differingShare(page.context(), held, styled), `${route} (${scheme})`).toBeLessThanOrEqual(tolerance);
    }
  });
}

/** Pages with blocks marked as below the first screen (their rules stay out of the page's first
 * paint), in the three languages: German and Arabic run longer. */
const markedRoutes = [
  '/service/cybersecurity',
  '/service-details',
  '/de/project/fintech-mobile-banking',
  '/ar/blog-details',
];

test('what the build leaves out of the first paint lies below the first screen, up to 1920 × 1080', async ({
  page,
}) => {
  const own = page.viewportSize()!;
  // The project's own size, then the desktops the bench and the tallest common screen measure.
  const sizes = own.width < 992 ? [own] : [own, { width: 1350, height: 940 }, { width: 1920, height: 1080 }];
  // The parts the build held for later, as the page arrived.
  await page.addInitScript((attribute) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { heldParts?: Element[] }).heldParts = [...document.querySelectorAll(`[${attribute}]`)];
    });
  }, paintLaterAttribute);
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const route of markedRoutes) {
      await page.goto(route);
      // Laid out as styled: what the first screen leaves out holds a room of its own until then.
      await expectStyled(page);
      await imagesShown(page);
      // Each held part is a block box: Chromium reports a held grid or flex box as shifted (by
      // half a screen, /blog-details's author box) when it is let be.
      const held = await page.evaluate(() =>
        ((window as { heldParts?: Element[] }).heldParts ?? []).map((part) => [
          part.getAttribute('aria-labelledby') ?? part.id,
          getComputedStyle(part).display,
        ]),
      );
      expect(held.length, route).toBeGreaterThan(0);
      for (const [name, display] of held) expect(display, `${route}, held part ${name}`).toBe('block');
      const blocks = await page.locator('[data-below-first-screen]').evaluateAll((marked) =>
        marked.map((block) => ({
          name: block.getAttribute('aria-labelledby'),
          top: block.getBoundingClientRect().top,
        })),
      );
      expect(blocks.length, route).toBeGreaterThan(0);
      for (const { name, top } of blocks)
        expect(top, `${route}, #${name} at ${size.width} × ${size.height}`).toBeGreaterThanOrEqual(size.height);
    }
  }
});

test('the scripts a page starts with, but for small ones, carry the compile hint @desktop', async ({ request }) => {
  for (const route of ['/', '/contact', '/de/blog-details', '/ar']) {
    const html = await (await request.get(route)).text();
    const list = /<script id="paint-scripts" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(list, `${route} lists its scripts for its paint loader`).not.toBeNull();
    const { scripts } = JSON.parse(list![1]!) as { scripts: string[] };
    expect(scripts.length, `${route}: scripts`).toBeGreaterThan(3);
    // The loader's own file, where the page does not carry it inline: run async or preloaded.
    const loader =
      /<script id="paint-loader" src="([^"]+)"|<link rel="preload" as="script" fetchpriority="low" href="([^"]+)"/
        .exec(html)
        ?.slice(1)
        .find(Boolean);
    let hinted = 0;
    for (const src of [...scripts, ...(loader ? [loader] : [])]) {
      const text = await (await request.get(src)).text();
      const hint = text.startsWith(eagerCompileHint);
      const length = text.length - (hint ? eagerCompileHint.length : 0);
      expect(hint, `${route}: ${src} (${length} characters) starts with the hint`).toBe(
        length >= eagerCompileMinLength,
      );
      if (hint) hinted += 1;
    }
    // Next.js's framework and main chunks are far larger than the threshold.
    expect(hinted, `${route}: scripts with the hint`).toBeGreaterThan(3);
  }
});

test('a page without room for its loader inline preloads the file and runs it once it has painted @desktop', async ({
  page,
  request,
}) => {
  // Which form a page takes depends on its weight: the first of these text-first pages that takes the starter.
  const route = await firstRouteWhoseHtml(request, ['/', '/de', '/home-2', '/about', '/ar'], (html) =>
    /<link rel="preload" as="script" fetchpriority="low" href="\/_next\/static\/paint\//.test(html),
  );
  expect(route, 'a page that starts its loader file after the paint').toBeDefined();
  // When the loader's script element joins the page, against the first contentful paint.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const { addedNodes } of records)
        for (const node of addedNodes)
          if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/paint/')) {
            (window as { loaderAddedAt?: number }).loaderAddedAt = performance.now();
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  });
  const loaderRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/_next/static/paint/')) loaderRequests.push(sent.url());
  });
  await page.goto(route!);
  // The loader's work ran from the file: the stylesheets applied, and the page hydrated.
  await expectStyled(page);
  await expectHydrated(page);
  const { added, painted } = await page.evaluate(() => ({
    added: (window as { loaderAddedAt?: number }).loaderAddedAt,
    painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  expect(painted, `${route}: first contentful paint`).toBeGreaterThan(0);
  expect(added, `${route}: the loader's file joins the page after the first paint`).toBeGreaterThan(painted!);
  // Asked for once: the preload's answer serves the script element.
  expect(loaderRequests, `${route}: requests for the loader's file`).toHaveLength(1);
});
