import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Dialog, type DialogProps } from './dialog.client';
import { DialogPanel, type DialogPanelProps } from './dialog-panel.client';
import { DialogTrigger } from './dialog-trigger.client';
import { installDialogStandIn } from '@/test-support/jsdom-dialog';

beforeAll(installDialogStandIn);

interface Options extends Pick<DialogProps, 'closeOnLink' | 'initialFocus'> {
  children?: DialogPanelProps['children'];
}

function renderDialog({ children, ...options }: Options = {}) {
  render(
    <>
      <button type="button">Before</button>
      <Dialog id="test-dialog" {...options}>
        <DialogTrigger label="Open test">Open</DialogTrigger>
        <DialogPanel label="Test" closeLabel="Close test">
          {children ?? (
            <>
              <a href="#first">First link</a>
              <input aria-label="Field" />
              <a href="#last">Last link</a>
            </>
          )}
        </DialogPanel>
      </Dialog>
    </>,
  );
  return screen.getByRole('button', { name: 'Open test' });
}

/**
 * Renders `page` on the server, lets the browser open its dialog (its trigger's `command`) and
 * move focus to `focused` within it, then hydrates: what a visitor does before the script runs.
 */
async function hydrateOpenedEarly(page: React.ReactElement, focused: string) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const dialog = container.querySelector('dialog')!;
  dialog.showModal();
  container.querySelector<HTMLElement>(focused)!.focus();
  await act(async () => {
    hydrateRoot(container, page);
  });
  return {
    dialog,
    remove: async () => {
      await act(async () => dialog.close());
      container.remove();
    },
  };
}

describe('Dialog', () => {
  it('opened by the browser before the script ran, it hydrates open, with focus on its initial target', async () => {
    // The browser focused the dialog's first button as it opened it.
    const { dialog, remove } = await hydrateOpenedEarly(
      <Dialog id="early-dialog" initialFocus="input">
        <DialogTrigger label="Open early">Open</DialogTrigger>
        <DialogPanel label="Early" closeLabel="Close early">
          <input aria-label="Early field" />
        </DialogPanel>
      </Dialog>,
      'button[aria-label="Close early"]',
    );
    expect(screen.getByRole('textbox', { name: 'Early field' })).toHaveFocus();
    // Its state follows: closing it returns focus to the trigger, as after any opening.
    await act(async () => dialog.close());
    expect(screen.getByRole('button', { name: 'Open early' })).toHaveFocus();
    await remove();
  });

  it('opened before the script ran, it leaves focus where the visitor has since moved it within', async () => {
    const { remove } = await hydrateOpenedEarly(
      <Dialog id="moved-dialog" initialFocus="input">
        <DialogTrigger label="Open moved">Open</DialogTrigger>
        <DialogPanel label="Moved" closeLabel="Close moved">
          <input aria-label="Moved field" />
          <button type="button">Submenu</button>
        </DialogPanel>
      </Dialog>,
      'dialog button:not([aria-label])',
    );
    expect(screen.getByRole('button', { name: 'Submenu' })).toHaveFocus();
    await remove();
  });

  it('opens from a trigger that names the dialog it controls, focusing the close button', async () => {
    const trigger = renderDialog();
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-controls', 'test-dialog');
    expect(trigger).toHaveAttribute('command', 'show-modal');
    expect(trigger).toHaveAttribute('commandfor', 'test-dialog');
    // A modal dialog's trigger has no expanded state (and the checker refuses one beside `command`).
    expect(trigger).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close test' })).toHaveFocus();
  });

  it('focuses what initialFocus names instead', async () => {
    await userEvent.click(renderDialog({ initialFocus: 'input' }));
    expect(screen.getByRole('textbox', { name: 'Field' })).toHaveFocus();
  });

  it('closes on Escape, again and again, returning focus to the trigger', async () => {
    const trigger = renderDialog();
    for (let round = 0; round < 2; round += 1) {
      await userEvent.click(trigger);
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(trigger).toHaveFocus();
    }
  });

  it('leaves Escape to content that spends it', async () => {
    await userEvent.click(renderDialog());
    const field = screen.getByRole('textbox', { name: 'Field' });
    field.addEventListener('keydown', (event) => event.preventDefault());
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes with its close button, on the backdrop, and however the browser closes it', async () => {
    const trigger = renderDialog();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Close test' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog');
    // jsdom lays nothing out: the dialog's box is empty, so (0, 0) is on it and (5, 5) outside.
    fireEvent.click(dialog, { clientX: 0, clientY: 0 });
    expect(dialog).toHaveAttribute('open');
    fireEvent.click(dialog, { clientX: 5, clientY: 5 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(trigger);
    act(() => (document.getElementById('test-dialog') as HTMLDialogElement).close());
    expect(trigger).toHaveFocus();
  });

  it.each([
    [true, 'closes'],
    [false, 'stays open'],
  ])('with closeOnLink %s, following a link inside %s', async (closeOnLink, outcome) => {
    await userEvent.click(renderDialog({ closeOnLink }));
    const link = screen.getByRole('link', { name: 'Last link' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(screen.queryByRole('dialog') === null).toBe(outcome === 'closes');
  });

  it('keeps Tab inside, both ways', async () => {
    await userEvent.click(renderDialog());
    const close = screen.getByRole('button', { name: 'Close test' });
    const last = screen.getByRole('link', { name: 'Last link' });
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('sends focus round from the guards that Tab reaches past a cross-origin frame', async () => {
    await userEvent.click(renderDialog());
    const guards = document.querySelectorAll<HTMLElement>('[data-focus-guard]');
    expect(guards).toHaveLength(2);
    act(() => guards[1]?.focus());
    expect(screen.getByRole('button', { name: 'Close test' })).toHaveFocus();
    act(() => guards[0]?.focus());
    expect(screen.getByRole('link', { name: 'Last link' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(document.querySelectorAll('[data-focus-guard]')).toHaveLength(0);
  });

  it('renders content of the open state, so a player exists only while open', async () => {
    const trigger = renderDialog({ children: (open) => (open ? <p>Playing</p> : null) });
    expect(screen.queryByText('Playing')).not.toBeInTheDocument();
    await userEvent.click(trigger);
    expect(screen.getByText('Playing')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Playing')).not.toBeInTheDocument();
  });
});
