import { pageLanguage } from '@/content/localized';
import { paths } from '@/content/permalinks';
import { posts } from '@/content/posts';
import { feedPath, feedTitle, site } from '@/content/site';
import type { Post } from '@/content/types';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

function absolute(path: string): string {
  return new URL(path, site.url).toString();
}

/** RFC 822 date, as RSS wants it; posts carry a day, published at noon UTC. */
function rssDate(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00Z`).toUTCString();
}

function item(post: Post): string {
  return [
    '    <item>',
    `      <title>${escapeXml(post.title)}</title>`,
    `      <link>${absolute(paths.blogDetails)}</link>`,
    `      <guid isPermaLink="false">${escapeXml(`${site.url}/blog/${post.slug}`)}</guid>`,
    `      <pubDate>${rssDate(post.date)}</pubDate>`,
    `      <category>${escapeXml(post.category)}</category>`,
    `      <description>${escapeXml(post.description)}</description>`,
    '    </item>',
  ].join('\n');
}

/** The RSS 2.0 feed of every post, newest first, in the page's language (`inLanguage` names another). */
export function rssFeed(list: readonly Post[] = posts): string {
  const newestFirst = [...list].sort((a, b) => b.date.localeCompare(a.date));
  const latest = newestFirst[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(feedTitle())}</title>`,
    `    <link>${absolute(paths.blog)}</link>`,
    `    <atom:link href="${absolute(feedPath())}" rel="self" type="application/rss+xml" />`,
    `    <description>${escapeXml(site.description)}</description>`,
    `    <language>${pageLanguage()}</language>`,
    ...(latest ? [`    <lastBuildDate>${rssDate(latest.date)}</lastBuildDate>`] : []),
    ...newestFirst.map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
