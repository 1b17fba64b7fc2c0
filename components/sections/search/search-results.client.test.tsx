import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { searchCopy } from '@/content/pages';
import { sampleIndex } from '@/test-support/search-index';
import { forgetSearchIndex, searchIndexUrl } from '@/lib/search-index-loader';
import { SearchResults } from './search-results.client';
import { ui } from '@/content/interface';

const copy = {
  formLabel: searchCopy.formLabel,
  form: { submit: ui.search.submit, placeholder: ui.search.placeholder },
  action: '/search',
  words: ui.search,
  language: 'en',
  idle: searchCopy.idle,
  emptyText: searchCopy.emptyText,
  browseTitle: searchCopy.browseTitle,
  suggestions: searchCopy.suggestions,
  loading: searchCopy.loading,
  failed: searchCopy.failed,
  retry: searchCopy.retry,
};

const fetchMock = jest.fn();

beforeEach(() => {
  forgetSearchIndex();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => sampleIndex });
  global.fetch = fetchMock as unknown as typeof fetch;
});

function renderAt(search: string) {
  window.history.replaceState(null, '', `/search${search}`);
  return render(<SearchResults copy={copy} />);
}

describe('SearchResults', () => {
  it('without a query shows the empty form and the help line, and loads no index', () => {
    renderAt('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByText(searchCopy.idle)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the index for q and lists the matches with their count, the form prefilled', async () => {
    renderAt('?q=Cloud');
    expect(screen.getByRole('searchbox')).toHaveValue('Cloud');
    expect(screen.getByRole('status')).toHaveTextContent(searchCopy.loading);
    const heading = await screen.findByRole('heading', { level: 2, name: '2 results for “Cloud”' });
    expect(heading).toBeInTheDocument();
    // Results that come after the page are announced by the same live region that said it was searching.
    expect(screen.getByRole('status')).toHaveTextContent('2 results for “Cloud”');
    expect(fetchMock).toHaveBeenCalledWith(searchIndexUrl);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Cloud Solutions' })).toHaveAttribute('href', '/service/cloud-solutions');
  });

  it('quotes the body of a page found only by its text', async () => {
    renderAt('?q=hackathon');
    expect(await screen.findByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(screen.getByText(/met at a hackathon in Lisbon/)).toBeInTheDocument();
  });

  it('shows an empty state with suggestions for nonsense', async () => {
    renderAt('?q=zzxqv');
    expect(await screen.findByRole('heading', { level: 2, name: 'No results for “zzxqv”' })).toBeInTheDocument();
    expect(screen.getByText(searchCopy.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  });

  it('says so when the index cannot be loaded, and tries again when asked', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 404, json: async () => null });
    renderAt('?q=cloud');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(searchCopy.failed);
    expect(screen.getByRole('searchbox')).toHaveValue('cloud');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await userEvent.setup().click(within(alert).getByRole('button', { name: searchCopy.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: '2 results for “cloud”' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a query with markup as text', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const { container } = renderAt(`?q=${encodeURIComponent(markup)}`);
    expect(await screen.findByRole('heading', { level: 2, name: `No results for “${markup}”` })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('follows the address when the visitor goes back', async () => {
    renderAt('?q=cloud');
    await screen.findByRole('heading', { name: /results? for “cloud”/ });
    act(() => {
      window.history.pushState(null, '', '/search?q=okta');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: '1 result for “okta”' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('okta');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
