/**
 * @jest-environment ./worker/test/miniflare-environment.ts
 */
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { startWorker, type Answer, type TestWorker } from './harness';

// The CMS's GitHub sign-in (worker/auth.ts) as Sveltia CMS drives it: /api/auth in a popup, on
// to GitHub, back to /api/auth/callback, whose page hands the token to the CMS window. GitHub's
// consent page is the browser's business; its token endpoint is outside this machine, so a
// stand-in answers as GitHub does. The page's script runs here against a stand-in opener.

const tokenUrl = 'https://github.test/login/oauth/access_token';
const clientId = 'Ov23liSiteTestApp';
const clientSecret = 'corevia-test-secret-4f1c9a7e2b8d6035e1a2';
const issuedToken = 'gho_SiteTestToken0123456789abcdefABCDEF';

type Mode = 'token' | 'refuse' | 'hostile' | 'down';
let mode: Mode = 'token';
/** The `error` GitHub answers in mode 'refuse'. */
let refusedWith = 'bad_verification_code';
/** What the Worker sent GitHub's token endpoint. */
const exchanges: { url: string; accept: string | null; form: Record<string, string> }[] = [];
/** A token meant to break out of the page, were it written into it carelessly. */
const hostileToken = 'gho_</script><script>alert(1)</script><!--\u2028\u2029"\'&';

async function tokenEndpoint(request: Request): Promise<Response> {
  exchanges.push({
    url: request.url,
    accept: request.headers.get('Accept'),
    form: Object.fromEntries(new URLSearchParams(await request.text())),
  });
  if (mode === 'down') return new Response('<html>Bad gateway</html>', { status: 502 });
  // GitHub answers a refusal with 200 and an `error`.
  if (mode === 'refuse') {
    return Response.json({
      error: refusedWith,
      error_description: `GitHub's description of ${refusedWith}.`,
      error_uri: `https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#${refusedWith.replaceAll('_', '-')}`,
    });
  }
  return Response.json({
    access_token: mode === 'hostile' ? hostileToken : issuedToken,
    token_type: 'bearer',
    scope: 'repo',
  });
}

const configured = { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: clientSecret, GITHUB_TOKEN_URL: tokenUrl };
let worker: TestWorker;

/**
 * The Worker's log (its `console` lines) after the first `skip` characters, once a line matching
 * `expected` has come: workerd writes it a moment after the answer.
 */
async function logOnce(target: TestWorker, expected: RegExp, skip = 0): Promise<string> {
  let log = '';
  for (let tries = 0; tries < 15 && !expected.test(log); tries += 1) log = (await target.console()).slice(skip);
  return log;
}

beforeAll(async () => {
  worker = await startWorker({ vars: configured, outbound: tokenEndpoint });
});
afterAll(() => worker.dispose());
beforeEach(() => {
  mode = 'token';
  refusedWith = 'bad_verification_code';
  exchanges.length = 0;
});

/** Opens /api/auth as the CMS's popup does; returns the answer, GitHub's address and the cookie set. */
async function startSignIn(
  target: TestWorker = worker,
  query = 'provider=github&site_id=127.0.0.1&scope=repo',
  headers: Record<string, string> = { 'Sec-Fetch-Site': 'same-origin' },
) {
  const answer = await target.request(`/api/auth?${query}`, { redirect: 'manual', headers });
  const [pair = '', ...attributes] = (answer.headers['set-cookie'] ?? '').split(/;\s*/);
  const [name = '', value = ''] = pair.split('=');
  return {
    answer,
    github: answer.headers.location ? new URL(answer.headers.location) : null,
    cookie: { name, value, attributes },
  };
}

/** GitHub's return to the callback, with the browser's cookies. */
function callback(query: Record<string, string>, cookie?: string, target: TestWorker = worker): Promise<Answer> {
  return target.request(`/api/auth/callback?${new URLSearchParams(query)}`, {
    headers: cookie === undefined ? {} : { Cookie: cookie },
  });
}

