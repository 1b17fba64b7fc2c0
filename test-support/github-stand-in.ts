// GitHub as the content manager (/admin) sees it when editors work through its editorial
// workflow, answered in the browser (Playwright's routes) since nothing on this machine may reach
// GitHub: the sign-in popup at the site's /api/auth (the Worker's own result page, handing over a
// token), the REST and GraphQL calls of Sveltia CMS's GitHub backend, and a few open pull requests
// of the CMS's, each on its `cms/<collection>/<slug>` branch with a status label and a "site
// preview" commit status. The repository is this checkout's content/. Used by
// e2e/cms-workflow.spec.ts and tools/cms-screenshots.cli.ts (the screenshots of
// docs/editing-content.md).
//
// What the CMS asks, in its pinned version (node_modules/@sveltia/cms, its source map):
//   REST     GET /user, GET /repos/{repo}/collaborators/{login} (204: may write),
//            GET /repos/{repo}/git/trees/{head}?recursive=1, GET /repos/{repo}/git/blobs/{sha}
//   GraphQL  the head of a branch (`history(first: 1)`, `ref { target { oid } }`), files' text and
//            last commit in aliased batches (`content_N: object(oid:)`, `commit_N: ref(...)
//            { history(first: 1, path:) }`), the open pull requests carrying a status label
//            (`sveltia-cms/draft`, `…/pending_review`, `…/pending_publish`) with their files, the
//            files' text on their branch (`file_N: object(expression: "branch:path")`), and each
//            head commit's statuses, deployments and check runs (`commit_N: object(oid:) { ... on
//            Commit { status … } }`), of which it keeps the one named `backend.preview_context`.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { parse } from 'yaml';
import { resultPage } from '../worker/auth-page';

/** What the content manager's configuration (out/admin/config.yml) says about GitHub. */
export interface CmsBackend {
  repo: string;
  branch: string;
  /** The site's address, where the sign-in popup opens (`base_url` + `auth_endpoint`). */
  base_url: string;
  auth_endpoint: string;
}

/** The backend settings of the configuration the served export carries. */
export async function servedBackend(page: Page): Promise<CmsBackend> {
  const response = await page.request.get('/admin/config.yml');
  if (!response.ok()) throw new Error(`/admin/config.yml answered ${response.status()}: build the export first.`);
  return (parse(await response.text()) as { backend: CmsBackend }).backend;
}

type Status = 'draft' | 'pending_review' | 'pending_publish';

/** A person of content/team/ as GitHub would show them. */
interface Person {
  name: string;
  login: string;
  id: number;
}

const person = (name: string, id: number): Person => ({ name, login: name.toLowerCase().replace(/\s+/g, '-'), id });
/** The editor who signs in. */
const editor = person('Amara Okafor', 81_001);
const kenji = person('Kenji Watanabe', 81_004);
const priya = person('Priya Raman', 81_007);
const lukas = person('Lukas Becker', 81_005);
const omar = person('Omar Haddad', 81_006);

/** A change an editor saved in the CMS: one file of content/, edited, on a pull request of its own. */
interface DraftSpec {
  number: number;
  /** The collection's `name` in the configuration, and the entry's slug (a file collection's file name). */
  collection: string;
  slug: string;
  path: string;
  /** What the draft changes in the file: the first text, which must be there, becomes the second. */
  edit: [string, string];
  status: Status;
  author: Person;
  updated: string;
  /** The "site preview" status of its head commit: built (with its address) or still building. */
  preview: 'SUCCESS' | 'PENDING';
}

