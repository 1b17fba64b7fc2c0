// Every content file checked at once, before anything reads them (scripts/content-check.cli.ts
// runs this first in the build, the dev server and the lint): each against its schema, then
// what one file names in another (a post's category is a service's file name, its tags are the
// blog's tags, the article page's post exists).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { byOrder, checkCollection, checkDataFile, type ContentProblem, projectPath, projectRoot } from './files';
import { collections, dataFiles } from './schema';

/** The problems of every content file; empty when all is well. */
export function contentProblems(): ContentProblem[] {
  const problems = [
    ...Object.values(dataFiles).flatMap((file) => checkDataFile<typeof file.schema>(file).problems),
    ...Object.values(collections).flatMap((source) => checkCollection<z.ZodType>(source).problems),
  ];
  // What a post names is checked against what was read whole: a broken list would name its
  // missing entries again through every post.
  const services = checkCollection(collections.services);
  const posts = checkCollection(collections.posts).entries;
  const blog = checkDataFile(dataFiles.blog).data;
  const serviceSlugs = services.entries.toSorted(byOrder).map((service) => collections.services.slugOf(service));
  for (const post of posts) {
    const file = projectPath(`content/posts/${post.slug}.md`);
    if (services.problems.length === 0 && !serviceSlugs.includes(post.category))
      problems.push({
        file,
        field: 'category',
        message: `names no service: write the file name, without .md, of one of content/services/ (${serviceSlugs.join(', ')})`,
      });
    post.tags.forEach((tag, index) => {
      if (blog && !blog.tags.includes(tag))
        problems.push({
          file,
          field: `tags › ${index + 1}`,
          message: `is not one of the blog's tags (content/blog.yml): ${blog.tags.join(', ')}`,
        });
    });
  }
  const article = checkDataFile(dataFiles.blogArticle).data;
  // A post whose file has a problem of its own is still there: named by its file, not its entry.
  const postFiles = readdirSync(join(projectRoot, 'content', collections.posts.folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -'.md'.length));
  if (article && !postFiles.includes(article.post))
    problems.push({
      file: `content/${dataFiles.blogArticle.name}`,
      field: 'post',
      message: `names no post: write the file name, without .md, of one of content/posts/ (${postFiles.join(', ')})`,
    });
  return problems;
}
