import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installDialogStandIn } from '@/test-support/jsdom-dialog';
import { searchCopy } from '@/content/pages';
import { forgetSearchIndex, searchIndexUrl } from '@/lib/search-index-loader';
import { sampleIndex } from '@/test-support/search-index';
import { SearchDialog } from './search-dialog';

beforeAll(installDialogStandIn);

it('opens with focus in the search field, which loads the index once, and Escape returns to the button', async () => {
  forgetSearchIndex();
  const fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => sampleIndex });
  global.fetch = fetchMock as unknown as typeof fetch;
  render(<SearchDialog />);
  const trigger = screen.getByRole('button', { name: 'Search' });
  expect(fetchMock).not.toHaveBeenCalled();

  await userEvent.click(trigger);
  const dialog = screen.getByRole('dialog', { name: 'Search the site' });
  expect(screen.getByRole('combobox', { name: searchCopy.formLabel })).toHaveFocus();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith(searchIndexUrl);
  await userEvent.keyboard('cloud');
  expect(await screen.findByRole('option', { name: /^Cloud Solutions/ })).toBeInTheDocument();

  await userEvent.keyboard('{Escape}');
  expect(dialog).not.toHaveAttribute('open');
  expect(trigger).toHaveFocus();
  await userEvent.click(trigger);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
