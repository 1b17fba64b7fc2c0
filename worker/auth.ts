// The content editors' sign-in: the GitHub OAuth exchange of Sveltia CMS (its GitHub backend,
// as Decap's, with `base_url` the site and `auth_endpoint: api/auth`). README: "The editors' sign-in: GitHub OAuth".
//   GET /api/auth?provider=github&scope=repo    the CMS opens it in a popup; a fresh `state` goes
//       into a short-lived cookie and the popup on to GitHub's consent page
//   GET /api/auth/callback?code=…&state=…       GitHub sends the popup back; with the cookie's
//       state, the code is traded for a token with the app's secret, which never leaves the
//       Worker, and the page hands the token to the CMS window of the site's origin (auth-page.ts)
import { provider, resultPage, type PageText } from './auth-page';
import type { Env } from './env';
import { cookieValues, empty, text } from './http';

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
 */
const repositoryScopes = new Set(['repo', 'public_repo']);
const profileScopes = new Set(['user', 'read:user', 'user:email']);

/** The scope to ask GitHub for (space-separated), or null when the request asks for another. */
export function grantableScope(requested: string | null): string | null {
  if (requested === null || requested.trim() === '') return 'repo';
  const scopes = [...new Set(requested.split(/[\s,]+/).filter(Boolean))];
  if (!scopes.every((scope) => repositoryScopes.has(scope) || profileScopes.has(scope))) return null;
  if (!scopes.some((scope) => repositoryScopes.has(scope))) return null;
  return scopes.join(' ');
}

interface Credentials {
  clientId: string;
  clientSecret: string;
}

function credentials(env: Env): Credentials | null {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : null;
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

function notConfigured(origin: string): Promise<Response> {
  const message =
    'Sign-in to the content editor is not configured on this site. An administrator gives the Worker the client id ' +
    '(GITHUB_CLIENT_ID) and secret (GITHUB_CLIENT_SECRET) of a GitHub OAuth app: see the README, "Deploying", ' +
    '"The editors\' sign-in".';
  return resultPage(503, origin, { error: message }, { title: 'Sign-in is not configured', message }, clearState);
}

const onlyGet = () => text(405, 'Open this address with GET.', { Allow: 'GET' });

/** GET /api/auth: on to GitHub's consent page, with a fresh state in the popup's cookie. */
export async function handleAuth(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'GET') return onlyGet();
  const url = new URL(request.url);
  if (url.searchParams.get('provider') !== provider) {
    return text(400, 'This site signs editors in with GitHub only: open /api/auth?provider=github.');
  }
  const github = credentials(env);
  if (!github) return notConfigured(url.origin);
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

/** Messages for the refusals of GitHub's token endpoint, by its `error`. */
const gitHubRefusals = new Map<string, (origin: string) => string>([
  [
    'bad_verification_code',
    () =>
      'GitHub did not accept the sign-in code: it has expired or was already used. Close this window and sign in again.',
  ],
  [
    'incorrect_client_credentials',
    () =>
      "GitHub did not accept this site's OAuth app (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET): an administrator must check them.",
  ],
  [
    'redirect_uri_mismatch',
    (origin) =>
      `The GitHub OAuth app's callback URL is not ${origin}${callbackPath}: an administrator must correct it.`,
  ],
]);

/** Trades GitHub's code for a token, with the app's secret. */
async function exchangeCode(code: string, origin: string, github: Credentials, tokenUrl: string): Promise<Exchange> {
  const unreachable = {
    status: 502,
    error: 'GitHub could not be reached to finish the sign-in. Close this window and try again shortly.',
  };
  let response: Response;
  try {
    response = await fetch(tokenUrl, {
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
    console.warn('auth: GitHub refused the code:', error);
    const known = gitHubRefusals.get(error);
    const detail = typeof description === 'string' && description ? `: ${description.slice(0, 300)}` : '';
    return {
      status: 400,
      error: known
        ? known(origin)
        : `GitHub refused the sign-in (${error.slice(0, 100)}${detail}). Close this window and sign in again.`,
    };
  }
  console.error("auth: GitHub's token endpoint answered", response.status, 'without a token');
  return unreachable;
}

/** GET /api/auth/callback: GitHub's code, traded for a token the page hands to the CMS. */
export async function handleAuthCallback(request: Request, env: Env): Promise<Response> {
  if (request.method !== 'GET') return onlyGet();
  const url = new URL(request.url);
  const github = credentials(env);
  if (!github) return notConfigured(url.origin);
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

  const exchange = await exchangeCode(code, url.origin, github, env.GITHUB_TOKEN_URL || defaultTokenUrl);
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
