import {
  listingPageAt,
  listingPageDescription,
  listingPageMeta,
  listingPageNumber,
  listingPageParams,
  listingPageSegments,
  listingPageTitle,
  paginate,
  paginationSlots,
} from './paging';

const entries = (count: number) => Array.from({ length: count }, (_, index) => `entry ${index + 1}`);

describe('paginate', () => {
  it('keeps a listing that fits one page whole, at its own address', () => {
    for (const count of [1, 17, 18]) {
      expect(paginate(entries(count), 18, '/projects')).toEqual([
        { number: 1, url: '/projects', entries: entries(count) },
      ]);
    }
  });

  it('splits a longer one into full pages in order, the rest on the last, at {path}/page/{n}', () => {
    const pages = paginate(entries(40), 18, '/projects');
    expect(pages.map(({ number, url, entries: shown }) => [number, url, shown.length])).toEqual([
      [1, '/projects', 18],
      [2, '/projects/page/2', 18],
      [3, '/projects/page/3', 4],
    ]);
    expect(pages.flatMap((page) => page.entries)).toEqual(entries(40));
    expect(paginate(entries(36), 18, '/projects')).toHaveLength(2);
  });

  it('gives an empty listing its first page, and refuses a page size that is not a whole number from 1', () => {
    expect(paginate([], 12, '/team')).toEqual([{ number: 1, url: '/team', entries: [] }]);
    for (const size of [0, -1, 1.5, Number.NaN]) expect(() => paginate(entries(3), size, '/team')).toThrow(RangeError);
  });
});

describe('the segments of a listing page', () => {
  it('are none for page 1 and page/{n} after it, and read back', () => {
    expect(listingPageSegments(1)).toEqual([]);
    expect(listingPageSegments(7)).toEqual(['page', '7']);
    for (const number of [1, 2, 7, 120]) expect(listingPageNumber(listingPageSegments(number))).toBe(number);
    expect(listingPageNumber(undefined)).toBe(1);
  });

  it('name no page otherwise: page 1 has no second address, and nothing but page/{n ≥ 2} is a page', () => {
    for (const segments of [
      ['page', '1'],
      ['page', '0'],
      ['page', '02'],
      ['page', '2x'],
      ['page'],
      ['pages', '2'],
      ['page', '2', '3'],
      ['amara-okafor'],
    ])
      expect(listingPageNumber(segments)).toBeUndefined();
  });
});

describe('paginationSlots', () => {
  it('shows every page of a short listing', () => {
    expect(paginationSlots(1, 2)).toEqual([1, 2]);
    expect(paginationSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last and two either side of the current page, a gap for two or more left out', () => {
    expect(paginationSlots(1, 40)).toEqual([1, 2, 3, 'gap', 40]);
    expect(paginationSlots(5, 40)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 40]);
    expect(paginationSlots(20, 40)).toEqual([1, 'gap', 18, 19, 20, 21, 22, 'gap', 40]);
    expect(paginationSlots(40, 40)).toEqual([1, 'gap', 38, 39, 40]);
  });

  it('always holds the current page once, between the first and the last', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const numbers = paginationSlots(current, total).filter((slot) => slot !== 'gap');
        expect(numbers).toContain(current);
        expect(numbers).toEqual([...new Set(numbers)].toSorted((a, b) => a - b));
        expect([numbers[0], numbers.at(-1)]).toEqual([1, total]);
      }
    }
  });
});

describe('a listing page’s title and description', () => {
  it('are the listing’s on page 1 and say the page after it', () => {
    expect(listingPageTitle('Our Projects', 1)).toBe('Our Projects');
    expect(listingPageTitle('Our Projects', 2)).toBe('Our Projects – page 2');
    expect(listingPageDescription('Case studies.', 1, 3)).toBe('Case studies.');
    expect(listingPageDescription('Case studies.', 3, 3)).toBe('Case studies. Page 3 of 3.');
  });
});

describe('a route over a paged listing', () => {
  const pages = paginate(entries(30), 12, '/team');

  it('generates every page, the first without segments', () => {
    expect(listingPageParams(pages, 'page')).toEqual([{ page: [] }, { page: ['page', '2'] }, { page: ['page', '3'] }]);
  });

  it('finds the page its segments name, and none past the last or under another address', () => {
    expect(listingPageAt(pages, undefined)).toBe(pages[0]);
    expect(listingPageAt(pages, ['page', '3'])).toBe(pages[2]);
    for (const segments of [['page', '4'], ['page', '1'], ['amara-okafor']])
      expect(listingPageAt(pages, segments)).toBeUndefined();
  });

  it('gives each page its title, description and address', () => {
    const meta = { title: 'Our Team', description: 'The people.' };
    expect(listingPageMeta(meta, pages[0]!, pages)).toEqual({ ...meta, path: '/team' });
    expect(listingPageMeta(meta, pages[2]!, pages)).toEqual({
      title: 'Our Team – page 3',
      description: 'The people. Page 3 of 3.',
      path: '/team/page/3',
    });
  });
});
