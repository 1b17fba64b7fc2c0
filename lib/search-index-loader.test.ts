import { sampleIndex } from '@/test-support/search-index';
import {
  forgetSearchIndex,
  loadSearchIndex,
  loadSearchShards,
  searchIndexUrl,
  searchShards,
} from './search-index-loader';

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
    expect(first).toEqual({ kind: 'whole', records: sampleIndex });
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
    await expect(loadSearchIndex()).resolves.toEqual({ kind: 'whole', records: sampleIndex });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('loadSearchShards', () => {
  const terms = '/search-index/terms-c.json';
  const heads = '/search-index/heads-0.json';
  const files: Record<string, unknown> = {
    [terms]: [['cloud', [0], [], []]],
    [heads]: [['/service/cloud-solutions', 'Cloud Solutions', 'Cloud migration.']],
  };

  it('fetches each shard once and keeps what arrived, a new object each time', async () => {
    fetchMock.mockImplementation(async (url: string) => answer(true, files[url]));
    const [first, second] = await Promise.all([loadSearchShards([terms]), loadSearchShards([terms, heads])]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([terms, heads]);
    expect(second.terms.get('c')?.terms).toEqual(['cloud']);
    expect(second.heads.get(0)?.[0]?.[1]).toBe('Cloud Solutions');
    expect(second).not.toBe(first);
    expect(searchShards().terms).toBe(second.terms);
    await loadSearchShards([terms, heads]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects a failed or malformed shard, and fetches it again next time', async () => {
    fetchMock.mockResolvedValueOnce(answer(false, null));
    await expect(loadSearchShards([terms])).rejects.toThrow('500');
    fetchMock.mockResolvedValueOnce(answer(true, { not: 'a shard' }));
    await expect(loadSearchShards([terms])).rejects.toThrow(TypeError);
    fetchMock.mockResolvedValueOnce(answer(true, files[terms]));
    await expect(loadSearchShards([terms])).resolves.toMatchObject({ terms: new Map([['c', expect.anything()]]) });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('forgets the shards with the index', async () => {
    fetchMock.mockImplementation(async (url: string) => answer(true, files[url]));
    await loadSearchShards([terms]);
    forgetSearchIndex();
    expect(searchShards().terms.size).toBe(0);
    await loadSearchShards([terms]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
