import { withCompanyNames } from './company-text';
import { collection, dataFile } from './files';
import { collectionPrefixes, paths, slugFromUrl } from './permalinks';
import { collections, dataFiles } from './schema';
import { services } from './services';
import type { BlogAuthor, BlogComment } from './schema';
import type { FooterPost, Post } from './types';

/** Blog categories: the six service names, in menu order. */
export const blogCategories: string[] = services.map((service) => service.title);

/** The blog sidebar's tag list (content/blog.yml); every post tag is one of these. */
export const tags: string[] = dataFile(dataFiles.blog).tags;

/** A post's category as the site shows it: the title of the service its file names. */
const serviceTitles = new Map(
  services.map((service) => [slugFromUrl(service.url, collectionPrefixes.service), service.title]),
);

/** The posts of content/posts/, newest first. */
export const posts: Post[] = withCompanyNames(collection(collections.posts))
  .map((post) => ({ ...post, category: serviceTitles.get(post.category) ?? post.category }))
  .toSorted((a, b) => b.date.localeCompare(a.date));

/** The footer's two recent-post teasers, from the two newest posts; they link to /blog. */
export const footerPosts: FooterPost[] = posts.slice(0, 2).map((post) => ({
  imgUrl: post.imgUrl,
  title: post.title,
  date: post.date,
  url: paths.blog,
}));

/** The one article page of the static blog: every post's Read More leads here (the specification). */
export const blogArticlePath = paths.blogDetails;

const article = withCompanyNames(dataFile(dataFiles.blogArticle));

/** The static article shown on /blog-details (content/blog-article.yml), with its post's title, date, image and tags. */
export interface BlogArticle {
  slug: string;
  title: string;
  /** ISO date. */
  date: string;
  imgUrl: string;
  author: string;
  category: string;
  intro: string[];
  quote: { text: string; cite: string };
  subheading: string;
  bullets: string[];
  closing: string[];
  tags: string[];
}

function articleOf(post: Post): BlogArticle {
  const { slug, title, date, imgUrl, author, category, tags } = post;
  const { intro, quote, subheading, bullets, closing } = article;
  return { slug, title, date, imgUrl, author, category, intro, quote, subheading, bullets, closing, tags };
}

const articlePost = posts.find((post) => post.slug === article.post);
// content/check.ts stops the build first, naming the file and the field.
if (!articlePost) throw new Error(`content/blog-article.yml names the post "${article.post}", which does not exist`);

export const blogArticle: BlogArticle = articleOf(articlePost);

export type { BlogAuthor, BlogComment } from './schema';

/** The author box of /blog-details. */
export const blogAuthor: BlogAuthor = article.author;

/** The static comments on /blog-details. */
export const blogComments: BlogComment[] = article.comments;
