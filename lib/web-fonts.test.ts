import { fontFaceRules, fontLoaderScript, fontsSeenKey, type WebFont } from './web-fonts';

const fonts: WebFont[] = [
  { family: 'Inter', url: '/fonts/inter.0123456789.woff2', weight: '400 800' },
  { family: 'Plus Jakarta Sans', url: '/fonts/plus-jakarta-sans.0123456789.woff2', weight: '400 800' },
];

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load() {
    return Promise.resolve(this);
  }
}

/** Runs the loader in this document, with a browser that reports paints through `paintObservers`. */
function runLoader({ reportsPaints = true } = {}) {
  const added: FakeFontFace[] = [];
  const paintObservers: ((entries: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void)[] =
    [];
  Object.defineProperty(document, 'fonts', {
    value: { add: (face: FakeFontFace) => added.push(face) },
    configurable: true,
  });
  Object.assign(globalThis, { FontFace: FakeFontFace });
  class FakeObserver {
    static supportedEntryTypes = reportsPaints ? ['paint'] : [];
    constructor(private readonly callback: (typeof paintObservers)[number]) {}
    observe() {
      paintObservers.push(this.callback);
    }
    disconnect() {}
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  new Function(fontLoaderScript(fonts))();
  const paint = () => {
    for (const callback of paintObservers)
      callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} });
  };
  return { added, paint };
}

describe('the web font loader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('adds the fonts once the page has painted, then remembers they arrived', async () => {
    const { added, paint } = runLoader();
    jest.advanceTimersByTime(1000);
    expect(added).toHaveLength(0);
    paint();
    expect(added).toHaveLength(0);
    jest.advanceTimersByTime(0);
    expect(added.map((face) => [face.family, face.source, face.descriptors])).toEqual([
      [
        'Inter',
        'url(/fonts/inter.0123456789.woff2) format("woff2")',
        { weight: '400 800', style: 'normal', display: 'swap' },
      ],
      [
        'Plus Jakarta Sans',
        'url(/fonts/plus-jakarta-sans.0123456789.woff2) format("woff2")',
        { weight: '400 800', style: 'normal', display: 'swap' },
      ],
    ]);
    await Promise.resolve();
    await Promise.resolve();
    expect(localStorage.getItem(fontsSeenKey)).toBe('1');
    // Once only, whatever else fires.
    jest.advanceTimersByTime(5000);
    expect(added).toHaveLength(2);
  });

  it('adds them after five seconds if no paint is reported', () => {
    const { added } = runLoader();
    jest.advanceTimersByTime(4999);
    expect(added).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(added).toHaveLength(2);
  });

  it('adds them at once where the browser reports no paints', () => {
    expect(runLoader({ reportsPaints: false }).added).toHaveLength(2);
  });

  it('adds them at once, drawn from the first paint, when they arrived on an earlier visit', () => {
    localStorage.setItem(fontsSeenKey, '1');
    const { added } = runLoader();
    expect(added.map((face) => face.descriptors.display)).toEqual(['fallback', 'fallback']);
  });
});

describe('the fonts for pages without scripts', () => {
  it('are @font-face rules that swap in', () => {
    expect(fontFaceRules(fonts)).toBe(
      '@font-face{font-family:"Inter";src:url(/fonts/inter.0123456789.woff2) format("woff2");font-weight:400 800;font-style:normal;font-display:swap}' +
        '@font-face{font-family:"Plus Jakarta Sans";src:url(/fonts/plus-jakarta-sans.0123456789.woff2) format("woff2");font-weight:400 800;font-style:normal;font-display:swap}',
    );
  });
});
