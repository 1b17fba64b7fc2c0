import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageMenu } from './language-menu.client';

function renderMenu() {
  render(
    <>
      <LanguageMenu>
        <summary>EN</summary>
        <a href="#deutsch">Deutsch</a>
      </LanguageMenu>
      <button type="button">Elsewhere</button>
    </>,
  );
  const details = document.querySelector('details')!;
  return { details, summary: details.querySelector('summary')!, elsewhere: screen.getByText('Elsewhere') };
}

/** Opens it as the browser does; its toggle event reaches the island in a later task. */
async function openMenu(details: HTMLDetailsElement) {
  await act(async () => {
    details.open = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('LanguageMenu', () => {
  it('closes on Escape, focus back on its summary', async () => {
    const { details, summary } = renderMenu();
    await openMenu(details);
    screen.getByRole('link', { name: 'Deutsch' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('closes on a click elsewhere and when focus leaves it', async () => {
    const { details, elsewhere } = renderMenu();
    await openMenu(details);
    await userEvent.click(elsewhere);
    expect(details.open).toBe(false);
    await openMenu(details);
    act(() => screen.getByRole('link', { name: 'Deutsch' }).focus());
    expect(details.open).toBe(true);
    act(() => elsewhere.focus());
    expect(details.open).toBe(false);
  });
});
