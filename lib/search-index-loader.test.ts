import { sampleIndex } from '@/test-support/search-index';
import { forgetSearchIndex, loadSearchIndex, searchIndexUrl } from './search-index-loader';

const fetchMock = jest.fn();
const answer = (ok: boolean, body: unknown) => ({ ok, status: ok ? 200 : 500, json: async () => body });

beforeEach(() => {
  forgetSearchIndex();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('loadSearchIndex', () => {
  it('fetches the index once, however often it is asked for', async () => {
    fetchMock.mockResolvedValue(answer(true, sampleIndex));
    const [first, second] = await Promise.all([loadSearchIndex(), loadSearchIndex()]);
    expect(first).toEqual(sampleIndex);
    expect(second).toBe(first);
    await loadSearchIndex();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(searchIndexUrl);
  });

  it('rejects an error answer or a malformed index, and tries again next time', async () => {
    fetchMock.mockResolvedValueOnce(answer(false, null));
    await expect(loadSearchIndex()).rejects.toThrow('500');
    fetchMock.mockResolvedValueOnce(answer(true, { not: 'a list' }));
    await expect(loadSearchIndex()).rejects.toThrow(TypeError);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadSearchIndex()).rejects.toThrow('Failed to fetch');
    fetchMock.mockResolvedValueOnce(answer(true, sampleIndex));
    await expect(loadSearchIndex()).resolves.toEqual(sampleIndex);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
