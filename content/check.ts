// Every content file checked at once, before anything reads them (scripts/content-check.cli.ts
// runs this first in the build, the dev server, the lint and the unit tests).
import { checkCollection, checkDataFile, type ContentProblem } from './files';
import type { z } from 'zod';
import { collections, dataFiles } from './schema';

/** The problems of every content file; empty when all is well. */
export function contentProblems(): ContentProblem[] {
  return [
    ...Object.values(dataFiles).flatMap((file) => checkDataFile<typeof file.schema>(file).problems),
    ...Object.values(collections).flatMap((source) => checkCollection<z.ZodType>(source).problems),
  ];
}
