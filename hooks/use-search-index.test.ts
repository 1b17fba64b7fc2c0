import { act, renderHook, waitFor } from '@testing-library/react';
import { shardSearchIndex } from '@/buildtime/search-index';
import { sampleIndex } from '@/test-support/search-index';
import { searchRecords } from '../lib/search';
import { forgetSearchIndex, searchIndexUrl } from '../lib/search-index-loader';
import { useSearch } from './use-search-index';

// The sample index in shards of a page or two, as buildtime/search-index.ts writes them.
const files = new Map(
  shardSearchIndex(sampleIndex, { heads: 150, bodies: 150 }).map(({ path, json }) => [`/${path}`, JSON.parse(json)]),
);
const fetchMock = jest.fn();
const requested = () => fetchMock.mock.calls.map(([url]) => url as string);

beforeEach(() => {
  forgetSearchIndex();
  fetchMock.mockReset().mockImplementation(async (url: string) => {
    const data: unknown = files.get(url);
    return { ok: data !== undefined, status: data === undefined ? 404 : 200, json: async () => data };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('useSearch with an index in shards', () => {
  it('is idle until wanted, then fetches the first file, then what each query needs', async () => {
    const { result, rerender } = renderHook(({ wanted, query }) => useSearch(wanted, query, 8, query), {
      initialProps: { wanted: false, query: '' },
    });
    expect(result.current.status).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ wanted: true, query: '' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', hits: [], total: 0 }));
    expect(requested()).toEqual([searchIndexUrl]);

    rerender({ wanted: true, query: 'cloud' });
    expect(result.current.status).toBe('loading');
    const whole = searchRecords(sampleIndex, 'cloud');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', hits: whole, total: whole.length }));
    expect(requested()).toContain('/search-index/terms-c.json');
    expect(requested().filter((url) => url.includes('/heads-')).length).toBeGreaterThan(0);
    // One hit quotes its body: its text holds the word, its title and description do not.
    expect(requested().filter((url) => url.includes('/bodies-'))).toHaveLength(1);
    expect(requested().filter((url) => url.includes('/terms-'))).toEqual(['/search-index/terms-c.json']);

    // Typing on within what was fetched needs nothing more.
    const before = fetchMock.mock.calls.length;
    rerender({ wanted: true, query: 'clo' });
    expect(result.current.status).toBe('ready');
    expect(fetchMock).toHaveBeenCalledTimes(before);
  });

  it('shows the first `shown` hits and counts them all', async () => {
    const { result } = renderHook(() => useSearch(true, 'project', 1));
    const whole = searchRecords(sampleIndex, 'project');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', hits: whole.slice(0, 1), total: 3 }));
  });

  it('says so when a shard cannot be fetched, and tries again only when the attempt changes', async () => {
    const terms = files.get('/search-index/terms-o.json');
    files.delete('/search-index/terms-o.json');
    const { result, rerender } = renderHook(({ attempt }) => useSearch(true, 'okta', 8, attempt), {
      initialProps: { attempt: 1 },
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    const tries = fetchMock.mock.calls.length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchMock).toHaveBeenCalledTimes(tries);
    files.set('/search-index/terms-o.json', terms);
    rerender({ attempt: 2 });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.hits?.map((hit) => hit.title)).toEqual(['Zero-Trust Security Rollout']);
  });
});
