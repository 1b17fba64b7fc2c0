import { withCompanyNames } from './company-text';
import { collectionInLanguage, dataFileInLanguage } from './files';
import { dataFileIn } from './languages';
import { localized } from './localized';
import { paths } from './permalinks';
import { collections, dataFiles } from './schema';
import { getServiceSlug, services } from './services';
import type { BlogAuthor, BlogComment } from './schema';
import type { FooterPost, Post } from './types';

/** Blog categories: the six service names, in menu order. */
export const blogCategories: string[] = localized(() => services.map((service) => service.title));

/** The blog sidebar's tag list (content/blog.yml); every post tag is one of these. */
export const tags: string[] = localized((language) => dataFileInLanguage(dataFiles.blog, language).tags);

/** A post's category as the site shows it: the title of the service its file names. */
const serviceTitle = (slug: string): string =>
  services.find((service) => getServiceSlug(service) === slug)?.title ?? slug;

/** The posts of content/posts/, newest first. */
export const posts: Post[] = localized((language) =>
  withCompanyNames(collectionInLanguage(collections.posts, language))
    .map((post) => ({ ...post, category: serviceTitle(post.category) }))
    .toSorted((a, b) => b.date.localeCompare(a.date)),
);

/** The footer's two recent-post teasers, from the two newest posts; they link to /blog. */
export const footerPosts: FooterPost[] = localized(() =>
  posts.slice(0, 2).map((post) => ({ imgUrl: post.imgUrl, title: post.title, date: post.date, url: paths.blog })),
);

const article = localized((language) => withCompanyNames(dataFileInLanguage(dataFiles.blogArticle, language)));

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

export const blogArticle: BlogArticle = localized((language) => {
  const articlePost = posts.find((post) => post.slug === article.post);
  // content/check.ts stops the build first, naming the file and the field.
  if (!articlePost)
    throw new Error(
      `content/${dataFileIn(dataFiles.blogArticle.name, language)} names the post "${article.post}", which is not in that language`,
    );
  return articleOf(articlePost);
});

export type { BlogAuthor, BlogComment } from './schema';

/** The author box of /blog-details. */
export const blogAuthor: BlogAuthor = localized(() => article.author);

/** The static comments on /blog-details. */
export const blogComments: BlogComment[] = localized(() => article.comments);
