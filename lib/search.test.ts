import { sampleIndex } from '@/test-support/search-index';
import {
  deltaEncode,
  noShards,
  normalise,
  parseSearchIndex,
  queryWords,
  readSearchIndex,
  readTermShard,
  resultCount,
  search,
  searchRecords,
  searchTerms,
  snippet,
  termKey,
  withoutCoveredTerms,
  type SearchRecord,
} from './search';

const record = (title: string, excerpt = '', body = '', type = 'Page'): SearchRecord => ({
  url: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  title,
  type,
  excerpt,
  body,
});

const titles = (query: string, records: SearchRecord[] = sampleIndex) =>
  searchRecords(records, query).map((hit) => hit.title);

describe('queryWords', () => {
  it('lowercases, strips accents and surrounding punctuation, drops empty words', () => {
    expect(queryWords('  Cloud,  “AWS”!  ')).toEqual(['cloud', 'aws']);
    expect(queryWords('Café C# node.js')).toEqual(['cafe', 'c#', 'node.js']);
    expect(queryWords(' … ')).toEqual([]);
    expect(normalise('ÉCOLE')).toBe('ecole');
  });

  it('reads Arabic without its vowel marks, and each letter written several ways as one', () => {
    // With and without the vowel marks (fatha, sukun, shadda) and the tatweel.
    expect(normalise('الأَمْنُ')).toBe(normalise('الامن'));
    expect(normalise('تـطـويـر')).toBe(normalise('تطوير'));
    // Every alef, alef maqsura and ta marbuta as a searcher may type them.
    for (const written of ['أمن', 'إمن', 'آمن', 'ٱمن']) expect(normalise(written)).toBe('امن');
    expect(normalise('مستشفى')).toBe(normalise('مستشفي'));
    expect(normalise('إدارة')).toBe(normalise('اداره'));
    expect(queryWords('الأمنُ السيبراني،')).toEqual(['الامن', 'السيبراني']);
  });
});

describe('searchRecords', () => {
  it('finds nothing for an empty query', () => {
    expect(searchRecords(sampleIndex, '')).toEqual([]);
    expect(searchRecords(sampleIndex, '   ')).toEqual([]);
  });

  it('matches case-insensitively in the title, excerpt and body', () => {
    expect(titles('CLOUD')).toEqual(['Cloud Solutions', 'Mobile App Development']);
    expect(titles('azure')).toEqual(['Cloud Solutions']);
    expect(titles('terraform')).toEqual(['Cloud Solutions']);
    expect(titles('okta')).toEqual(['Zero-Trust Security Rollout']);
  });

  it('requires every word to match', () => {
    expect(titles('cloud offline')).toEqual(['Mobile App Development']);
    expect(titles('cloud blockchain')).toEqual([]);
  });

  it('matches the start of words, so short words do not hit the middle of others', () => {
    expect(titles('ai')).toEqual([]);
    expect(titles('migr')).toEqual(['Cloud Solutions']);
    expect(titles('identity')).toEqual(['Zero-Trust Security Rollout']);
  });

  it('ignores accents and finds the page type', () => {
    expect(titles('cafe')).toEqual(['Café Ordering']);
    expect(titles('CAFÉ')).toEqual(['Café Ordering']);
    expect(titles('project')).toEqual(['Café Ordering', 'Zero-Trust Security Rollout', 'FAQs']);
  });

  it('ranks title matches first, then excerpt matches, otherwise keeps index order', () => {
    const records = [
      record('Apps', '', 'cloud'),
      record('More', 'cloud'),
      record('Cloud'),
      record('Last', '', 'cloud'),
    ];
    expect(titles('cloud', records)).toEqual(['Cloud', 'More', 'Apps', 'Last']);
  });

  it('survives characters that mean something in a regular expression', () => {
    expect(() => searchRecords(sampleIndex, '(c++ [a-z]* ?')).not.toThrow();
    expect(titles('node.js')).toEqual(['Café Ordering']);
  });

  it('shows the excerpt when the title or excerpt holds the words', () => {
    const [hit] = searchRecords(sampleIndex, 'cloud');
    expect(hit).toEqual({
      url: '/service/cloud-solutions',
      title: 'Cloud Solutions',
      type: 'Service',
      text: sampleIndex[0]!.excerpt,
    });
  });

  it('quotes the body around a word found only there', () => {
    const [hit] = searchRecords(sampleIndex, 'hackathon');
    expect(hit?.title).toBe('About Us');
    expect(hit?.text).toBe(sampleIndex[5]!.body);
    const long = record(
      'Long',
      'An excerpt.',
      `${'lorem ipsum '.repeat(40)}the hackathon in Lisbon ${'dolor sit '.repeat(40)}`,
    );
    const [quoted] = searchRecords([long], 'lisbon');
    expect(quoted?.text).toMatch(/^….*the hackathon in Lisbon.*…$/);
    expect(quoted!.text.length).toBeLessThanOrEqual(162);
    // A word in the title and one only in the body: the snippet shows the body's.
    expect(searchRecords(sampleIndex, 'about lisbon')[0]?.text).toContain('Lisbon');
  });

  it('finds the snippet after accented text, where normalising changes lengths', () => {
    // Decomposed accents ("e" + U+0301) are two code units that normalise to one.
    const accented = record('Accents', '', `${'Cafe\u0301 '.repeat(300)}the needle here ${'more text '.repeat(20)}`);
    expect(normalise(accented.body).length).toBeLessThan(accented.body.length);
    expect(searchRecords([accented], 'needle')[0]?.text).toMatch(/^….*the needle here.*…$/);
  });

  it('returns text only, whatever the query or page holds', () => {
    const markup = '<img src=x onerror=alert(1)>';
    expect(() => searchRecords(sampleIndex, markup)).not.toThrow();
    expect(titles(markup)).toEqual([]);
  });
});

