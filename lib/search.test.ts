import { buildSearchIndex } from '@/content/search-index';
import { excerpt, normalise, queryWords, searchRecords, type SearchRecord } from './search';

const record = (title: string, text = '', keywords = '', type = 'Page'): SearchRecord => ({
  title,
  url: `/${title.toLowerCase().replace(/\W+/g, '-')}`,
  type,
  text,
  keywords,
});

const records = [
  record('Cloud Solutions', 'Migration to AWS and Azure.', 'Terraform Kubernetes', 'Service'),
  record('Mobile Apps', 'Native iOS and Android apps that work offline in the cloud.', 'Swift Kotlin', 'Service'),
  record('Café Ordering', 'A maintainable ordering system.', 'React', 'Project'),
  record('Zero Trust', 'Identity-aware access for every employee.', 'Okta Zscaler', 'Project'),
];

describe('queryWords', () => {
  it('lowercases, strips accents and surrounding punctuation, drops empty words', () => {
    expect(queryWords('  Cloud,  “AWS”!  ')).toEqual(['cloud', 'aws']);
    expect(queryWords('Café C# node.js')).toEqual(['cafe', 'c#', 'node.js']);
    expect(queryWords(' … ')).toEqual([]);
    expect(normalise('ÉCOLE')).toBe('ecole');
  });
});

describe('searchRecords', () => {
  it('finds nothing for an empty query', () => {
    expect(searchRecords(records, '')).toEqual([]);
    expect(searchRecords(records, '   ')).toEqual([]);
  });

  it('matches case-insensitively in title, text and keywords', () => {
    expect(searchRecords(records, 'CLOUD').map((r) => r.title)).toEqual(['Cloud Solutions', 'Mobile Apps']);
    expect(searchRecords(records, 'terraform').map((r) => r.title)).toEqual(['Cloud Solutions']);
    expect(searchRecords(records, 'okta').map((r) => r.title)).toEqual(['Zero Trust']);
  });

  it('requires every word to match', () => {
    expect(searchRecords(records, 'cloud android').map((r) => r.title)).toEqual(['Mobile Apps']);
    expect(searchRecords(records, 'cloud blockchain')).toEqual([]);
  });

  it('matches the start of words, so short words do not hit the middle of others', () => {
    expect(searchRecords(records, 'ai')).toEqual([]);
    expect(searchRecords(records, 'migr').map((r) => r.title)).toEqual(['Cloud Solutions']);
    expect(searchRecords(records, 'identity').map((r) => r.title)).toEqual(['Zero Trust']);
  });

  it('ignores accents and finds the record type', () => {
    expect(searchRecords(records, 'cafe').map((r) => r.title)).toEqual(['Café Ordering']);
    expect(searchRecords(records, 'project').map((r) => r.title)).toEqual(['Café Ordering', 'Zero Trust']);
  });

  it('ranks title matches first and otherwise keeps index order', () => {
    const ranked = searchRecords([record('Apps', 'cloud'), record('Cloud'), record('More', 'cloud')], 'cloud');
    expect(ranked.map((r) => r.title)).toEqual(['Cloud', 'Apps', 'More']);
  });

  it('survives characters that mean something in a regular expression', () => {
    expect(() => searchRecords(records, '(c++ [a-z]* ?')).not.toThrow();
  });

  it('finds a service of the real index by a word of its description', () => {
    const titles = searchRecords(buildSearchIndex(), 'cloud').map((r) => r.title);
    expect(titles[0]).toBe('Cloud Solutions');
    expect(searchRecords(buildSearchIndex(), 'qwxzv')).toEqual([]);
  });
});

describe('excerpt', () => {
  it('keeps short texts and cuts long ones at a word', () => {
    expect(excerpt('Short text.', 20)).toBe('Short text.');
    expect(excerpt('One two three four five six', 14)).toBe('One two three…');
    expect(excerpt('Alpha, beta, gamma delta', 13)).toBe('Alpha, beta…');
  });
});
