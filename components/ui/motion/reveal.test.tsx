import { act, render, screen } from '@testing-library/react';
import { animate } from 'framer-motion/dom/mini';
import { loadAnimate } from './load-animate';
import { BarFill } from './bar-fill.client';
import { Reveal } from './reveal.client';

const animateMock = animate as unknown as jest.Mock;

// The page's IntersectionObservers, made on first use: the one that reports where each element
// lies (no margin), and those that wait for elements to come near (a margin each).
interface FakeObserver {
  callback: IntersectionObserverCallback;
  margin: string | undefined;
  observed: Set<Element>;
}
const observers: FakeObserver[] = [];
window.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback, options?: IntersectionObserverInit) => {
  const observer: FakeObserver = { callback, margin: options?.rootMargin, observed: new Set() };
  observers.push(observer);
  return {
    observe: (element: Element) => observer.observed.add(element),
    unobserve: (element: Element) => observer.observed.delete(element),
  };
}) as unknown as typeof IntersectionObserver;

function report(observer: FakeObserver | undefined, entry: (target: Element) => Partial<IntersectionObserverEntry>) {
  if (!observer) return;
  const entries = [...observer.observed].map((target) => ({ target, ...entry(target) }));
  act(() => observer.callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver));
}

/** Where every element lies: its top edge, 100 px tall, or no box at all (not rendered). */
let layout: { top: number } | 'none' = { top: 0 };

/** Lays out every element with its top edge at `top`. */
function placeAt(top: number) {
  layout = { top };
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 100 } as DOMRect);
}

/** The browser's next layout: it reports where each element waiting to be placed lies. */
function layOut() {
  const rootBounds = { top: 0, bottom: window.innerHeight } as DOMRectReadOnly;
  report(
    observers.find((observer) => observer.margin === undefined),
    () => {
      if (layout === 'none') return { isIntersecting: false, rootBounds, boundingClientRect: new DOMRect(0, 0, 0, 0) };
      const { top } = layout;
      return {
        isIntersecting: top <= window.innerHeight && top + 100 >= 0,
        rootBounds,
        boundingClientRect: new DOMRect(0, top, 300, 100),
      };
    },
  );
}

/** What waits to come near the window. */
const watched = () => observers.filter((observer) => observer.margin !== undefined).flatMap((o) => [...o.observed]);

/** Brings every element that waits into view. */
function seeAll() {
  for (const observer of observers.filter(({ margin }) => margin !== undefined))
    report(observer, () => ({ isIntersecting: true }));
}

/** Scrolls every watched element into view: a window's height ahead the animation code is asked
 * for, and once it has come, the element is seen. */
async function scrollToAll() {
  seeAll();
  await act(() => loadAnimate());
  seeAll();
  await act(() => loadAnimate());
}

beforeEach(() => {
  animateMock.mockClear();
  for (const observer of observers) observer.observed.clear();
  layout = { top: 0 };
  window.innerHeight = 800;
});

afterEach(() => jest.restoreAllMocks());

/** What the browser computes for an element in its waiting state (jsdom has no stylesheet). */
function computeWaiting(opacity: string, transform: string) {
  jest.spyOn(window, 'getComputedStyle').mockReturnValueOnce({ opacity, transform } as CSSStyleDeclaration);
}

