import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { paintLaterAttribute } from '../lib/first-screen';
import { fontsSeenKey, paintFontsId, paintStylesId } from '../lib/paint-loader';
import { standInAnalyticsOrigin } from '../test-support/analytics-stand-in';

/**
 * The origins the site frames (the map and the video players), as its policy's `frame-src`
 * names them: tests answer them with `embedStub`, so a frame's load can be asserted offline.
 */
export const embedOrigins = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
];

/** What a framed provider shows in the tests: a page saying where it stands in. */
export const embedStub = (origin: string) =>
  `<!doctype html><html lang="en"><title>Stand-in</title><p id="embed-stub">Stand-in for ${origin}</p></html>`;

/**
 * Answers the framed providers (`embedOrigins`) with `embedStub`, so that a test can assert a
 * frame's load offline. Elsewhere such a frame shows the browser's own error page, quietly: the tests' browser
 * resolves no name but this machine's (playwright.config.ts).
 */
export async function stubEmbeds(page: Page): Promise<void> {
  await page.route(
    (url) => embedOrigins.includes(url.origin),
    (route) => {
      const origin = new URL(route.request().url()).origin;
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: embedStub(origin) });
    },
  );
}

/**
 * Accepts the end-to-end export's analytics events (it is built with `--stand-in-analytics`) as
 * the provider would, with a 202: a test on that export's pages gets this from the fixtures.
 */
export async function acceptStandInAnalytics(page: Page): Promise<void> {
  await page.route(`${standInAnalyticsOrigin}/**`, (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 202 }) : route.abort(),
  );
}

/** A console error, with the URL it is about and the page's own URL when it was logged. */
export interface ConsoleError {
  text: string;
  /** The resource the message is about (a failed request's URL), or the script that logged it. */
  url: string;
  /** The document the page showed. */
  pageUrl: string;
}

/** An error a test expects: a pattern for `text [url]`, or a test of the whole error. */
export type AllowedConsoleError = RegExp | ((error: ConsoleError) => boolean);

/** Allows the 404 of the document itself (a not-found page opened on purpose), and of nothing else on it. */
export const notFoundDocument: AllowedConsoleError = (error) =>
  /status of 404/.test(error.text) && error.url !== '' && error.url === error.pageUrl;

/** How long a finished test's page may take to go quiet before its console is read. */
const settleTimeout = 3_000;
/** How long the page must have had no request in flight to count as quiet. */
const quietTime = 150;

/**
 * Counts the page's requests in flight, from the start of the test; `settle()` then waits until
 * none has been for `quietTime` (or `settleTimeout` has passed). Unlike the `networkidle` load
 * state, which once reached stays reached, this sees requests the test set off after the load.
 */
function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  const finished = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  return {
    async settle(): Promise<void> {
      const deadline = Date.now() + settleTimeout;
      while (!page.isClosed() && Date.now() < deadline) {
        if (inFlight.size === 0 && Date.now() - lastChange >= quietTime) return;
        await page.waitForTimeout(50).catch(() => undefined);
      }
    },
  };
}

/**
 * Every test gets a page that stays on the site and records console errors and
 * Content-Security-Policy violations; a test fails if the page had any.
 */
