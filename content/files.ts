// Reading the content files: YAML data files (and, for the long-form collections, Markdown with
// YAML front matter), each checked against its schema (content/schema.ts). What is wrong is said
// in an editor's words, naming the file and the field: `content/faqs.yml › questions › 2 ›
// answer: is missing`. The build runs every check first (scripts/content-check.cli.ts) and lists
// every problem at once; a module that reads a broken file stops with its problems, never a
// stack trace of ours.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import matter from 'gray-matter';
import { parse, parseDocument } from 'yaml';
import type { z } from 'zod';
import { dataFileIn, defaultLanguage, folderIn, type Language } from './languages';

/** The project's root (every build step and test runs from it). */
export const projectRoot = process.cwd();

/** One thing wrong with a content file: where, and what, in plain words. */
export interface ContentProblem {
  file: string;
  field: string;
  message: string;
}

/** The problems of one or more content files, as one error whose message lists them all. */
export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
  }
}

/** One line per problem: `file › field: message` (no field for a problem of the whole file). */
export function formatProblems(problems: ContentProblem[]): string {
  return problems.map(({ file, field, message }) => `${file}${field ? ` › ${field}` : ''}: ${message}`).join('\n');
}

/** Where in the file: keys as written, list positions counted from 1 as an editor counts. */
export const fieldPath = (path: readonly PropertyKey[]): string =>
  path.map((key) => (typeof key === 'number' ? String(key + 1) : String(key))).join(' › ');