const draftSpecs: DraftSpec[] = [
  {
    number: 38,
    collection: 'posts',
    slug: 'cutting-cloud-costs-without-cutting-corners',
    path: 'content/posts/cutting-cloud-costs-without-cutting-corners.md',
    edit: ['an average of 32% on cloud spend', 'an average of 34% on cloud spend'],
    status: 'draft',
    author: kenji,
    updated: '2026-11-18T10:42:00Z',
    preview: 'SUCCESS',
  },
  {
    number: 42,
    collection: 'team',
    slug: 'priya-raman',
    path: 'content/team/priya-raman.md',
    edit: ["experience: '12 years'", "experience: '13 years'"],
    status: 'draft',
    author: priya,
    updated: '2026-11-19T08:05:00Z',
    preview: 'PENDING',
  },
  {
    number: 41,
    collection: 'projects',
    slug: 'fintech-mobile-banking',
    path: 'content/projects/fintech-mobile-banking.md',
    edit: [
      'Digital account openings doubled within six months.',
      'Digital account openings doubled within six months, and card fraud losses fell by a third.',
    ],
    status: 'pending_review',
    author: lukas,
    updated: '2026-11-18T15:20:00Z',
    preview: 'SUCCESS',
  },
  {
    number: 39,
    collection: 'services',
    slug: 'cloud-solutions',
    path: 'content/services/cloud-solutions.md',
    edit: ['reliability you can measure.', 'reliability you can measure every month.'],
    status: 'pending_review',
    author: kenji,
    updated: '2026-11-17T13:31:00Z',
    preview: 'SUCCESS',
  },
  {
    number: 36,
    collection: 'settings',
    slug: 'pricing',
    path: 'content/pricing.yml',
    edit: [
      'a fast, secure website and dependable monthly care',
      'a fast, secure website and dependable care every month',
    ],
    status: 'pending_publish',
    author: omar,
    updated: '2026-11-16T09:12:00Z',
    preview: 'SUCCESS',
  },
  {
    number: 37,
    collection: 'posts',
    slug: 'how-to-scope-an-ai-pilot',
    path: 'content/posts/how-to-scope-an-ai-pilot.md',
    edit: ['Here is the four-question framework', 'Here’s the four-question framework'],
    status: 'pending_publish',
    author: priya,
    updated: '2026-11-16T16:48:00Z',
    preview: 'SUCCESS',
  },
];

/** Git's object name of a file's bytes. */
const blobSha = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
};
/** A commit's name, made up but stable. */
const commitSha = (seed: string) => createHash('sha1').update(`commit ${seed}`).digest('hex');

/**
 * The commit status a pull request's built preview reports, with the preview's address (the
 * configuration's `backend.preview_context` must name it for the CMS to link the preview).
 */
export const previewStatusContext = 'site preview';

/** Where the preview of pull request `number` is served: a preview alias of the repository's Worker. */
const previewOrigin = (number: number, backend: CmsBackend) => {
  const [owner, name] = backend.repo.split('/');
  return `https://pr-${number}-${name}.${owner}.workers.dev`;
};

/** A draft as the board shows it, and what its pull request holds. */
export interface Draft extends DraftSpec {
  branch: string;
  title: string;
  headSha: string;
  text: string;
  previewUrl: string;
}

/** The checkout's files the CMS reads: the content and the uploads' folder, by path. */
function checkoutFiles(): Map<string, string> {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  const files = new Map(
    walk('content')
      .filter((path) => /\.(md|yml)$/.test(path))
      .map((path) => [path.split('\\').join('/'), readFileSync(path, 'utf8')] as const),
  );
  files.set('public/images/uploads/.gitkeep', '');
  return files;
}

/** The drafts on the board, each the checkout's file with its edit made. */
function workflowDrafts(files: Map<string, string>, backend: CmsBackend): Draft[] {
  return draftSpecs.map((spec) => {
    const published = files.get(spec.path);
    const [from, to] = spec.edit;
    if (published === undefined || !published.includes(from)) {
      throw new Error(`The stand-in's draft of ${spec.path} changes "${from}", which the file no longer says.`);
    }
    const branch = `cms/${spec.collection}/${spec.slug}`;
    return {
      ...spec,
      branch,
      // The CMS's title for it: the commit message of the configuration's `commit_messages.update`.
      title: `Content: update ${spec.collection} “${spec.slug}”`,
      headSha: commitSha(branch),
      text: published.replace(from, to),
      previewUrl: previewOrigin(spec.number, backend),
    };
  });
}

