import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { searchCopy } from '@/content/pages';
import { sampleIndex } from '@/test-support/search-index';
import { forgetSearchIndex, searchIndexUrl } from '@/lib/search-index-loader';
import type { SearchRecord } from '@/lib/search';
import { SearchForm } from '@/components/ui/search-form';
import { LiveSearch } from './live-search.client';
import { LIVE_RESULTS_SHOWN } from '../../hooks/use-live-search';
import { ui } from '@/content/interface';
import { paths } from '@/content/permalinks';

const fetchMock = jest.fn();

function serve(records: SearchRecord[]) {
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => records });
}

/** The live search form in an open dialog, as the header shows it. */
function renderInDialog() {
  const view = render(
    <dialog open>
      <SearchForm
        id="header-search-test"
        label={searchCopy.formLabel}
        words={ui.search}
        action={paths.search}
        field={({ submit, ...parts }) => (
          <LiveSearch
            {...parts}
            copy={{
              ...searchCopy,
              placeholder: ui.search.placeholder,
              words: ui.search,
              searchPath: paths.search,
              language: 'en',
            }}
          >
            {submit}
          </LiveSearch>
        )}
      />
    </dialog>,
  );
  const input = screen.getByRole('combobox', { name: searchCopy.formLabel });
  return { ...view, input };
}

beforeEach(() => {
  forgetSearchIndex();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('LiveSearch', () => {
  it('takes up what was typed before the script ran: the page hydrates with the text and focus it has', async () => {
    serve(sampleIndex);
    const page = (
      <dialog open>
        <SearchForm
          id="header-search-test"
          label={searchCopy.formLabel}
          words={ui.search}
          action={paths.search}
          field={({ submit, ...parts }) => (
            <LiveSearch
              {...parts}
              copy={{
                ...searchCopy,
                placeholder: ui.search.placeholder,
                words: ui.search,
                searchPath: paths.search,
                language: 'en',
              }}
            >
              {submit}
            </LiveSearch>
          )}
        />
      </dialog>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const input = within(container).getByRole('combobox', { name: searchCopy.formLabel }) as HTMLInputElement;
    // The visitor focuses the field and types before the script arrives.
    input.focus();
    input.value = 'cloud';
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(await within(container).findByRole('option', { name: /^Cloud Solutions/ })).toBeInTheDocument();
    expect(input).toHaveValue('cloud');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    container.remove();
  });

  it('loads the index only once the field gets focus (the dialog gives it on opening), once', async () => {
    serve(sampleIndex);
    const { input } = renderInDialog();
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => input.focus());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(searchIndexUrl);
    await userEvent.type(input, 'cloud');
    expect(await screen.findByRole('option', { name: /^Cloud Solutions/ })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lists matching pages as options with a polite count while the visitor types', async () => {
    serve(sampleIndex);
    const { input } = renderInDialog();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(input, 'cloud');
    const listbox = await screen.findByRole('listbox', { name: searchCopy.liveListLabel });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/service/cloud-solutions',
      '/service/mobile-app-development',
    ]);
    expect(options[1]).toHaveTextContent('Apps that work offline and sync to the cloud');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('link', { name: searchCopy.seeAll })).toHaveAttribute('href', '/search?q=cloud');
  });

  it('moves the highlight with the arrows, wrapping, and opens the highlighted page on Enter', async () => {
    serve(sampleIndex);
    const { input } = renderInDialog();
    await userEvent.type(input, 'cloud');
    const options = await screen.findAllByRole('option');
    const opened: string[] = [];
    for (const option of options) {
      option.addEventListener('click', (event) => {
        event.preventDefault();
        opened.push(option.getAttribute('href')!);
      });
    }
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(opened).toEqual(['/service/mobile-app-development']);
  });

  it('leaves Enter without a highlight to the form, and Escape to the dialog', async () => {
    serve(sampleIndex);
    const { input } = renderInDialog();
    await userEvent.type(input, 'cloud');
    await screen.findAllByRole('option');
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
    expect(input.closest('form')).toHaveAttribute('action', '/search');
  });

  it('starts a new query without a highlight', async () => {
    serve(sampleIndex);
    const { input } = renderInDialog();
    await userEvent.type(input, 'cloud');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(input, ' sol');
    await screen.findByText('1 result');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('keeps the highlight while typing on leaves the same results', async () => {
    serve(sampleIndex);
    const { input } = renderInDialog();
    await userEvent.type(input, 'offl');
    const [option] = await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.type(input, 'ine');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(input).toHaveAttribute('aria-activedescendant', option!.id);
  });

  it(`shows at most ${LIVE_RESULTS_SHOWN} results and links to all of them`, async () => {
    serve(
      Array.from({ length: 12 }, (_, i) => ({
        url: `/page-${i}`,
        title: `Cloud page ${i}`,
        type: 'Page',
        excerpt: 'About the cloud.',
        body: '',
      })),
    );
    const { input } = renderInDialog();
    await userEvent.type(input, 'cloud');
    expect(await screen.findByText('12 results')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('option')).toHaveLength(LIVE_RESULTS_SHOWN);
  });

  it('says so when nothing matches, and shows a query with markup as text', async () => {
    serve(sampleIndex);
    const { input, container } = renderInDialog();
    const markup = '<img src=x onerror=alert(1)>';
    await userEvent.type(input, markup);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`No results for “${markup}”`));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the loading state, then the failure, and the form still leads to /search', async () => {
    let fail: (reason: Error) => void = () => {};
    fetchMock.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    const { input } = renderInDialog();
    await userEvent.type(input, 'cloud');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(searchCopy.loading));
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(searchCopy.liveFailed);
    expect(input.closest('form')).toHaveAttribute('action', '/search');
    expect(input).toHaveAttribute('name', 'q');
  });

  it('after a failed load, tries again as the visitor types on, once per query', async () => {
    fetchMock.mockRejectedValue(new Error('offline'));
    const { input } = renderInDialog();
    await userEvent.type(input, 'cloud');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(searchCopy.liveFailed));
    // A failed query is not tried again on its own.
    const tries = fetchMock.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(fetchMock).toHaveBeenCalledTimes(tries);
    serve(sampleIndex);
    await userEvent.type(input, ' solutions');
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    expect(fetchMock).toHaveBeenCalledTimes(tries + 1);
  });

  it('clears the results when the field is emptied', async () => {
    serve(sampleIndex);
    const { input } = renderInDialog();
    await userEvent.type(input, 'cloud');
    await screen.findAllByRole('option');
    await userEvent.clear(input);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
