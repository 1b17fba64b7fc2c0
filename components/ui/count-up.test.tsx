import { act, render, waitFor } from '@testing-library/react';
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
    const { container } = render(<CountUp end={200} />);
    act(() => reportVisibility([{ isIntersecting: true }]));
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^200$/);
  });

  it('renders the final value first, waits at 0 out of sight and counts up once in view', async () => {
    setReducedMotion(false);
    const { container } = render(<CountUp end={25} suffix="K+" duration={0.05} />);
    const digits = () => container.querySelector('[aria-hidden="true"]');
    expect(digits()).toHaveTextContent(/^25K\+$/);
    act(() => reportVisibility([{ isIntersecting: false }]));
    expect(digits()).toHaveTextContent(/^0K\+$/);
    act(() => reportVisibility([{ isIntersecting: true }]));
    await waitFor(() => expect(digits()).toHaveTextContent(/^25K\+$/), { timeout: 2000 });
  });

  it('gives assistive technology the final value at all times, the moving digits hidden from it', () => {
    setReducedMotion(false);
    const { container } = render(
      <p>
        <CountUp end={18} suffix="K+" />
      </p>,
    );
    const spoken = () =>
      [...container.querySelectorAll('p > span:not([aria-hidden])')].map((span) => span.textContent).join('');
    act(() => reportVisibility([{ isIntersecting: false }]));
    expect(container).toHaveTextContent('0K+');
    expect(spoken()).toBe('18K+');
  });
});