export const test = base.extend<{
  consoleErrors: ConsoleError[];
  allowedConsoleErrors: AllowedConsoleError[];
  cspViolations: string[];
  allowedCspViolations: RegExp[];
  settled: void;
}>({
  /** Console errors a test expects (e.g. the 404 of a missing page it opens on purpose: `notFoundDocument`). */
  allowedConsoleErrors: [[], { option: true }],
  /** Violations a test provokes on purpose, as `directive refused URL on page` patterns; read once the page settles. */
  allowedCspViolations: [[], { option: true }],
  consoleErrors: [
    async ({ page, baseURL, allowedConsoleErrors }, use) => {
      const errors: ConsoleError[] = [];
      page.on('console', (message) => {
        // With the URL it is about, so that an expected failure is excused for that URL only.
        if (message.type() === 'error') {
          errors.push({ text: message.text(), url: message.location().url, pageUrl: page.url() });
        }
      });
      page.on('pageerror', (error) => errors.push({ text: String(error), url: '', pageUrl: page.url() }));
      // The export built with the forms sent to the Worker also carries the stand-in analytics.
      const endpointSite = process.env.E2E_ENDPOINT_SITE;
      if (endpointSite && baseURL && new URL(baseURL).origin === new URL(endpointSite).origin) {
        await acceptStandInAnalytics(page);
      }
      await use(errors);
      const allowed = (error: ConsoleError) =>
        allowedConsoleErrors.some((rule) =>
          rule instanceof RegExp ? rule.test(`${error.text} [${error.url}]`) : rule(error),
        );
      const unexpected = errors.filter((error) => !allowed(error)).map((error) => `${error.text} [${error.url}]`);
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
  /** Every `securitypolicyviolation` of every document the page shows, whatever the console says. */
  cspViolations: [
    async ({ page, allowedCspViolations }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('reportCspViolation', (_source, violation: string) => {
        violations.push(violation);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or style'} on ${event.documentURI}`,
          );
        });
      });
      await use(violations);
      const unexpected = violations.filter((violation) => !allowedCspViolations.some((rule) => rule.test(violation)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Late errors and violations (a lazy image, a chunk, a font, a frame) count too: once the
   * test is done, the page goes quiet before the two fixtures above read what it reported
   * (this one depends on them, so its teardown runs first).
   */
  settled: [
    async ({ page, consoleErrors, cspViolations }, use) => {
      void consoleErrors;
      void cspViolations;
      const requests = trackRequests(page);
      await use();
      await requests.settle();
    },
    { auto: true },
  ],
});

export { expect };

/** Scrolls the window to `y` and waits until the page has seen the scroll. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

/**
 * Holds back the page's script chunks until the returned function is called, so that a test can
 * act as a visitor does before hydration.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The first of the routes whose served HTML matches: for a check of a form the build gives a page
 * by its weight (scripts/postbuild.cli.ts), which pages take it can change with their content.
 */
export async function firstRouteWhoseHtml(
  request: APIRequestContext,
  routes: string[],
  matches: (html: string) => boolean,
): Promise<string | undefined> {
  for (const route of routes) if (matches(await (await request.get(route)).text())) return route;
  return undefined;
}

/**
 * Waits until the page's scripts have hydrated it: the header's menu marks itself ready in the
 * commit that hydrates the page. A page's scripts arrive after its first paint, so a check that
 * scrolls or audits the page would otherwise race the hydration.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('header nav[data-ready]').first()).toBeAttached();
}

/**
 * Waits until the stylesheets the page leaves to its paint loader apply, and the parts its first
 * screen leaves out are laid out with them: what the first paint's rules leave out (a closed
 * dialog's place, for one) is there, whether or not the scripts have run.
 */
export async function expectStyled(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ stylesId, laterAttribute }) => {
      const listed = JSON.parse(document.getElementById(stylesId)?.textContent ?? '[]') as string[];
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const applied = listed.every((href) =>
        links.some((link) => link.getAttribute('href') === href && link.sheet !== null && !link.hasAttribute('media')),
      );
      return applied && document.querySelector(`[${laterAttribute}]`) === null;
    },
    { stylesId: paintStylesId, laterAttribute: paintLaterAttribute },
  );
}

/**
 * Waits until nothing the page brings in after its first paint can still change it: hydrated,
 * its stylesheets applied, its web fonts loaded (or failed; on a first visit, downloaded and kept
 * out of the page, which keeps its fallback faces: lib/paint-loader.ts), its sliders started and the images
 * in view loaded; then two frames, for the layout those cause. A check of what moved reads the
 * page then, rather than after a guessed pause.
 */
export async function expectSettled(page: Page): Promise<void> {
  await expectHydrated(page);
  await page.waitForFunction(
    ({ stylesId, fontsId, seenKey }) => {
      const listed = <T>(id: string): T[] => JSON.parse(document.getElementById(id)?.textContent ?? '[]') as T[];
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      // Loaded, and applying: the loader links them as print stylesheets until the last arrives.
      const styled = listed<string>(stylesId).every((href) =>
        links.some((link) => link.getAttribute('href') === href && link.sheet !== null && !link.hasAttribute('media')),
      );
      const fonts = listed<{ family: string }>(fontsId);
      const faces = [...document.fonts].filter((face) =>
        fonts.some(({ family }) => face.family.replaceAll('"', '') === family),
      );
      const typeset =
        faces.length === 0
          ? localStorage.getItem(seenKey) === '1'
          : faces.length >= fonts.length && faces.every((face) => face.status === 'loaded' || face.status === 'error');
      const started = [...document.querySelectorAll('[aria-roledescription="carousel"]')].every(
        (slider) => slider.getAttribute('data-ready') === 'true',
      );
      const pictured = [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
        })
        .every((image) => image.complete);
      return styled && typeset && started && pictured;
    },
    { stylesId: paintStylesId, fontsId: paintFontsId, seenKey: fontsSeenKey },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
