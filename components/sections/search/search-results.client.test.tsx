import { act, render, screen, within } from '@testing-library/react';
import { searchCopy } from '@/content/page-copy';
import { buildSearchIndex } from '@/content/search-index';
import { SearchResults } from './search-results.client';

const copy = {
  idle: searchCopy.idle,
  emptyText: searchCopy.emptyText,
  browseTitle: searchCopy.browseTitle,
  suggestions: searchCopy.suggestions,
};

function renderAt(search: string) {
  window.history.replaceState(null, '', `/search${search}`);
  return render(<SearchResults records={buildSearchIndex()} copy={copy} />);
}

describe('SearchResults', () => {
  it('without a query shows the empty form and the help line', () => {
    renderAt('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByText(searchCopy.idle)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('lists the matches of q with their count, the form prefilled', () => {
    renderAt('?q=Cloud');
    expect(screen.getByRole('searchbox')).toHaveValue('Cloud');
    const heading = screen.getByRole('heading', { level: 2, name: /results for “Cloud”$/ });
    const list = screen.getByRole('list');
    const count = within(list).getAllByRole('listitem').length;
    expect(heading).toHaveTextContent(`${count} results for “Cloud”`);
    expect(screen.getByRole('link', { name: 'Cloud Solutions' })).toHaveAttribute('href', '/service/cloud-solutions');
  });

  it('shows an empty state with suggestions for nonsense', () => {
    renderAt('?q=zzxqv');
    expect(screen.getByRole('heading', { level: 2, name: 'No results for “zzxqv”' })).toBeInTheDocument();
    expect(screen.getByText(searchCopy.emptyText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
  });

  it('follows the address when the visitor goes back', () => {
    renderAt('?q=cloud');
    act(() => {
      window.history.pushState(null, '', '/search?q=okta');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByRole('heading', { name: /results? for “okta”/ })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('okta');
  });
});
