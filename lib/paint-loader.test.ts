import { laterIconAttribute, paintLaterAttribute } from './first-screen';
import {
  fontFaceRules,
  fontsSeenKey,
  jsonScriptText,
  paintFontsId,
  paintScriptsId,
  paintStylesId,
  payloadRetryMs,
  startPaintLoader,
  startPaintLoaderFile,
  type PageScripts,
  type WebFont,
} from './paint-loader';

const fonts: WebFont[] = [
  { family: 'Inter', url: '/fonts/0123456789/inter.woff2', weight: '400 800' },
  { family: 'Plus Jakarta Sans', url: '/fonts/0123456789/plus-jakarta-sans.woff2', weight: '400 800' },
];
const scripts: PageScripts = {
  scripts: ['/_next/static/chunks/main.js', '/_next/static/chunks/app.js'],
  preloads: ['/_next/static/chunks/lazy.js'],
};

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  /** How a face's download ends: at once, unless a test holds it to make it arrive or fail. */
  static arrival: () => Promise<void> = () => Promise.resolve();
  /** The families whose download has started, in order. */
  static downloads: string[] = [];
  load() {
    FakeFontFace.downloads.push(this.family);
    return FakeFontFace.arrival().then(() => this);
  }
}

/**
 * Runs the timers due now and the ones they queue in turn: the loader takes its steps in tasks of
 * their own, and a fake timer queued by a timer runs a millisecond after it.
 */
const runTasks = () => jest.advanceTimersByTime(5);

/** Lets the loader's promise chains run to their ends. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

type PaintCallback = (
  entries: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;

/**
 * A tab visible or hidden, in a browser that reports paints (or not); `report` reports one to
 * what observes them.
 */
function withPaintTiming({ paints = true, hidden = false }) {
  Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = paints ? ['paint', 'largest-contentful-paint'] : [];
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  return (name: string) => {
    for (const callback of observers)
      callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect() {} });
  };
}

/**
 * Runs the page's loader, from the text the page carries, in this document: with the fonts and
 * the script list as the page has them, and a browser that reports paints (or not).
 */
function runLoader({
  paints = true,
  hidden = false,
  list = scripts,
  styles = [] as string[],
  pageFonts = fonts,
  later = '',
} = {}) {
  document.head.innerHTML =
    `<script id="${paintScriptsId}" type="application/json">${jsonScriptText(list)}</script>` +
    (styles.length > 0
      ? `<script id="${paintStylesId}" type="application/json">${jsonScriptText(styles)}</script>`
      : '');
  document.body.innerHTML = `${later}<script id="${paintFontsId}" type="application/json">${jsonScriptText(pageFonts)}</script>`;
  const faces: FakeFontFace[] = [];
  const made: FakeFontFace[] = [];
  FakeFontFace.downloads = [];
  Object.defineProperty(document, 'fonts', {
    // A set, as the browser's: a face joins once; only this page's faces count.
    value: { add: (face: FakeFontFace) => made.includes(face) && !faces.includes(face) && faces.push(face) },
    configurable: true,
  });
  Object.assign(globalThis, {
    FontFace: class extends FakeFontFace {
      constructor(...face: ConstructorParameters<typeof FakeFontFace>) {
        super(...face);
        made.push(this);
      }
    },
  });
  const report = withPaintTiming({ paints, hidden });
  startPaintLoader();
  const added = () => ({
    ranges: made.map((face) => face.descriptors.unicodeRange),
    downloads: [...FakeFontFace.downloads],
    faces: faces.map((face) => [face.family, face.descriptors.display]),
    scripts: [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
  });
  return { added, report };
}

const nothing = { ranges: [], downloads: [], faces: [], scripts: [], preloads: [] };
const everything = (display: string) => ({
  ranges: [undefined, undefined],
  downloads: ['Inter', 'Plus Jakarta Sans'],
  faces: [
    ['Inter', display],
    ['Plus Jakarta Sans', display],
  ],
  scripts: scripts.scripts,
  preloads: scripts.preloads,
});
/** All a first visit adds: the fonts download, and keep out of the page. */
const firstVisit = { ...everything('fallback'), faces: [] };

/** A browser whose storage refuses the page, as some do in private windows. */
const refuseStorage = () =>
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });

