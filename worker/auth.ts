// The content editors' sign-in: the GitHub OAuth exchange of Sveltia CMS (its GitHub backend,
// as Decap's, with `base_url` the site and `auth_endpoint: api/auth`). docs/editing-content.md,
// "The editors' sign-in: GitHub OAuth".
//   GET /api/auth?provider=github&scope=repo    the CMS opens it in a popup (from this site only);
//       a fresh `state` goes into a short-lived cookie and the popup on to GitHub's consent page
//   GET /api/auth/callback?code=…&state=…       GitHub sends the popup back; with the cookie's
//       state, the code is traded for a token with the app's secret, which never leaves the
//       Worker, and the page hands the token to the CMS window of the site's origin (auth-page.ts)
import { provider, resultPage, type PageText } from './auth-page';
import type { Env } from './env';
import { cookieValues, empty, isSecretSafeUrl, text } from './http';

export const authPath = '/api/auth';
export const callbackPath = '/api/auth/callback';

const authorizeUrl = 'https://github.com/login/oauth/authorize';
const defaultTokenUrl = 'https://github.com/login/oauth/access_token';
const tokenTimeoutMs = 10_000;

const stateCookie = 'cms_oauth_state';
/** Ten minutes, as long as GitHub's codes live. */
const stateMaxAge = 600;
const cookieAttributes = `Path=${authPath}; HttpOnly; Secure; SameSite=Lax`;
/** 32 random bytes, base64url. */
const statePattern = /^[A-Za-z0-9_-]{43}$/;
const clearState = { 'Set-Cookie': `${stateCookie}=; Max-Age=0; ${cookieAttributes}` };

/**
 * The scopes a CMS may ask for, and nothing else: Decap asks `repo` (or `public_repo` for a
 * public repository), Sveltia `repo,user`; one of the two repository scopes is required.
 * A profile scope is dropped, never granted: the CMS reads its editor with GET /user, which
 * needs no scope, and `user` would let a leaked token rewrite the editor's GitHub profile.
 */
const repositoryScopes = ['repo', 'public_repo'];
const profileScopes = new Set(['user', 'read:user', 'user:email']);

/** The one scope to ask GitHub for, the least the request needs, or null when it asks for another. */
export function grantableScope(requested: string | null): string | null {
  if (requested === null || requested.trim() === '') return 'repo';
  const scopes = new Set(requested.split(/[\s,]+/).filter(Boolean));
  if (![...scopes].every((scope) => repositoryScopes.includes(scope) || profileScopes.has(scope))) return null;
  // `repo` holds `public_repo`: asked for both, the CMS needs `repo`.
  return repositoryScopes.find((scope) => scopes.has(scope)) ?? null;
}

/**
 * Whether the sign-in starts from this site (the CMS's popup: `same-origin`) or from the address
 * bar (`none`); browsers without Fetch Metadata send nothing. A page of another site, a sibling
 * subdomain's too (`same-site`), cannot start one in an editor's browser.
 */
function startsHere(request: Request): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  return site === null || site === 'same-origin' || site === 'none';
}

function newState(): string {
  let binary = '';
  for (const byte of crypto.getRandomValues(new Uint8Array(32))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether the state GitHub sent back is the one in the popup's cookie, compared in constant time. */
function stateMatches(request: Request, returned: string | null): boolean {
  const kept = cookieValues(request, stateCookie);
  // Two cookies of that name (one planted from a sibling subdomain, say): neither is trusted.
  if (kept.length !== 1 || returned === null) return false;
  const [expected = ''] = kept;
  if (!statePattern.test(expected) || !statePattern.test(returned)) return false;
  const encoder = new TextEncoder();
  return crypto.subtle.timingSafeEqual(encoder.encode(expected), encoder.encode(returned));
}

const failed = (message: string): PageText => ({ title: 'Sign-in failed', message });

/** A refusal the CMS hears of too: the popup shows `message` and posts it to the CMS as the error. */
function refusal(status: number, origin: string, message: string): Promise<Response> {
  return resultPage(status, origin, { error: message }, failed(message), clearState);
}

/** The GitHub OAuth app's settings: its credentials and GitHub's token endpoint, which receives the secret. */
interface Settings {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
}

/** The token endpoint if the secret may go there: https, or plain http to this machine (tests' stand-ins). */
function safeTokenUrl(setting: string): string | null {
  return isSecretSafeUrl(setting) ? new URL(setting).toString() : null;
}

// What is wrong with the settings goes to the Worker's log only: a visitor learns no setting's name.
const notSetUp = "Sign-in to the content editor is not set up on this site. Ask the site's administrator.";
const misconfigured = "The site's sign-in is misconfigured; the administrator has been told in the site's log.";

/** The settings, or the page that says sign-in is unavailable (its reason logged, for the administrator). */
function settings(env: Env, origin: string): Settings | Promise<Response> {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) {
    const missing = [!clientId && 'GITHUB_CLIENT_ID', !clientSecret && 'GITHUB_CLIENT_SECRET'].filter(Boolean);
    console.error(
      `auth: sign-in is off: ${missing.join(' and ')} not set (docs/editing-content.md, "The editors' sign-in")`,
    );
    return resultPage(
      503,
      origin,
      { error: notSetUp },
      { title: 'Sign-in is not set up', message: notSetUp },
      clearState,
    );
  }
  const tokenUrl = safeTokenUrl(env.GITHUB_TOKEN_URL?.trim() || defaultTokenUrl);
  if (!tokenUrl) {
    console.error(
      'auth: sign-in is misconfigured: GITHUB_TOKEN_URL is not an https address, so the secret is never sent',
    );
    return refusal(503, origin, misconfigured);
  }
  return { clientId, clientSecret, tokenUrl };
}

const onlyGet = () => text(405, 'Open this address with GET.', { Allow: 'GET' });

/** GET /api/auth: on to GitHub's consent page, with a fresh state in the popup's cookie. */
export async function handleAuth(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'GET') return onlyGet();
  if (!startsHere(request)) return text(403, "Sign-in must start from this site's content editor.");
  const url = new URL(request.url);
  if (url.searchParams.get('provider') !== provider) {
    return text(400, 'This site signs editors in with GitHub only: open /api/auth?provider=github.');
  }
  const github = settings(env, url.origin);
  if (github instanceof Promise) return github;
  const scope = grantableScope(url.searchParams.get('scope'));
  if (!scope) {
    return refusal(
      400,
      url.origin,
      'The editor asked GitHub for access this site does not grant (scope: repo or public_repo).',
    );
  }

  const state = newState();
  const target = new URL(authorizeUrl);
  target.search = new URLSearchParams({
    client_id: github.clientId,
    redirect_uri: `${url.origin}${callbackPath}`,
    scope,
    state,
  }).toString();
  return empty(302, {
    Location: target.toString(),
    'Set-Cookie': `${stateCookie}=${state}; Max-Age=${stateMaxAge}; ${cookieAttributes}`,
  });
}

