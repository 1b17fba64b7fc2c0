import { inLanguage } from '@/content/localized';
import { posts } from '@/content/posts';
import { feedTitle, site } from '@/content/site';
import type { Post } from '@/content/types';
import { rssFeed } from './feed';

function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  return document;
}

describe('rssFeed', () => {
  it('is RSS 2.0 that lists every post, newest first, with absolute links', () => {
    const document = parse(rssFeed());
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    const items = [...document.querySelectorAll('item')];
    const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date));
    expect(items.map((item) => item.querySelector('title')?.textContent)).toEqual(
      newestFirst.map((post) => post.title),
    );
    for (const item of items) {
      expect(item.querySelector('link')?.textContent).toBe(`${new URL('/blog-details', site.url)}`);
      expect(Number.isNaN(Date.parse(item.querySelector('pubDate')?.textContent ?? ''))).toBe(false);
    }
    const guids = items.map((item) => item.querySelector('guid')?.textContent);
    expect(new Set(guids).size).toBe(posts.length);
  });

  it('escapes what would break the XML', () => {
    const tricky: Post = { ...posts[0]!, title: 'Fish & Chips <b>"quoted"</b>', description: "It's <script>" };
    const document = parse(rssFeed([tricky]));
    expect(document.querySelector('item title')?.textContent).toBe(tricky.title);
    expect(document.querySelector('item description')?.textContent).toBe(tricky.description);
  });

  it('comes in each language, its posts, links and language tag in it', () => {
    const document = parse(inLanguage('de', () => rssFeed()));
    expect(document.querySelector('channel > language')?.textContent).toBe('de');
    expect(document.querySelector('channel > title')?.textContent).toBe(inLanguage('de', feedTitle));
    expect(inLanguage('de', feedTitle)).not.toBe(feedTitle());
    expect(document.querySelector('item link')?.textContent).toBe(`${new URL('/de/blog-details', site.url)}`);
    expect(document.querySelector('channel > link')?.textContent).toBe(`${new URL('/de/blog', site.url)}`);
    const titles = [...document.querySelectorAll('item title')].map((title) => title.textContent);
    expect(titles).toEqual(expect.arrayContaining(inLanguage('de', () => posts.map((post) => post.title))));
    expect(parse(rssFeed()).querySelector('channel > language')?.textContent).toBe('en');
  });
});
