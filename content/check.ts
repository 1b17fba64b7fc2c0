// Every content file checked at once, before anything reads them (scripts/content-check.cli.ts
// runs this first in the build, the dev server and the lint): each against its schema, then
// what one file names in another (a post's category is a service's file name, its tags are the
// blog's tags, the article page's post exists), in each language (content/languages.ts).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { byOrder, checkCollection, checkDataFile, type ContentProblem, projectPath, projectRoot } from './files';
import { interfaceProblems } from './interface-check';
import { dataFileIn, defaultLanguage, folderIn, type Language, languages } from './languages';
import { collections, dataFiles } from './schema';

/** The problems of every content file, in every language; empty when all is well. */
export function contentProblems(): ContentProblem[] {
  return languages.flatMap(languageProblems);
}

/** The entries' file names (without .md) of a collection's folder, none when it is missing. */
const entryNames = (folder: string): string[] => {
  const dir = join(projectRoot, 'content', folder);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .map((name) => name.slice(0, -'.md'.length))
    : [];
};

/**
 * The problems of the content files of one language. A translation is checked as its source is,
 * and what it names against the files of its own language. Every data file needs its
 * translation (the pages of that language are made of them); an entry of a collection may have
 * none (that language's listings leave it out), but no translation may lack its source.
 */
function languageProblems(language: Language): ContentProblem[] {
  const files = Object.fromEntries(
    Object.entries(dataFiles).map(([key, file]) => [key, { ...file, name: dataFileIn(file.name, language) }]),
  ) as unknown as typeof dataFiles;
  const translated = language !== defaultLanguage;
  const sources = Object.fromEntries(
    Object.entries(collections).map(([key, source]) => [key, { ...source, folder: folderIn(source.folder, language) }]),
  ) as unknown as typeof collections;
  const present = (source: { folder: string }) => !translated || entryNames(source.folder).length > 0;
  const problems = [
    ...Object.values(files).flatMap((file) => checkDataFile<typeof file.schema>(file).problems),
    ...Object.values(sources)
      .filter(present)
      .flatMap((source) => checkCollection<z.ZodType>(source).problems),
  ];
  if (translated)
    for (const [key, source] of Object.entries(sources)) {
      const originals = entryNames(collections[key as keyof typeof collections].folder);
      for (const name of entryNames(source.folder).filter((name) => !originals.includes(name)))
        problems.push({
          file: projectPath(`content/${source.folder}/${name}.md`),
          field: '',
          message: `translates no entry: content/${collections[key as keyof typeof collections].folder}/ has no ${name}.md`,
        });
    }
  // What a post names is checked against what was read whole: a broken list would name its
  // missing entries again through every post. A post names a service by its file name, which
  // every language shares.
  const services = checkCollection(collections.services);
  const posts = present(sources.posts) ? checkCollection(sources.posts).entries : [];
  const blog = checkDataFile(files.blog).data;
  const serviceSlugs = services.entries.toSorted(byOrder).map((service) => collections.services.slugOf(service));
  for (const post of posts) {
    const file = projectPath(`content/${sources.posts.folder}/${post.slug}.md`);
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
          message: `is not one of the blog's tags (content/${files.blog.name}): ${blog.tags.join(', ')}`,
        });
    });
  }
  const words = checkDataFile(files.interface).data;
  if (words) problems.push(...interfaceProblems(`content/${files.interface.name}`, words, language));
  const article = checkDataFile(files.blogArticle).data;
  // A post whose file has a problem of its own is still there: named by its file, not its entry.
  const postFiles = entryNames(collections.posts.folder);
  if (article && !postFiles.includes(article.post))
    problems.push({
      file: `content/${files.blogArticle.name}`,
      field: 'post',
      message: `names no post: write the file name, without .md, of one of content/posts/ (${postFiles.join(', ')})`,
    });
  return problems;
}
