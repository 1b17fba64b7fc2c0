import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

/** A disclosure: its toggle, and a panel while open, which Escape and clicks elsewhere close. */
function Popup({ name, children }: { name: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  useDismiss(
    open,
    ref,
    () => {
      setOpen(false);
      setCloses((count) => count + 1);
    },
    'button',
  );
  return (
    <div ref={ref} data-closes={closes}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {name}
      </button>
      {open && (
        <div>
          <a href={`#${name}`}>{`${name} link`}</a>
          {children}
        </div>
      )}
    </div>
  );
}

const toggle = (name: string) => screen.getByRole('button', { name });

describe('useDismiss', () => {
  it('closes its popup on Escape, focus back on the control, and on a click elsewhere', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Popup name="Menu" />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(toggle('Menu'));
    await user.tab();
    expect(screen.getByRole('link', { name: 'Menu link' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle('Menu')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Menu')).toHaveFocus();
    await user.click(toggle('Menu'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle('Menu')).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the order of opening through renders: the inner popup closes first', async () => {
    const user = userEvent.setup();
    const tree = () => (
      <Popup name="Outer">
        <Popup name="Inner" />
      </Popup>
    );
    const { container, rerender } = render(tree());
    await user.click(toggle('Outer'));
    await user.click(toggle('Inner'));
    // The outer popup renders again without becoming the last one opened.
    act(() => rerender(tree()));
    await user.keyboard('{Escape}');
    expect(toggle('Inner')).toHaveAttribute('aria-expanded', 'false');
    expect(toggle('Outer')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle('Outer')).toHaveAttribute('aria-expanded', 'false');
    expect(container.firstElementChild).toHaveAttribute('data-closes', '1');
  });
});