type Exchange = { token: string } | { status: number; error: string };

/** The refusals of GitHub's token endpoint that a setting causes, with what the log says of them. */
const settingRefusals = new Map<string, (origin: string) => string>([
  [
    'incorrect_client_credentials',
    () => 'GitHub rejected the OAuth app: check GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET',
  ],
  [
    'redirect_uri_mismatch',
    (origin) => `the GitHub OAuth app's callback URL is not ${origin}${callbackPath}: correct it on GitHub`,
  ],
]);

const expiredCode =
  'GitHub did not accept the sign-in code: it has expired or was already used. Close this window and sign in again.';

/** Trades GitHub's code for a token, with the app's secret. */
async function exchangeCode(code: string, origin: string, github: Settings): Promise<Exchange> {
  const unreachable = {
    status: 502,
    error: 'GitHub could not be reached to finish the sign-in. Close this window and try again shortly.',
  };
  let response: Response;
  try {
    response = await fetch(github.tokenUrl, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'corevia-website-cms-sign-in',
      },
      body: new URLSearchParams({
        client_id: github.clientId,
        client_secret: github.clientSecret,
        code,
        redirect_uri: `${origin}${callbackPath}`,
      }),
      signal: AbortSignal.timeout(tokenTimeoutMs),
    });
  } catch (error) {
    console.error("auth: GitHub's token endpoint cannot be reached:", error instanceof Error ? error.message : error);
    return unreachable;
  }

  let answer: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.json();
    if (parsed && typeof parsed === 'object') answer = parsed as Record<string, unknown>;
  } catch {
    // not JSON: an error page of a proxy, say
  }
  const { access_token: token, error, error_description: description } = answer;
  if (response.ok && typeof token === 'string' && token !== '') return { token };
  if (typeof error === 'string' && error !== '') {
    const setting = settingRefusals.get(error);
    if (setting) {
      console.error(`auth: sign-in is misconfigured: ${setting(origin)}`);
      return { status: 503, error: misconfigured };
    }
    console.warn('auth: GitHub refused the code:', error);
    if (error === 'bad_verification_code') return { status: 400, error: expiredCode };
    const detail = typeof description === 'string' && description ? `: ${description.slice(0, 300)}` : '';
    return {
      status: 400,
      error: `GitHub refused the sign-in (${error.slice(0, 100)}${detail}). Close this window and sign in again.`,
    };
  }
  console.error("auth: GitHub's token endpoint answered", response.status, 'without a token');
  return unreachable;
}

/** GET /api/auth/callback: GitHub's code, traded for a token the page hands to the CMS. */
export async function handleAuthCallback(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'GET') return onlyGet();
  const url = new URL(request.url);
  const github = settings(env, url.origin);
  if (github instanceof Promise) return github;
  // Checked first, so that nothing reaches GitHub for a popup this browser did not open here.
  if (!stateMatches(request, url.searchParams.get('state'))) {
    return refusal(
      400,
      url.origin,
      'This sign-in did not start in this browser, or took longer than ten minutes. Close this window and sign in again.',
    );
  }
  const denied = url.searchParams.get('error');
  if (denied !== null) {
    return refusal(
      denied === 'access_denied' ? 403 : 400,
      url.origin,
      denied === 'access_denied'
        ? 'The sign-in was cancelled on GitHub. Close this window to return to the editor.'
        : 'GitHub did not complete the sign-in. Close this window and sign in again.',
    );
  }
  const code = url.searchParams.get('code');
  if (!code || code.length > 512) {
    return refusal(400, url.origin, 'GitHub sent no sign-in code. Close this window and sign in again.');
  }

  const exchange = await exchangeCode(code, url.origin, github);
  if (!('token' in exchange)) return refusal(exchange.status, url.origin, exchange.error);
  return resultPage(
    200,
    url.origin,
    { token: exchange.token },
    {
      title: 'Signed in with GitHub',
      message: 'You are signed in. This window closes by itself; if it stays open, close it and return to the editor.',
    },
    clearState,
  );
}