/** The inline scripts of a page. */
const inlineScripts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

interface Message {
  data: unknown;
  targetOrigin: string;
}

/**
 * Runs a page's one script as the browser runs it in the popup, with a stand-in for the window
 * that opened it; `reply` delivers a message event to the popup as if from `origin`.
 */
function openPopup(html: string) {
  const scripts = inlineScripts(html);
  expect(scripts).toHaveLength(1);
  const posted: Message[] = [];
  const listeners = new Set<(event: { origin: string; source: unknown; data: unknown }) => void>();
  const opener = { postMessage: (data: unknown, targetOrigin: string) => posted.push({ data, targetOrigin }) };
  const window = {
    opener,
    addEventListener: (type: string, listener: never) => type === 'message' && listeners.add(listener),
    removeEventListener: (type: string, listener: never) => type === 'message' && listeners.delete(listener),
  };
  runInNewContext(scripts[0]!, { window });
  return {
    opener,
    posted,
    reply(origin: string, data: unknown = 'authorizing:github', source: unknown = opener) {
      for (const listener of [...listeners]) listener({ origin, source, data });
    },
  };
}

/** The result the page hands to the CMS window of the site's origin, after the handshake. */
function handOver(answer: Answer, origin: string) {
  const popup = openPopup(answer.body);
  expect(popup.posted).toEqual([{ data: 'authorizing:github', targetOrigin: origin }]);
  popup.reply(origin);
  expect(popup.posted).toHaveLength(2);
  const [, result] = popup.posted;
  expect(result!.targetOrigin).toBe(origin);
  const match = /^authorization:github:(success|error):(.+)$/s.exec(result!.data as string);
  expect(match).not.toBeNull();
  return { outcome: match![1], content: JSON.parse(match![2]!) as Record<string, unknown> };
}

