// Reads changed paths, one a line (`git diff --name-only --no-renames BASE HEAD`), and prints
// `content` or `code` (scripts/changed-kind.ts); in a workflow, also `kind=…` to its step outputs.
//   git diff --name-only --no-renames "$base" HEAD | tsx scripts/changed-kind.cli.ts
import { appendFileSync, readFileSync } from 'node:fs';
import { changeKind, isContentPath } from './changed-kind';

const paths = readFileSync(0, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);
const kind = changeKind(paths);
const code = paths.filter((path) => !isContentPath(path));
console.error(
  kind === 'content'
    ? `changes: ${paths.length} content ${paths.length === 1 ? 'file' : 'files'} and no code: the content's checks only (schema, build budgets, HTML, links).`
    : paths.length === 0
      ? 'changes: none known: every check runs.'
      : `changes: code (${code.slice(0, 5).join(', ')}${code.length > 5 ? ', …' : ''}): every check runs.`,
);
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `kind=${kind}\n`);
console.log(kind);