describe('the paint loader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('starts the fonts’ downloads and adds the scripts a task after the first contentful paint is reported, once', async () => {
    const { added, report } = runLoader();
    jest.advanceTimersByTime(1000);
    report('first-paint');
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(nothing);
    report('first-contentful-paint');
    expect(added()).toEqual(nothing);
    runTasks();
    await settle();
    expect(added()).toEqual(firstVisit);
    jest.advanceTimersByTime(5000);
    expect(added().scripts).toHaveLength(2);
    expect(localStorage.getItem(fontsSeenKey)).toBe('1');
  });

  it('keeps a first visit’s fonts out of the page for good, which keeps its fallback faces: the next page takes them', async () => {
    const { added, report } = runLoader();
    report('first-contentful-paint');
    runTasks();
    await settle();
    history.pushState(null, '', '/about');
    jest.advanceTimersByTime(5000);
    await settle();
    expect(added()).toEqual(firstVisit);
    history.replaceState(null, '', '/');
  });

  it('does not take a font that failed for cached on the next page', async () => {
    FakeFontFace.arrival = () => Promise.reject(new Error('404'));
    try {
      const { report } = runLoader();
      report('first-contentful-paint');
      runTasks();
      await settle();
      expect(FakeFontFace.downloads).toHaveLength(2);
      expect(localStorage.getItem(fontsSeenKey)).toBeNull();
    } finally {
      FakeFontFace.arrival = () => Promise.resolve();
    }
  });

  it('adds them after five seconds without a paint, and without waiting in a hidden tab or without paint timing', async () => {
    const waiting = runLoader();
    jest.advanceTimersByTime(4999);
    await settle();
    expect(waiting.added()).toEqual(nothing);
    jest.advanceTimersByTime(1);
    runTasks();
    await settle();
    expect(waiting.added()).toEqual(firstVisit);
    for (const options of [{ hidden: true }, { paints: false }]) {
      // Each a first visit: the one before remembered its fonts.
      localStorage.clear();
      const { added } = runLoader(options);
      runTasks();
      await settle();
      expect(added()).toEqual(firstVisit);
    }
  });

  it('adds fonts that arrived on an earlier visit at once, drawn from the first paint; the scripts still wait', () => {
    localStorage.setItem(fontsSeenKey, '1');
    const { added, report } = runLoader();
    expect(added()).toEqual({ ...everything('fallback'), scripts: [], preloads: [] });
    report('first-contentful-paint');
    runTasks();
    expect(added()).toEqual(everything('fallback'));
  });

  it('takes every page load for a first visit when storage is refused', async () => {
    const getItem = refuseStorage();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      const { added, report } = runLoader();
      expect(added()).toEqual(nothing);
      report('first-contentful-paint');
      runTasks();
      await settle();
      expect(added()).toEqual(firstVisit);
      expect(setItem).toHaveBeenCalledWith(fontsSeenKey, '1');
    } finally {
      getItem.mockRestore();
      setItem.mockRestore();
    }
  });
});