/** The headers of every page of the sign-in: the one script allowed by its hash, nothing else; the opener kept. */
function expectPageHeaders(answer: Answer) {
  expect(answer.headers).toMatchObject({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'unsafe-none',
  });
  const directives = Object.fromEntries(
    answer.headers['content-security-policy']!.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  const [script] = inlineScripts(answer.body);
  expect(directives).toEqual({
    'default-src': "'none'",
    'script-src': sha256(script!),
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
  });
  // The state cookie is spent, whatever the outcome.
  expect(answer.headers['set-cookie']).toMatch(/^cms_oauth_state=; Max-Age=0; Path=\/api\/auth;/);
}

describe('GET /api/auth', () => {
  it('sends the popup to GitHub with the client id, the callback, the scope and a state equal to the cookie’s', async () => {
    const { answer, github, cookie } = await startSignIn();
    expect(answer.status).toBe(302);
    expect(`${github!.origin}${github!.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(github!.searchParams)).toEqual({
      client_id: clientId,
      redirect_uri: `${worker.origin}/api/auth/callback`,
      scope: 'repo',
      state: cookie.value,
    });
    expect(cookie.name).toBe('cms_oauth_state');
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes.toSorted()).toEqual([
      'HttpOnly',
      'Max-Age=600',
      'Path=/api/auth',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(answer.headers).toMatchObject({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
    expect(JSON.stringify(answer)).not.toContain(clientSecret);
  });

  it('gives every sign-in a state of its own', async () => {
    const states = new Set<string>();
    for (let round = 0; round < 5; round += 1) states.add((await startSignIn()).cookie.value);
    expect(states.size).toBe(5);
  });

  it.each([
    ['no scope asked for', 'provider=github', 'repo'],
    ['Sveltia’s repo,user', 'provider=github&scope=repo%2Cuser', 'repo'],
    ['public_repo (Decap’s for a public repository)', 'provider=github&scope=public_repo', 'public_repo'],
    ['Sveltia’s public_repo,user', 'provider=github&scope=public_repo%2Cuser', 'public_repo'],
    ['every profile scope', 'provider=github&scope=repo%20read%3Auser%2Cuser%3Aemail%2Cuser', 'repo'],
    ['both repository scopes', 'provider=github&scope=public_repo%2Crepo', 'repo'],
  ])(
    'with %s, GitHub is asked for the least repository scope and never for a profile scope',
    async (_case, query, scope) => {
      const { answer, github } = await startSignIn(worker, query);
      expect(answer.status).toBe(302);
      expect(github!.searchParams.get('scope')).toBe(scope);
      expect(github!.searchParams.get('scope')).not.toMatch(/user/);
    },
  );

  it.each(['admin:org', 'repo,delete_repo', 'user', 'repo write:packages', 'repo,admin:repo_hook'])(
    'refuses any other scope (%p), and GitHub is never asked',
    async (scope) => {
      const { answer, github, cookie } = await startSignIn(
        worker,
        `provider=github&scope=${encodeURIComponent(scope)}`,
      );
      expect(answer.status).toBe(400);
      expect(github).toBeNull();
      expect(cookie.value).toBe('');
      expect(handOver(answer, worker.origin)).toEqual({
        outcome: 'error',
        content: expect.objectContaining({ error: expect.stringContaining('scope') }),
      });
    },
  );

  it.each(['provider=gitlab', 'provider=bitbucket&scope=repo', 'scope=repo'])(
    'answers another provider (%p) with 400 in plain words',
    async (query) => {
      const { answer, github, cookie } = await startSignIn(worker, query);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body).toMatch(/GitHub only/);
      expect(github).toBeNull();
      expect(cookie.value).toBe('');
    },
  );

  it('takes GET only', async () => {
    const answer = await worker.request('/api/auth?provider=github', { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET');
  });

  // A page of another site (or a sibling subdomain) opening /api/auth in an editor's browser
  // would start a sign-in the editor did not ask for.
  it.each(['cross-site', 'same-site'])(
    'refuses a start from another site (Sec-Fetch-Site: %s) with 403',
    async (site) => {
      const { answer, github } = await startSignIn(worker, 'provider=github&scope=repo', { 'Sec-Fetch-Site': site });
      expect(answer.status).toBe(403);
      expect(answer.body).toBe("Sign-in must start from this site's content editor.\n");
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(github).toBeNull();
      expect(answer.headers['set-cookie']).toBeUndefined();
    },
  );

  it.each<[string, Record<string, string>]>([
    ['the CMS’s popup (same-origin)', { 'Sec-Fetch-Site': 'same-origin' }],
    ['the address bar or a bookmark (none)', { 'Sec-Fetch-Site': 'none' }],
    ['a browser without Fetch Metadata', {}],
  ])('starts a sign-in from %s', async (_case, headers) => {
    const { answer, github, cookie } = await startSignIn(worker, 'provider=github&scope=repo', headers);
    expect(answer.status).toBe(302);
    expect(`${github!.origin}${github!.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(github!.searchParams.get('state')).toBe(cookie.value);
  });
});

describe('GET /api/auth/callback', () => {
  it('trades the code for a token with the secret and hands the token to the site’s origin only', async () => {
    const { cookie } = await startSignIn();
    const answer = await callback({ code: 'code-from-github', state: cookie.value }, `cms_oauth_state=${cookie.value}`);
    expect(answer.status).toBe(200);

    // GitHub's token endpoint got the app's credentials, the code and the same callback.
    expect(exchanges).toEqual([
      {
        url: tokenUrl,
        accept: 'application/json',
        form: {
          client_id: clientId,
          client_secret: clientSecret,
          code: 'code-from-github',
          redirect_uri: `${worker.origin}/api/auth/callback`,
        },
      },
    ]);

    // The token is in the page's script and nowhere else; the secret is nowhere.
    expectPageHeaders(answer);
    const [script] = inlineScripts(answer.body);
    expect(script).toContain(issuedToken);
    expect(answer.body.replace(script!, '')).not.toContain(issuedToken);
    expect(JSON.stringify(answer.headers)).not.toContain(issuedToken);
    expect(JSON.stringify(answer)).not.toContain(clientSecret);

    // Every message goes to the site's origin, literally, never `*`.
    expect(script).toContain(`const origin = ${JSON.stringify(worker.origin)};`);
    expect(script!.match(/postMessage\(/g)).toHaveLength(2);
    expect(script!.match(/postMessage\([^)]*, origin\)/g)).toHaveLength(2);
    expect(script).not.toMatch(/["']\*["']/);
    expect(script).toMatch(/event\.origin !== origin/);

    // Run as the popup: the token goes to the opener only after it answers from the site's origin.
    const popup = openPopup(answer.body);
    expect(popup.posted).toEqual([{ data: 'authorizing:github', targetOrigin: worker.origin }]);
    popup.reply('https://evil.example');
    popup.reply(worker.origin, 'authorizing:github', { postMessage: () => undefined });
    popup.reply(worker.origin, 'hello');
    expect(popup.posted).toHaveLength(1);
    popup.reply(worker.origin);
    expect(popup.posted).toEqual([
      { data: 'authorizing:github', targetOrigin: worker.origin },
      {
        data: `authorization:github:success:${JSON.stringify({ token: issuedToken, provider: 'github' })}`,
        targetOrigin: worker.origin,
      },
    ]);
    // Once only.
    popup.reply(worker.origin);
    expect(popup.posted).toHaveLength(2);
  });

  it('writes any token into the page as data: nothing in it can end the script or add markup', async () => {
    mode = 'hostile';
    const { cookie } = await startSignIn();
    const answer = await callback({ code: 'c', state: cookie.value }, `cms_oauth_state=${cookie.value}`);
    expect(answer.status).toBe(200);
    expectPageHeaders(answer);
    expect(answer.body).not.toContain('</script><script>');
    expect(answer.body).not.toContain('<!--');
    expect(answer.body).not.toMatch(/[\u2028\u2029]/);
    expect(answer.body.match(/<script\b/g)).toHaveLength(1);
    expect(handOver(answer, worker.origin)).toEqual({
      outcome: 'success',
      content: { token: hostileToken, provider: 'github' },
    });
  });

  it.each<[string, Record<string, string>, string | undefined]>([
    ['no state', { code: 'c' }, 'cms_oauth_state=STATE'],
    ['no cookie', { code: 'c', state: 'STATE' }, undefined],
    ['another state', { code: 'c', state: 'STATE' }, `cms_oauth_state=${'A'.repeat(43)}`],
    ['a cookie one character short', { code: 'c', state: 'STATE' }, 'cms_oauth_state=SHORT'],
    ['an empty state and cookie', { code: 'c', state: '' }, 'cms_oauth_state='],
    [
      'a second cookie of the name',
      { code: 'c', state: 'STATE' },
      `cms_oauth_state=STATE; cms_oauth_state=${'B'.repeat(43)}`,
    ],
  ])('refuses a return with %s, and GitHub is never asked', async (_case, query, cookieHeader) => {
    const { cookie } = await startSignIn();
    const fill = (value: string) => value.replace('STATE', cookie.value).replace('SHORT', cookie.value.slice(1));
    const answer = await callback(
      Object.fromEntries(Object.entries(query).map(([name, value]) => [name, fill(value)])),
      cookieHeader === undefined ? undefined : fill(cookieHeader),
    );
    expect(answer.status).toBe(400);
    expect(exchanges).toEqual([]);
    expectPageHeaders(answer);
    expect(answer.body).toContain('Sign-in failed');
    expect(answer.body).toContain('did not start in this browser');
    const result = handOver(answer, worker.origin);
    expect(result).toEqual({
      outcome: 'error',
      content: { provider: 'github', error: expect.stringContaining('sign in again'), message: expect.any(String) },
    });
    expect(answer.body).not.toContain('gho_');
  });

  it('takes GitHub’s return, which comes from another site', async () => {
    const { cookie } = await startSignIn();
    const answer = await worker.request(
      `/api/auth/callback?${new URLSearchParams({ code: 'c', state: cookie.value })}`,
      {
        headers: { Cookie: `cms_oauth_state=${cookie.value}`, 'Sec-Fetch-Site': 'cross-site' },
      },
    );
    expect(answer.status).toBe(200);
    expect(exchanges).toHaveLength(1);
  });

  it('refuses the same return twice: the first spends the cookie', async () => {
    const { cookie } = await startSignIn();
    const first = await callback({ code: 'c', state: cookie.value }, `cms_oauth_state=${cookie.value}`);
    expect(first.status).toBe(200);
    // The browser drops the cookie as told (Max-Age=0) and sends none with a reload.
    const reload = await callback({ code: 'c', state: cookie.value });
    expect(reload.status).toBe(400);
    expect(exchanges).toHaveLength(1);
  });

  it('an editor who cancels on GitHub gets an error result, and GitHub’s token endpoint is never asked', async () => {
    const { cookie } = await startSignIn();
    const answer = await callback(
      {
        error: 'access_denied',
        error_description: 'The user has denied your application access.',
        state: cookie.value,
      },
      `cms_oauth_state=${cookie.value}`,
    );
    expect(answer.status).toBe(403);
    expect(exchanges).toEqual([]);
    expect(handOver(answer, worker.origin).content.error).toMatch(/cancelled/);
  });

  it('GitHub refusing the code gives an error result with its reason, not a token', async () => {
    mode = 'refuse';
    const { cookie } = await startSignIn();
    const answer = await callback({ code: 'stale', state: cookie.value }, `cms_oauth_state=${cookie.value}`);
    expect(answer.status).toBe(400);
    expect(exchanges).toHaveLength(1);
    expectPageHeaders(answer);
    const result = handOver(answer, worker.origin);
    expect(result.outcome).toBe('error');
    expect(result.content).not.toHaveProperty('token');
    expect(result.content.error).toMatch(/expired or was already used/);
    expect(answer.body).not.toContain('gho_');
    expect(JSON.stringify(answer)).not.toContain(clientSecret);
  });

  it.each<[string, RegExp]>([
    ['incorrect_client_credentials', /GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET/],
    ['redirect_uri_mismatch', /callback URL is not http:\/\/127\.0\.0\.1:\d+\/api\/auth\/callback/],
  ])(
    'GitHub refusing a setting (%s) tells the visitor the sign-in is misconfigured, and the log what to fix',
    async (error, logged) => {
      mode = 'refuse';
      refusedWith = error;
      const earlier = (await worker.console()).length;
      const { cookie } = await startSignIn();
      const answer = await callback(
        { code: 'code-from-github', state: cookie.value },
        `cms_oauth_state=${cookie.value}`,
      );
      expect(answer.status).toBe(503);
      expectPageHeaders(answer);
      expect(answer.body).toContain('misconfigured; the administrator has been told');
      expect(answer.body).not.toContain('GITHUB_');
      expect(answer.body).not.toContain('/api/auth/callback');
      expect(handOver(answer, worker.origin).content.error).toMatch(/misconfigured/);
      const log = await logOnce(worker, logged, earlier);
      expect(log).toMatch(logged);
      for (const secret of ['code-from-github', cookie.value, clientSecret]) expect(log).not.toContain(secret);
    },
  );

  it('GitHub answering with an error page gives an error result (502)', async () => {
    mode = 'down';
    const { cookie } = await startSignIn();
    const answer = await callback({ code: 'c', state: cookie.value }, `cms_oauth_state=${cookie.value}`);
    expect(answer.status).toBe(502);
    expectPageHeaders(answer);
    expect(handOver(answer, worker.origin).content.error).toMatch(/could not be reached/);
  });

  it.each(['127.0.0.1', 'localhost', '[::1]'])(
    'GitHub out of reach (plain http to %s) gives an error result (502)',
    async (host) => {
      // Nothing listens on port 9 here; without a stand-in the Worker goes to the network.
      const cut = await startWorker({ vars: { ...configured, GITHUB_TOKEN_URL: `http://${host}:9/access_token` } });
      try {
        const { cookie } = await startSignIn(cut);
        const answer = await callback({ code: 'c', state: cookie.value }, `cms_oauth_state=${cookie.value}`, cut);
        expect(answer.status).toBe(502);
        expect(handOver(answer, cut.origin).content.error).toMatch(/could not be reached/);
      } finally {
        await cut.dispose();
      }
    },
  );
});

describe('without a GitHub OAuth app', () => {
  it.each([
    [
      'no client id (wrangler.jsonc’s default)',
      { GITHUB_CLIENT_ID: '', GITHUB_CLIENT_SECRET: clientSecret },
      /GITHUB_CLIENT_ID not set/,
    ],
    ['no secret', { GITHUB_CLIENT_ID: clientId, GITHUB_CLIENT_SECRET: '' }, /GITHUB_CLIENT_SECRET not set/],
  ])(
    'with %s, both addresses answer 503: sign-in is not set up, and the log says which setting is missing',
    async (_case, vars, logged) => {
      const off = await startWorker({ vars: { GITHUB_TOKEN_URL: tokenUrl, ...vars }, outbound: tokenEndpoint });
      try {
        for (const answer of [
          (await startSignIn(off)).answer,
          await callback({ code: 'c', state: 'A'.repeat(43) }, `cms_oauth_state=${'A'.repeat(43)}`, off),
        ]) {
          expect(answer.status).toBe(503);
          expect(answer.headers.location).toBeUndefined();
          expectPageHeaders(answer);
          expect(answer.body).toContain('Sign-in is not set up');
          expect(answer.body).toContain("Ask the site's administrator.");
          expect(answer.body).not.toContain('GITHUB_');
          expect(answer.body).not.toContain(clientSecret);
          expect(handOver(answer, off.origin).content.error).toMatch(/not set up/);
        }
        expect(exchanges).toEqual([]);
        const log = await logOnce(off, logged);
        expect(log).toMatch(logged);
        expect(log).not.toContain(clientSecret);
      } finally {
        await off.dispose();
      }
    },
  );
});

describe('with a token URL that is not https', () => {
  it.each([
    'http://example.com/token',
    'http://github.com/login/oauth/access_token',
    'http://localhost.example/token',
    'github.com/login/oauth/access_token',
  ])('(%p) is refused: the secret is never sent, the visitor reads 503, misconfigured', async (address) => {
    const unsafe = await startWorker({ vars: { ...configured, GITHUB_TOKEN_URL: address }, outbound: tokenEndpoint });
    try {
      const start = (await startSignIn(unsafe)).answer;
      expect(start.headers.location).toBeUndefined();
      const state = 'A'.repeat(43);
      const back = await callback({ code: 'code-from-github', state }, `cms_oauth_state=${state}`, unsafe);
      for (const answer of [start, back]) {
        expect(answer.status).toBe(503);
        expectPageHeaders(answer);
        expect(answer.body).toContain('misconfigured; the administrator has been told');
        expect(answer.body).not.toContain('GITHUB_');
        expect(answer.body).not.toContain(address);
        expect(handOver(answer, unsafe.origin).content.error).toMatch(/misconfigured/);
      }
      expect(exchanges).toEqual([]);
      const log = await logOnce(unsafe, /GITHUB_TOKEN_URL is not an https address/);
      expect(log).toMatch(/GITHUB_TOKEN_URL is not an https address/);
      for (const secret of ['code-from-github', state, clientSecret]) expect(log).not.toContain(secret);
    } finally {
      await unsafe.dispose();
    }
  });
});
