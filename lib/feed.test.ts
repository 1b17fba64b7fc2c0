import { posts } from '@/content/posts';
import { site } from '@/content/site';
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
});