describe('the paint loader, for a page whose React payload is a file', () => {
  const payload = '/_next/static/payload/0123456789abcdef.json';
  const segments = [[0], [1, '0:{"P":null}\n'], [1, '1:"$Sreact.fragment"\n']];
  const queue = () => (globalThis as { __next_f?: unknown[] }).__next_f;
  const answer = (body: unknown, ok = true) =>
    Promise.resolve({ ok, status: ok ? 200 : 503, json: () => Promise.resolve(body) } as Response);

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    delete (globalThis as { __next_f?: unknown[] }).__next_f;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('fetches the payload after the paint, queues it for Next.js, and only then adds the scripts, preloaded meanwhile', async () => {
    const order: string[] = [];
    globalThis.fetch = jest.fn((url: string) => {
      order.push(`fetch ${url}`);
      return answer(segments);
    }) as unknown as typeof fetch;
    const { added, report } = runLoader({ list: { ...scripts, payload } });
    jest.advanceTimersByTime(1000);
    expect(globalThis.fetch).not.toHaveBeenCalled();
    report('first-contentful-paint');
    runTasks();
    expect(order).toEqual([`fetch ${payload}`]);
    // Before the payload: the scripts download (preloads), none runs.
    expect(added().scripts).toEqual([]);
    expect(added().preloads).toEqual([...scripts.scripts, ...scripts.preloads]);
    expect(queue()).toBeUndefined();
    await settle();
    expect(queue()).toEqual(segments);
    expect(added().scripts).toEqual(scripts.scripts);
  });

  it('adds to a queue Next.js already made, in order', async () => {
    (globalThis as { __next_f?: unknown[] }).__next_f = [[0]];
    globalThis.fetch = jest.fn(() => answer(segments.slice(1))) as unknown as typeof fetch;
    runLoader({ list: { ...scripts, payload }, paints: false });
    runTasks();
    await settle();
    expect(queue()).toEqual(segments);
  });

  it('asks three times for a payload that does not arrive, then leaves the page without its scripts', async () => {
    globalThis.fetch = jest.fn(() => answer(null, false)) as unknown as typeof fetch;
    const { added } = runLoader({ list: { ...scripts, payload }, paints: false });
    runTasks();
    await settle();
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    for (const calls of [2, 3]) {
      jest.advanceTimersByTime(payloadRetryMs);
      await settle();
      expect(globalThis.fetch).toHaveBeenCalledTimes(calls);
    }
    jest.advanceTimersByTime(payloadRetryMs * 5);
    await settle();
    expect(globalThis.fetch).toHaveBeenCalledTimes(3);
    expect(added().scripts).toEqual([]);
    expect(queue()).toBeUndefined();
  });

  it('runs the page once a later try succeeds (a network error first)', async () => {
    let calls = 0;
    globalThis.fetch = jest.fn(() =>
      calls++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : answer(segments),
    ) as unknown as typeof fetch;
    const { added } = runLoader({ list: { ...scripts, payload }, paints: false });
    runTasks();
    await settle();
    expect(added().scripts).toEqual([]);
    jest.advanceTimersByTime(payloadRetryMs);
    await settle();
    expect(queue()).toEqual(segments);
    expect(added().scripts).toEqual(scripts.scripts);
  });
});

