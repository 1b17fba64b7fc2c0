import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mainMenu } from '@/content/navigation';
import { CurrentYear } from './current-year.client';
import { NavMenu } from './nav-menu.client';
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

  it('shows the scroll-to-top button only past 250 px and scrolls up', async () => {
    const scroll = jest.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    render(<ScrollToTop />);
    scrollTo(250);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(251);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
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

  it('keeps open, as it hydrates, the dropdown its stylesheet showed on focus before the script ran', async () => {
    mockPathname = '/';
    const menu = <NavMenu items={mainMenu} layout="bar" idPrefix="early" label="Early" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(menu);
    document.body.append(container);
    const nav = container.querySelector('nav')!;
    expect(nav).not.toHaveAttribute('data-ready');
    // The visitor clicked the toggle before hydration: it has focus, the stylesheet shows the submenu.
    container.querySelector<HTMLButtonElement>('button[aria-controls="early-portfolio-menu"]')!.focus();
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