const kind = (value: unknown): string => {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `the text "${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return `${typeof value === 'number' ? 'the number' : typeof value === 'boolean' ? 'the value' : 'a'} ${String(value)}`;
};

const expected: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
};

/** A schema's issue in plain words. */
export function plainMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing';
      // A key written with nothing after it (`question:`) reads as null.
      if (issue.input === null) return 'is empty';
      return `should be ${expected[issue.expected] ?? issue.expected}, not ${kind(issue.input)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'is empty' : `needs at least ${issue.minimum} characters`;
      if (issue.origin === 'array')
        return `needs at least ${issue.minimum} ${Number(issue.minimum) === 1 ? 'entry' : 'entries'}`;
      return `should be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `should be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `should have at most ${issue.maximum} entries`;
      return `should be at most ${issue.maximum}`;
    case 'invalid_value':
      return `should be one of: ${issue.values.map(String).join(', ')} (not ${kind(issue.input)})`;
    case 'unrecognized_keys':
      return `has ${issue.keys.length === 1 ? 'a field' : 'fields'} the site does not know: ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

/** The order of a collection's lists: by each entry's `order`, from 1. */
export const byOrder = (a: { order: number }, b: { order: number }): number => a.order - b.order;

/** A path of the project as problems name it: `content/faqs.yml`. */
export const projectPath = (file: string): string => relative(projectRoot, file).split('\\').join('/');

/** The problems of some data against a schema, and the data the schema gives back when none. */
export function check<Schema extends z.ZodType>(
  file: string,
  data: unknown,
  schema: Schema,
  at: readonly PropertyKey[] = [],
): { data?: z.output<Schema>; problems: ContentProblem[] } {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return { data: result.data, problems: [] };
  const problems = result.error.issues.map((issue) => ({
    file: projectPath(file),
    field: fieldPath([...at, ...issue.path]),
    message: plainMessage(issue),
  }));
  // A value can fail two checks that say the same thing (an address's scheme and its host).
  return {
    problems: problems.filter(
      (p, i) => problems.findIndex((q) => q.field === p.field && q.message === p.message) === i,
    ),
  };
}

/** A YAML file read as data, or the problems of its syntax (with the line). */
export function readYamlFile(file: string): { data?: unknown; problems: ContentProblem[] } {
  if (!existsSync(file)) return { problems: [{ file: projectPath(file), field: '', message: 'the file is missing' }] };
  const document = parseDocument(readFileSync(file, 'utf8'));
  // The first syntax error only: those after it are mostly its echoes.
  const [error] = document.errors;
  if (error) {
    const line = error.linePos?.[0].line;
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return {
      problems: [
        { file: projectPath(file), field: line ? `line ${line}` : '', message: `is not valid YAML: ${message}` },
      ],
    };
  }
  return { data: document.toJS(), problems: [] };
}

/** A YAML data file of `content/` and its schema (content/schema.ts lists them: `dataFiles`). */
export interface DataFile<Schema extends z.ZodType> {
  name: string;
  schema: Schema;
}

/** A YAML data file of `content/`, checked: its problems, and its data when it has none. */
export function checkDataFile<Schema extends z.ZodType>({
  name,
  schema,
}: DataFile<Schema>): { data?: z.output<Schema>; problems: ContentProblem[] } {
  const file = join(projectRoot, 'content', name);
  const read = readYamlFile(file);
  if (read.problems.length > 0) return { problems: read.problems };
  return check(file, read.data, schema);
}

/** A YAML data file of `content/`, as its schema types it; a ContentError when it is wrong. */
export function dataFile<Schema extends z.ZodType>(file: DataFile<Schema>): z.output<Schema> {
  const { data, problems } = checkDataFile(file);
  if (problems.length > 0) throw new ContentError(problems);
  return data as z.output<Schema>;
}

/** A data file in `language`: its translation beside it (content/faqs.de.yml), English's itself. */
export function dataFileInLanguage<Schema extends z.ZodType>(
  file: DataFile<Schema>,
  language: Language,
): z.output<Schema> {
  return dataFile({ ...file, name: dataFileIn(file.name, language) });
}

/**
 * A folder of Markdown entries of `content/` (one `{slug}.md` per entry: YAML front matter, then
 * the long text), with its schema. The body is read into `bodyField`; `slugOf` gives the slug
 * an entry's fields make, which its file's name must be.
 */
export interface Collection<Schema extends z.ZodType> {
  folder: string;
  schema: Schema;
  bodyField: string;
  slugOf(entry: z.output<Schema>): string;
}

/** How problems name the body of a Markdown file. */
export const bodyName = 'the text after the front matter';

/** The first syntax error of a YAML text, with its line (counted in the text), if it has one. */
function yamlError(source: string): { line?: number; message: string } | undefined {
  // The first error only: those after it are mostly its echoes.
  const [error] = parseDocument(source).errors;
  if (!error) return undefined;
  return {
    line: error.linePos?.[0].line,
    message: `is not valid YAML: ${error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '')}`,
  };
}

/** One Markdown file as data: its front matter's fields and its body, or its syntax problem. */
export function readMarkdownFile(file: string, bodyField: string): { data?: unknown; problems: ContentProblem[] } {
  const text = readFileSync(file, 'utf8');
  const problem = (field: string, message: string) => ({ problems: [{ file: projectPath(file), field, message }] });
  if (!matter.test(text))
    return problem('', 'does not start with front matter: a line of three dashes (---), the fields, then ---');
  const error = yamlError(/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '');
  // The front matter starts on the file's second line.
  if (error) return problem(error.line ? `line ${error.line + 1}` : '', error.message);
  const { data, content } = matter(text, { engines: { yaml: (source: string) => parse(source) as object } });
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    return problem('', 'has front matter that is not a list of fields (name: value)');
  return { data: { ...data, [bodyField]: content.trim() }, problems: [] };
}

/**
 * The entries of a Markdown collection, checked: every problem of every file (the schema's,
 * a file name other than its slug, two entries with one slug), and the entries its schema
 * accepts, in the order of their file names (all of them when there are no problems).
 */
export function checkCollection<Schema extends z.ZodType>({
  folder,
  schema,
  bodyField,
  slugOf,
}: Collection<Schema>): { entries: z.output<Schema>[]; problems: ContentProblem[] } {
  const dir = join(projectRoot, 'content', folder);
  if (!existsSync(dir))
    return { entries: [], problems: [{ file: projectPath(dir), field: '', message: 'the folder is missing' }] };
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const problems: ContentProblem[] = [];
  const entries: z.output<Schema>[] = [];
  const slugs = new Map<string, string>();
  for (const name of names) {
    const file = join(dir, name);
    const read = readMarkdownFile(file, bodyField);
    const checked = read.problems.length > 0 ? read : check(file, read.data, schema);
    problems.push(
      ...checked.problems.map((problem) => ({
        ...problem,
        field: problem.field === bodyField ? bodyName : problem.field,
      })),
    );
    if (checked.problems.length > 0) continue;
    const entry = checked.data as z.output<Schema>;
    const slug = slugOf(entry);
    const fileSlug = name.replace(/\.md$/, '');
    if (slug !== fileSlug)
      problems.push({
        file: projectPath(file),
        field: '',
        message: `is named ${name}, but its slug is ${slug}: rename the file to ${slug}.md`,
      });
    const other = slugs.get(slug);
    if (other !== undefined)
      problems.push({ file: projectPath(file), field: '', message: `has the slug ${slug}, like ${other}` });
    slugs.set(slug, projectPath(file));
    entries.push(entry);
  }
  if (names.length === 0) problems.push({ file: projectPath(dir), field: '', message: 'holds no entry (.md file)' });
  return { entries, problems };
}

/** A Markdown collection's entries, as its schema types them; a ContentError when one is wrong. */
export function collection<Schema extends z.ZodType>(source: Collection<Schema>): z.output<Schema>[] {
  const { entries, problems } = checkCollection(source);
  if (problems.length > 0) throw new ContentError(problems);
  return entries;
}

/**
 * A collection's entries in `language`: its translations (content/projects/de/), none when the
 * language has none. An entry without a translation is left out of that language.
 */
export function collectionInLanguage<Schema extends z.ZodType>(
  source: Collection<Schema>,
  language: Language,
): z.output<Schema>[] {
  if (language === defaultLanguage) return collection(source);
  const translated = { ...source, folder: folderIn(source.folder, language) };
  const dir = join(projectRoot, 'content', translated.folder);
  return existsSync(dir) && readdirSync(dir).some((name) => name.endsWith('.md')) ? collection(translated) : [];
}