describe('snippet', () => {
  const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');

  it('keeps short texts whole', () => {
    expect(snippet('Short text.', 0)).toBe('Short text.');
  });

  it('cuts at words around the hit, with ellipses where it cut', () => {
    const at = text.indexOf('word30');
    const cut = snippet(text, at, 60);
    expect(cut).toMatch(/^…word\d+ .*word30.* word\d+…$/);
    expect(cut.length).toBeLessThanOrEqual(62);
  });

  it('starts at the beginning for an early hit and ends at the end for a late one', () => {
    expect(snippet(text, 0, 60)).toMatch(/^word0 .*…$/);
    expect(snippet(text, text.indexOf('word59'), 60)).toMatch(/^….* word59$/);
  });
});

describe('resultCount', () => {
  it('counts in words, in the plural form of the language', () => {
    const words = { count_none: 'No results', results: { one: '{count} result', other: '{count} results' } };
    expect(resultCount(0, words, 'en')).toBe('No results');
    expect(resultCount(1, words, 'en')).toBe('1 result');
    expect(resultCount(12, words, 'en')).toBe('12 results');
    const arabic = { count_none: 'none', results: { ...words.results, two: '{count} two', few: '{count} few' } };
    expect([2, 3, 11].map((total) => resultCount(total, arabic, 'ar'))).toEqual(['2 two', '3 few', '11 results']);
  });
});

describe('parseSearchIndex', () => {
  it('accepts a list of records and refuses anything else', () => {
    expect(parseSearchIndex(sampleIndex)).toEqual(sampleIndex);
    expect(() => parseSearchIndex({ records: [] })).toThrow(TypeError);
    expect(() => parseSearchIndex([{ url: '/x', title: 'X' }])).toThrow(TypeError);
    expect(() => parseSearchIndex([{ ...sampleIndex[0], url: 'javascript:alert(1)' }])).toThrow(TypeError);
  });
});

describe('search', () => {
  it('over a whole index: the hits of searchRecords, the first `shown` of them, and their count', () => {
    const index = readSearchIndex(sampleIndex);
    expect(search(index, noShards(), 'project', 2)).toEqual({
      hits: searchRecords(sampleIndex, 'project').slice(0, 2),
      total: 3,
    });
    expect(search(index, noShards(), '  ')).toEqual({ hits: [], total: 0 });
  });

  it('over an index in shards: first the term shards of the words’ first characters', () => {
    const index = readSearchIndex({ types: [['Service', 2]], terms: ['c', 'k'], heads: [0], bodies: [0] });
    expect(search(index, noShards(), 'Cloud kubernetes zzz')).toEqual({
      missing: ['/search-index/terms-c.json', '/search-index/terms-k.json'],
    });
  });
});

describe('the terms of a text', () => {
  it('start where a query word may match, without the punctuation that ends them', () => {
    expect(searchTerms('Claims-triage (pilot), C++ and Node.js; Café “AI”.').sort()).toEqual(
      ['ai', 'and', 'c++', 'cafe', 'claims-triage', 'js', 'node.js', 'pilot', 'triage'].sort(),
    );
    expect(searchTerms('maintain')).toEqual(['maintain']);
  });

  it('leave out those a longer one finds too', () => {
    expect(withoutCoveredTerms(['cloud', 'clouds', 'cl', 'azure', 'azure'])).toEqual(['azure', 'clouds']);
    expect(withoutCoveredTerms(['cloud', 'okta'], ['cloud-native', 'zscaler'])).toEqual(['okta']);
  });

  it('are kept in shards by their first character', () => {
    expect([termKey('cloud'), termKey('7zip'), termKey('ærø'), termKey('𝒜')]).toEqual(['c', '7', 'ue6', 'u1d49c']);
  });

  it('list their pages as differences, read back as pages', () => {
    expect(deltaEncode([3, 4, 10])).toEqual([3, 1, 6]);
    expect(readTermShard([['cloud', [3, 1, 6], [], [0, 2]]])).toEqual({
      terms: ['cloud'],
      postings: [{ title: [3, 4, 10], head: [], body: [0, 2] }],
    });
  });
});
