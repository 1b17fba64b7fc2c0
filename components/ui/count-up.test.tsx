import { act, render, screen } from '@testing-library/react';
import { CountUp } from './count-up.client';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let reportVisibility: Callback = () => undefined;

beforeEach(() => {
  // The observer reports whatever the test says about the number's visibility.
  window.IntersectionObserver = jest.fn((callback: Callback) => {
    reportVisibility = callback;
    return { observe: jest.fn(), disconnect: jest.fn(), unobserve: jest.fn() };
  }) as unknown as typeof IntersectionObserver;
});

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce }) as unknown as typeof window.matchMedia;
}

describe('CountUp', () => {
  it('shows the final value under reduced motion, even when scrolled into view', () => {
    setReducedMotion(true);
    render(<CountUp end={200} />);
    act(() => reportVisibility([{ isIntersecting: true }]));
    expect(screen.getByText('200')).toBeInTheDocument();
  });

  it('renders the final value first, waits at 0 out of sight and counts up once in view', async () => {
    setReducedMotion(false);
    const { container } = render(<CountUp end={25} duration={0.05} />);
    expect(container).toHaveTextContent('25');
    act(() => reportVisibility([{ isIntersecting: false }]));
    expect(container).toHaveTextContent('0');
    act(() => reportVisibility([{ isIntersecting: true }]));
    expect(await screen.findByText('25', {}, { timeout: 2000 })).toBeInTheDocument();
  });
});