describe('Reveal', () => {
  it('renders its content in the chosen element, with its class and data attributes', () => {
    placeAt(100);
    render(
      <ul>
        <Reveal as="li" className="card" data-index={3}>
          Card
        </Reveal>
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Card');
    expect(item).toHaveClass('card');
    expect(item).toHaveAttribute('data-index', '3');
  });

  it('waits below the fold and rises from its waiting styles once seen', async () => {
    placeAt(1200);
    render(<Reveal className="card">Below</Reveal>);
    const element = screen.getByText('Below');
    // Until the browser has laid the page out, nothing is read or hidden.
    expect(element).not.toHaveClass('rising');
    layOut();
    expect(element).toHaveClass('card', 'rising');
    expect(animateMock).not.toHaveBeenCalled();
    // A window's height away, it keeps waiting while its animation code comes.
    seeAll();
    expect(element).toHaveClass('rising');
    await act(() => loadAnimate());
    computeWaiting('0', 'matrix(1, 0, 0, 1, 0, 24)');
    seeAll();
    await act(() => loadAnimate());
    expect(element).toHaveClass('card');
    expect(element).not.toHaveClass('rising');
    expect(animateMock).toHaveBeenCalledTimes(1);
    expect(animateMock.mock.calls[0]?.[1]).toEqual({
      opacity: ['0', '1'],
      transform: ['matrix(1, 0, 0, 1, 0, 24)', 'none'],
    });
    expect(element).toHaveStyle({ opacity: '1' });
  });

  it('rises at once when it was scrolled to, or past, while its animation code came', async () => {
    placeAt(1200);
    render(<Reveal>Passed</Reveal>);
    layOut();
    seeAll();
    placeAt(-400);
    await act(() => loadAnimate());
    expect(screen.getByText('Passed')).not.toHaveClass('rising');
    expect(animateMock).toHaveBeenCalledTimes(1);
  });

  it('staggers the cards of a row', async () => {
    placeAt(1200);
    render(
      <>
        {[0, 1, 2, 3].map((index) => (
          <Reveal key={index} index={index}>
            Card {index}
          </Reveal>
        ))}
      </>,
    );
    layOut();
    await scrollToAll();
    const delays = animateMock.mock.calls.map((call) => (call[2] as { delay: number }).delay);
    expect(delays).toEqual([0, 0.08, 0.16, 0]);
  });

  it('leaves alone what has no box, as it did when it asked the element', () => {
    render(<Reveal>Undisplayed</Reveal>);
    layout = 'none';
    layOut();
    expect(screen.getByText('Undisplayed')).not.toHaveClass('rising');
  });

  it('reads no layout while the page hydrates, however many there are', () => {
    placeAt(1200);
    const read = jest.mocked(HTMLElement.prototype.getBoundingClientRect);
    render(
      <>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Reveal key={index} index={index}>
            Card {index}
          </Reveal>
        ))}
      </>,
    );
    layOut();
    expect(read).not.toHaveBeenCalled();
    expect(screen.getAllByText(/^Card/).filter((card) => card.classList.contains('rising'))).toHaveLength(6);
  });

  it('leaves alone what the visitor can already see or has scrolled past', () => {
    for (const top of [300, 800, -500]) {
      placeAt(top);
      const { unmount } = render(<Reveal>Seen</Reveal>);
      layOut();
      expect(screen.getByText('Seen')).not.toHaveClass('rising');
      unmount();
    }
    seeAll();
    expect(animateMock).not.toHaveBeenCalled();
  });
});

describe('BarFill', () => {
  it('is drawn at its value, and fills from empty when first seen below the fold', async () => {
    placeAt(1200);
    const { container } = render(<BarFill percent={72} className="fill" />);
    const bar = container.querySelector('.fill');
    layOut();
    expect(bar).toHaveStyle({ width: '72%' });
    expect(bar).toHaveClass('empty');
    // Squashed to nothing, the bar itself cannot be seen: its track is watched.
    expect(watched()).toEqual([bar?.parentElement]);
    seeAll();
    await act(() => loadAnimate());
    computeWaiting('1', 'matrix(0, 0, 0, 1, 0, 0)');
    seeAll();
    await act(() => loadAnimate());
    expect(bar).not.toHaveClass('empty');
    expect(animateMock.mock.calls[0]?.[1]).toEqual({ transform: ['matrix(0, 0, 0, 1, 0, 0)', 'none'] });
    expect(bar).toHaveStyle({ width: '72%', transform: 'none' });
  });
});