const githubApi = 'https://api.github.com';
const avatarOrigin = 'https://avatars.githubusercontent.com';
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'Authorization, Content-Type, Accept',
  'access-control-allow-methods': 'GET, POST, PATCH, PUT, DELETE',
  'access-control-expose-headers': 'ETag, Link, X-GitHub-Request-Id',
};

/** A person's picture: their initials on a colour of their own. */
function avatar(id: number): string {
  const who = [editor, kenji, priya, lukas, omar].find((candidate) => candidate.id === id);
  const initials = (who?.name ?? '?')
    .split(' ')
    .map((word) => word[0])
    .join('');
  const hue = (id * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 45% 42%)"/><text x="32" y="41" font-family="sans-serif" font-size="26" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
const avatarUrl = (who: Person) => `${avatarOrigin}/u/${who.id}?v=4`;

/**
 * Answers GitHub for every page of `context`: the API, the status page, avatars, and the sign-in
 * popup at the site's address. Returns what it could not answer (each answered 501), which a test
 * expects to stay empty: a call of the CMS's that the stand-in does not know.
 */
export async function standInGitHub(
  context: BrowserContext,
  backend: CmsBackend,
  { cmsOrigin }: { cmsOrigin: string },
): Promise<{ drafts: Draft[]; unanswered: string[] }> {
  const files = checkoutFiles();
  const drafts = workflowDrafts(files, backend);
  const mailDomain = new URL(backend.base_url).hostname.replace(/^www\./, '');
  const email = (who: Person) => `${who.login}@${mailDomain}`;
  const unanswered: string[] = [];
  const [owner = '', repo = ''] = backend.repo.split('/');
  const headSha = commitSha(`${backend.repo}@${backend.branch}`);
  const texts = new Map<string, string>();
  for (const text of [...files.values(), ...drafts.map((draft) => draft.text)]) texts.set(blobSha(text), text);

  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({
      status,
      headers: { ...corsHeaders, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(body),
    });
  const notAnswered = (route: Route, what: string) => {
    unanswered.push(what);
    return json(route, { message: `The GitHub stand-in does not answer ${what}` }, 501);
  };

  // Everything but the nodes the GraphQL queries ask for one by one (aliased batches).
  const answerQuery = (query: string, variables: Record<string, string>): unknown => {
    if (/pullRequests\(\s*states: OPEN/.test(query)) {
      return {
        repository: {
          pullRequests: {
            // As GitHub lists them for the CMS: the most recently updated first.
            nodes: drafts
              .toSorted((a, b) => b.updated.localeCompare(a.updated))
              .map((draft) => ({
                id: `PR_${draft.number}`,
                number: draft.number,
                title: draft.title,
                url: `https://github.com/${backend.repo}/pull/${draft.number}`,
                isDraft: draft.status === 'draft',
                isCrossRepository: false,
                createdAt: draft.updated,
                updatedAt: draft.updated,
                headRefName: draft.branch,
                headRefOid: draft.headSha,
                author: {
                  login: draft.author.login,
                  avatarUrl: avatarUrl(draft.author),
                  name: draft.author.name,
                  email: email(draft.author),
                  databaseId: draft.author.id,
                },
                labels: { nodes: [{ name: `sveltia-cms/${draft.status}` }] },
                files: { nodes: [{ path: draft.path, changeType: 'MODIFIED' }] },
              })),
          },
        },
      };
    }
    const branchHead = (branch: string | undefined) =>
      branch === undefined || branch === backend.branch
        ? headSha
        : drafts.find((draft) => draft.branch === branch)?.headSha;
    if (/history\(first: 1\) \{/.test(query)) {
      const oid = branchHead(variables.branch);
      return {
        repository: {
          ref: oid ? { target: { history: { nodes: [{ oid, message: 'Content: update site' }] } } } : null,
        },
      };
    }
    if (/ref\(qualifiedName: \$branch\) \{ target \{ \.\.\. on Commit \{ oid \} \} \}/.test(query)) {
      const oid = branchHead(variables.branch);
      return { repository: { ref: oid ? { target: { oid } } : null } };
    }
    return undefined;
  };

  // One aliased node of a batch, or undefined when the stand-in does not know it.
  const answerNode = (fragment: string): { answer: unknown } | undefined => {
    const quoted = (pattern: RegExp) => {
      const match = fragment.match(pattern);
      return match?.[1] === undefined ? undefined : (JSON.parse(match[1]) as string);
    };
    const string = /("(?:[^"\\]|\\.)*")/.source;
    const blob = quoted(new RegExp(`^object\\(oid: ${string}\\) \\{ \\.\\.\\. on Blob`));
    if (blob !== undefined) return { answer: texts.has(blob) ? { text: texts.get(blob), isTruncated: false } : null };
    const expression = quoted(new RegExp(`^object\\(expression: ${string}\\)`));
    if (expression !== undefined) {
      const draft = drafts.find((candidate) => expression === `${candidate.branch}:${candidate.path}`);
      return {
        answer: draft
          ? {
              oid: blobSha(draft.text),
              byteSize: Buffer.byteLength(draft.text),
              isBinary: false,
              isTruncated: false,
              text: draft.text,
            }
          : null,
      };
    }
    const history = quoted(new RegExp(`^ref\\(qualifiedName: \\$branch\\).*history\\(first: 1, path: ${string}\\)`));
    if (history !== undefined) {
      return {
        answer: {
          target: {
            history: {
              nodes: [
                {
                  author: {
                    name: editor.name,
                    email: email(editor),
                    user: { id: editor.id, login: editor.login },
                  },
                  committedDate: '2026-11-12T09:00:00Z',
                },
              ],
            },
          },
        },
      };
    }
    const commit = quoted(new RegExp(`^object\\(oid: ${string}\\) \\{ \\.\\.\\. on Commit`));
    if (commit !== undefined) {
      const draft = drafts.find((candidate) => candidate.headSha === commit);
      // A pull request's head: its preview's commit status. The branch's head: the Deploy workflow's run.
      return {
        answer: {
          status: draft
            ? {
                contexts: [
                  {
                    context: previewStatusContext,
                    state: draft.preview,
                    targetUrl: draft.preview === 'SUCCESS' ? draft.previewUrl : null,
                    description: draft.preview === 'SUCCESS' ? 'The preview is ready' : 'Building the preview',
                  },
                ],
              }
            : null,
          deployments: { nodes: [] },
          checkSuites: {
            nodes:
              commit === headSha
                ? [
                    {
                      checkRuns: {
                        nodes: [
                          {
                            name: 'deploy',
                            status: 'COMPLETED',
                            conclusion: 'SUCCESS',
                            detailsUrl: `https://github.com/${backend.repo}/actions/runs/1`,
                            summary: null,
                          },
                        ],
                      },
                    },
                  ]
                : [],
          },
        },
      };
    }
    return undefined;
  };

  await context.route(`${githubApi}/**`, async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const what = `${request.method()} ${url.pathname}${url.search}`;
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: corsHeaders });
    if (url.pathname === '/graphql' && request.method() === 'POST') {
      const { query, variables = {} } = request.postDataJSON() as { query: string; variables?: Record<string, string> };
      const whole = answerQuery(query, variables);
      if (whole !== undefined) return json(route, { data: whole });
      // An aliased batch: `alias_N: <node>` after `repository(owner: $owner, name: $repo) {`.
      const body = query.replace(/^.*?repository\(owner: \$owner, name: \$repo\) \{\s*/, '');
      const aliases = [...body.matchAll(/\b([a-z]+_\d+):\s*/g)];
      if (!aliases.length) return notAnswered(route, `GraphQL ${query.slice(0, 120)}`);
      const repository: Record<string, unknown> = {};
      for (const [index, match] of aliases.entries()) {
        const start = match.index + match[0].length;
        const fragment = body.slice(start, aliases[index + 1]?.index ?? body.length);
        const node = answerNode(fragment);
        if (!node) return notAnswered(route, `GraphQL ${match[1]}: ${fragment.slice(0, 120)}`);
        repository[match[1]!] = node.answer;
      }
      return json(route, { data: { repository } });
    }
    const repoPath = `/repos/${owner}/${repo}`;
    if (request.method() === 'GET' && url.pathname === '/user') {
      return json(route, {
        login: editor.login,
        id: editor.id,
        name: editor.name,
        email: email(editor),
        avatar_url: avatarUrl(editor),
        html_url: `https://github.com/${editor.login}`,
        type: 'User',
      });
    }
    if (request.method() === 'GET' && url.pathname === `${repoPath}/collaborators/${editor.login}`) {
      return route.fulfill({ status: 204, headers: corsHeaders });
    }
    if (request.method() === 'GET' && url.pathname === `${repoPath}/git/trees/${headSha}`) {
      return json(route, {
        sha: headSha,
        truncated: false,
        tree: [...files].map(([path, text]) => ({
          path,
          mode: '100644',
          type: 'blob',
          sha: blobSha(text),
          size: Buffer.byteLength(text),
        })),
      });
    }
    const blob = url.pathname.match(new RegExp(`^${repoPath}/git/blobs/([0-9a-f]{40})$`))?.[1];
    if (request.method() === 'GET' && blob && texts.has(blob)) {
      return route.fulfill({
        status: 200,
        headers: { ...corsHeaders, 'content-type': 'text/plain; charset=utf-8' },
        body: texts.get(blob),
      });
    }
    return notAnswered(route, what);
  });

  await context.route('https://www.githubstatus.com/**', (route) =>
    route.fulfill({
      headers: corsHeaders,
      json: { status: { indicator: 'none', description: 'All Systems Operational' } },
    }),
  );
  await context.route(`${avatarOrigin}/**`, (route) => {
    const id = Number(new URL(route.request().url()).pathname.split('/').at(-1));
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: avatar(id) });
  });

  // The sign-in popup: the page the site's Worker answers once GitHub has sent the editor back
  // (worker/auth-page.ts), with a token, to the CMS's window at `cmsOrigin`.
  const site = new URL(backend.base_url);
  const authPath = `/${backend.auth_endpoint.replace(/^\/+/, '')}`;
  await context.route(`${site.origin}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname !== authPath) return route.fulfill({ status: 404, body: 'Not found' });
    const page = await resultPage(
      200,
      cmsOrigin,
      { token: 'gho_standInTokenOfTheEndToEndTests' },
      {
        title: 'Signed in with GitHub',
        message: 'You are signed in. This window closes by itself.',
      },
    );
    return route.fulfill({ status: page.status, headers: Object.fromEntries(page.headers), body: await page.text() });
  });

  return { drafts, unanswered };
}

/**
 * Signs in on the CMS's start page with "Sign In with GitHub", through the stood-in popup, which
 * closes once it has handed the token over. (The CMS sets names it fills in between Unicode
 * isolates, U+2068 and U+2069.)
 */
export async function signInWithGitHub(page: Page): Promise<void> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign In with \u2068?GitHub\u2069?$/ }).click();
  const opened = await popup;
  if (!opened.isClosed()) await opened.waitForEvent('close');
  // Signed in: the CMS's own toolbar, with the editor's account.
  await page.getByRole('button', { name: 'Show Account Menu' }).waitFor();
}
