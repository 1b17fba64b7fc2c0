import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mainMenu } from '@/content/navigation';
import { CurrentYear } from './current-year.client';
import { NavMenu } from './nav-menu';
import { ScrollToTop, SCROLL_TOP_OFFSET } from './scroll-to-top.client';
import { StickyHeader, STICKY_OFFSET } from './sticky-header.client';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('thresholds', () => {
  it('uses the specification constants', () => {
    expect(STICKY_OFFSET).toBe(245);
    expect(SCROLL_TOP_OFFSET).toBe(250);
  });

  it('makes the header sticky only past 245 px', () => {
    const { container } = render(
      <StickyHeader className="h" data-variant="with-top-bar">
        x
      </StickyHeader>,
    );
    const header = container.querySelector('header');
    scrollTo(245);
    expect(header).toHaveAttribute('data-sticky', 'false');
    scrollTo(246);
    expect(header).toHaveAttribute('data-sticky', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-sticky', 'false');
  });

  it('is sticky at once on a page opened mid-way, read in the frame after hydration, not in it', async () => {
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    const { container } = render(
      <StickyHeader className="h" data-variant="with-top-bar">
        x
      </StickyHeader>,
    );
    const header = container.querySelector('header');
    expect(header).toHaveAttribute('data-sticky', 'false');
    await act(() => new Promise(requestAnimationFrame));
    expect(header).toHaveAttribute('data-sticky', 'true');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('shows the scroll-to-top button only past 250 px; it scrolls up and takes focus to the top', async () => {
    const scroll = jest.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    render(
      <>
        <a href="#main">Skip to content</a>
        <ScrollToTop label="Scroll to top" />
      </>,
    );
    scrollTo(250);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(251);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    // Focus goes up with the view, to the page's first stop.
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
  });
});

describe('NavMenu', () => {
  it('marks the current page and the Services parent on /services', () => {
    mockPathname = '/services';
    render(<NavMenu items={mainMenu} layout="bar" idPrefix="t" label="Main" />);
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.map((link) => link.textContent)).toEqual(['Services', 'All Services']);
  });

  it('opens and closes a dropdown from the keyboard, Escape returning focus', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(<NavMenu items={mainMenu} layout="bar" idPrefix="t" label="Main" />);
    const toggle = screen.getByRole('button', { name: 'Portfolio' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Projects' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes a dropdown when focus leaves it', async () => {
    const user = userEvent.setup();
    render(<NavMenu items={mainMenu} layout="bar" idPrefix="t" label="Main" />);
    const toggle = screen.getByRole('button', { name: 'Services submenu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the entry of the route in the server HTML, before any script runs', () => {
    mockPathname = '/team-details/anyone';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NavMenu items={mainMenu} layout="stack" idPrefix="s" label="Mobile" />);
    const portfolio = within(container).getByRole('button', { name: 'Portfolio' });
    expect(portfolio).toHaveAttribute('aria-current', 'true');
    expect(portfolio).toHaveAttribute('data-active', 'true');
    expect(within(container).getByRole('link', { name: 'Team', hidden: true })).toHaveAttribute('aria-current', 'true');
    expect(within(container).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('follows the visitor from route to route, the header staying mounted', () => {
    mockPathname = '/about';
    const menu = <NavMenu items={mainMenu} layout="bar" idPrefix="t" label="Main" />;
    const { rerender } = render(menu);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    mockPathname = '/blog-details';
    rerender(<NavMenu items={mainMenu} layout="bar" idPrefix="t" label="Main" />);
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-active', 'false');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('data-active', 'true');
  });

  it('closes a dropdown once one of its pages is chosen', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(<NavMenu items={mainMenu} layout="stack" idPrefix="t" label="Mobile" />);
    const toggle = screen.getByRole('button', { name: 'Portfolio' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const team = screen.getByRole('link', { name: 'Team' });
    team.addEventListener('click', (event) => event.preventDefault());
    await user.click(team);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a dropdown of the bar, not of the stack, when a mouse rests on it', () => {
    mockPathname = '/';
    // React makes pointerenter and pointerleave from pointerover and pointerout, and jsdom has no PointerEvent.
    const mouse = (target: Element, type: 'pointerover' | 'pointerout') => {
      const event = new MouseEvent(type, { bubbles: true });
      Object.defineProperty(event, 'pointerType', { value: 'mouse' });
      fireEvent(target, event);
    };
    render(
      <>
        <NavMenu items={mainMenu} layout="bar" idPrefix="bar" label="Main" />
        <NavMenu items={mainMenu} layout="stack" idPrefix="stack" label="Mobile" />
      </>,
    );
    for (const [label, opens] of [
      ['Main', 'true'],
      ['Mobile', 'false'],
    ]) {
      const toggle = within(screen.getByRole('navigation', { name: label })).getByRole('button', { name: 'Portfolio' });
      mouse(toggle, 'pointerover');
      expect([label, toggle.getAttribute('aria-expanded')]).toEqual([label, opens]);
      mouse(toggle, 'pointerout');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('closes a dropdown the mouse opened on Escape, leaving focus where it is', async () => {
    mockPathname = '/';
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Elsewhere</button>
        <NavMenu items={mainMenu} layout="bar" idPrefix="escape" label="Main" />
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    const toggle = screen.getByRole('button', { name: 'Portfolio' });
    const event = new MouseEvent('pointerover', { bubbles: true });
    Object.defineProperty(event, 'pointerType', { value: 'mouse' });
    fireEvent(toggle, event);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(elsewhere).toHaveFocus();
  });

  it('keeps open, as it hydrates, the dropdown its stylesheet showed on focus before the script ran', async () => {
    mockPathname = '/';
    const menu = <NavMenu items={mainMenu} layout="bar" idPrefix="early" label="Early" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(menu);
    document.body.append(container);
    const nav = container.querySelector('nav')!;
    expect(nav).not.toHaveAttribute('data-ready');
    // The visitor clicked the toggle before hydration: it has focus, the stylesheet shows the submenu.
    container.querySelector<HTMLButtonElement>('button[aria-controls="early-menu-4"]')!.focus();
    await act(async () => {
      hydrateRoot(container, menu);
    });
    expect(nav).toHaveAttribute('data-ready');
    const toggle = screen.getByRole('button', { name: 'Portfolio' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Services submenu' })).toHaveAttribute('aria-expanded', 'false');
    container.remove();
  });
});

describe('CurrentYear', () => {
  it('shows the visitor’s current year', () => {
    render(
      <p>
        <CurrentYear buildYear={1999} />
      </p>,
    );
    expect(screen.getByText(String(new Date().getFullYear()))).toBeInTheDocument();
  });
});