describe('the paint loader, for a page that paints from the rules of its first screen', () => {
  const styles = ['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'];
  const stylesheets = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('links the stylesheets after the paint, as Next.js did, and runs the scripts once they have arrived', async () => {
    const { added, report } = runLoader({ styles });
    expect(stylesheets()).toEqual([]);
    report('first-contentful-paint');
    runTasks();
    expect(stylesheets().map((link) => [link.getAttribute('href'), link.dataset.precedence])).toEqual(
      styles.map((href) => [href, 'next']),
    );
    // The scripts download meanwhile; none runs on a page without its styles.
    expect(added().preloads).toEqual([...scripts.scripts, ...scripts.preloads]);
    expect(added().scripts).toEqual([]);
    // They load without applying, and apply together once the last has arrived: one restyle.
    const media = () => stylesheets().map((link) => link.getAttribute('media'));
    expect(media()).toEqual(['print', 'print']);
    stylesheets()[0]!.dispatchEvent(new Event('load'));
    await settle();
    expect(added().scripts).toEqual([]);
    expect(media()).toEqual(['print', 'print']);
    // A stylesheet that fails does not keep the page from its scripts.
    stylesheets()[1]!.dispatchEvent(new Event('error'));
    await settle();
    expect(media()).toEqual([null, null]);
    expect(added().scripts).toEqual(scripts.scripts);
  });

  it('takes its steps in tasks of their own: stylesheets, fonts, then a script preload each, the others last', async () => {
    const { added, report } = runLoader({ styles });
    report('first-contentful-paint');
    const steps: unknown[] = [];
    for (let task = 0; task < 6; task += 1) {
      // The first step a task after the paint, each next one in the task after it (a millisecond later here).
      jest.advanceTimersByTime(task === 0 ? 0 : 1);
      await settle();
      const { downloads, preloads } = added();
      steps.push([stylesheets().length, downloads, preloads]);
    }
    const families = ['Inter', 'Plus Jakarta Sans'];
    const [main, app] = scripts.scripts;
    expect(steps).toEqual([
      [2, [], []],
      [2, families, []],
      // The scripts wait for the stylesheets.
      [2, families, []],
      [2, families, [main]],
      [2, families, [main, app]],
      [2, families, [main, app, ...scripts.preloads]],
    ]);
  });

  describe('with parts the first screen leaves out', () => {
    const later = `<section ${paintLaterAttribute} id="a"></section><section ${paintLaterAttribute} id="b"></section><footer ${paintLaterAttribute} id="c"></footer>`;
    const marked = () => [...document.querySelectorAll(`[${paintLaterAttribute}]`)].map((part) => part.id);
    let laidOut: string[];
    beforeEach(() => {
      laidOut = [];
      jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
        laidOut.push(this.id);
        return 0;
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('lets them be one a task, each laid out in its own, once the stylesheets apply; then the scripts run', async () => {
      const { added, report } = runLoader({ styles, later });
      report('first-contentful-paint');
      runTasks();
      await settle();
      expect(marked()).toEqual(['a', 'b', 'c']);
      for (const link of stylesheets()) link.dispatchEvent(new Event('load'));
      await settle();
      expect(stylesheets().map((link) => link.getAttribute('media'))).toEqual([null, null]);
      // The first screen takes their rules in the task they apply in (the document's id is '').
      expect(laidOut).toEqual(['']);
      // Then one part a task, in the page's order, laid out in that task; the scripts once all are.
      const steps: unknown[] = [];
      while (added().scripts.length === 0 && steps.length < 10) {
        // The first a task after they apply, each next one in the task after it (a millisecond later here).
        jest.advanceTimersByTime(steps.length === 0 ? 0 : 1);
        await settle();
        steps.push([marked(), laidOut.slice(1), added().scripts.length]);
      }
      expect(steps).toEqual([
        [['b', 'c'], ['a'], 0],
        [['c'], ['a', 'b'], 0],
        [[], ['a', 'b', 'c'], 0],
        [[], ['a', 'b', 'c'], 2],
      ]);
    });

    it('does not hold them for a first visit’s fonts, which keep out of the page', async () => {
      FakeFontFace.arrival = () => new Promise<void>(() => {});
      try {
        const { added, report } = runLoader({ styles, later });
        report('first-contentful-paint');
        runTasks();
        for (const link of stylesheets()) link.dispatchEvent(new Event('load'));
        await settle();
        for (let task = 0; task < 5; task += 1) {
          jest.advanceTimersByTime(1);
          await settle();
        }
        expect([marked(), laidOut]).toEqual([[], ['', 'a', 'b', 'c']]);
        expect(added().downloads).toEqual(['Inter', 'Plus Jakarta Sans']);
        expect(added().faces).toEqual([]);
      } finally {
        FakeFontFace.arrival = () => Promise.resolve();
      }
    });

    it('keeps them while the stylesheets are on their way', async () => {
      const { added, report } = runLoader({ styles, later });
      report('first-contentful-paint');
      jest.advanceTimersByTime(1000);
      await settle();
      expect(marked()).toEqual(['a', 'b', 'c']);
      expect(added().scripts).toEqual([]);
    });

    it('lets them all be at once in a hidden tab, which draws nothing and whose timers wait', async () => {
      const { added } = runLoader({ styles, later, hidden: true });
      runTasks();
      for (const link of stylesheets()) link.dispatchEvent(new Event('load'));
      await settle();
      jest.advanceTimersByTime(1);
      await settle();
      expect(marked()).toEqual([]);
      expect(laidOut).toEqual([]);
      jest.advanceTimersByTime(1);
      await settle();
      expect(added().scripts).toEqual(scripts.scripts);
    });

    it('lets them be on a page without stylesheets of its own, before its scripts', async () => {
      const { added, report } = runLoader({ later });
      report('first-contentful-paint');
      for (let task = 0; task < 8; task += 1) {
        jest.advanceTimersByTime(1);
        await settle();
      }
      expect(marked()).toEqual([]);
      expect(laidOut).toEqual(['', 'a', 'b', 'c']);
      expect(added().scripts).toEqual(scripts.scripts);
    });
  });

  it('puts the icons that wait for the paint in place once it has painted, before the stylesheets and any script', () => {
    const { added, report } = runLoader({ styles, later: '<p id="later">Call <b>us</b></p>' });
    const icon =
      '<svg width="16" height="16" fill="currentColor" aria-hidden="true"><use href="/icons.svg#phone"></use></svg>';
    // As a browser with scripts keeps it: the <noscript>'s content is its text.
    const waiting = document.createElement('noscript');
    waiting.setAttribute(laterIconAttribute, '');
    waiting.textContent = icon;
    document.querySelector('#later b')!.before(waiting);
    const uses = () => [...document.querySelectorAll('#later svg use')].map((use) => use.getAttribute('href'));
    runTasks();
    expect(uses()).toEqual([]);
    report('first-contentful-paint');
    runTasks();
    expect(uses()).toEqual(['/icons.svg#phone']);
    expect(document.querySelector('#later')!.innerHTML).toBe(`Call ${icon}<b>us</b>`);
    expect(document.querySelectorAll('noscript')).toHaveLength(0);
    expect(stylesheets()).toHaveLength(2);
    expect(added().scripts).toEqual([]);
  });

  it('runs the scripts once both the payload and the stylesheets have arrived', async () => {
    globalThis.fetch = jest.fn(() =>
      Promise.resolve({ ok: true, json: () => Promise.resolve([[0]]) } as Response),
    ) as unknown as typeof fetch;
    const { added } = runLoader({
      styles,
      list: { ...scripts, payload: '/_next/static/payload/x.json' },
      paints: false,
    });
    runTasks();
    await settle();
    expect(added().scripts).toEqual([]);
    for (const link of stylesheets()) link.dispatchEvent(new Event('load'));
    await settle();
    expect(added().scripts).toEqual(scripts.scripts);
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('limits a font that draws one script to its characters, as the page and its fallback rules do', async () => {
    const arabic: WebFont = {
      family: 'Noto Sans Arabic',
      url: '/fonts/0123456789/noto-sans-arabic.woff2',
      weight: '400 800',
      unicodeRange: 'U+0621-064A',
    };
    const { added, report } = runLoader({ pageFonts: [...fonts, arabic] });
    report('first-contentful-paint');
    runTasks();
    await settle();
    expect(added().ranges).toEqual([undefined, undefined, 'U+0621-064A']);
    expect(fontFaceRules([arabic])).toBe(
      '@font-face{font-family:"Noto Sans Arabic";src:url(/fonts/0123456789/noto-sans-arabic.woff2) format("woff2");' +
        'font-weight:400 800;font-style:normal;font-display:swap;unicode-range:U+0621-064A}',
    );
    expect(fontFaceRules(fonts)).not.toContain('unicode-range');
  });
});

describe('the starter of the loader’s file', () => {
  const file = '/_next/static/paint/0123456789abcdef.js';
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    document.body.innerHTML = '<main>Content</main>';
  });
  afterEach(() => jest.useRealTimers());
  const start = (timing: { paints?: boolean; hidden?: boolean } = {}) => {
    const report = withPaintTiming(timing);
    startPaintLoaderFile(file);
    const added = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));
    return { added, report };
  };

  it('adds the file to the body a task after the first contentful paint of a first visit, once', () => {
    const { added, report } = start();
    report('first-paint');
    runTasks();
    expect(added()).toEqual([]);
    report('first-contentful-paint');
    expect(added()).toEqual([]);
    runTasks();
    expect(added()).toEqual([file]);
    jest.advanceTimersByTime(5000);
    expect(added()).toEqual([file]);
  });

  it('adds it at once on a later visit, so that the fonts in the cache draw from the first paint', () => {
    localStorage.setItem(fontsSeenKey, '1');
    expect(start().added()).toEqual([file]);
  });

  it('adds it after five seconds without a paint, and at once in a hidden tab or without paint timing', () => {
    const waiting = start();
    jest.advanceTimersByTime(4999);
    expect(waiting.added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(waiting.added()).toEqual([file]);
    for (const timing of [{ hidden: true }, { paints: false }]) {
      document.body.innerHTML = '';
      expect(start(timing).added()).toEqual([file]);
    }
  });

  it('waits for the paint when storage is refused, as on a first visit', () => {
    const getItem = refuseStorage();
    const { added, report } = start();
    expect(added()).toEqual([]);
    report('first-contentful-paint');
    runTasks();
    expect(added()).toEqual([file]);
    getItem.mockRestore();
  });
});
