// The page that ends the CMS's GitHub sign-in in its popup. Its one inline script runs the
// handshake of Decap's and Sveltia's GitHub backends with the window that opened the popup:
//   popup  -> opener  "authorizing:github"
//   opener -> popup   "authorizing:github"            (the CMS, from the origin it trusts)
//   popup  -> opener  "authorization:github:success:{"token":…,"provider":"github"}"
//                  or "authorization:github:error:{"provider":"github","error":…,"message":…}"
// Every message goes to the site's own origin, never `*`, and the answer only to a reply of
// that origin from the opener itself: a page of another site that opened the popup gets nothing.
import { escapeHtml, html as htmlPage } from './http';

export const provider = 'github';

/** What the sign-in came to: a token for the CMS, or why there is none. */
export type SignInResult = { token: string } | { error: string };

/**
 * A value as a JavaScript literal that is safe inside `<script>`: JSON, with `<`, `>` and `&`
 * escaped (no `</script>` or `<!--` can end or bend the element) and U+2028/U+2029 escaped
 * (line terminators in older JavaScript).
 */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The message the CMS reads: Sveltia reads `error`, Decap `message`. */
function resultMessage(result: SignInResult): string {
  return 'token' in result
    ? `authorization:${provider}:success:${JSON.stringify({ token: result.token, provider })}`
    : `authorization:${provider}:error:${JSON.stringify({ provider, error: result.error, message: result.error })}`;
}

/** The popup's script: the handshake with its opener, for `origin` only. */
function handshakeScript(origin: string, message: string): string {
  return `(() => {
  const origin = ${scriptLiteral(origin)};
  const result = ${scriptLiteral(message)};
  const opener = window.opener;
  if (!opener) return;
  const reply = (event) => {
    if (event.origin !== origin || event.source !== opener || event.data !== ${scriptLiteral(`authorizing:${provider}`)}) return;
    window.removeEventListener("message", reply);
    opener.postMessage(result, origin);
  };
  window.addEventListener("message", reply);
  opener.postMessage(${scriptLiteral(`authorizing:${provider}`)}, origin);
})();`;
}

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export interface PageText {
  title: string;
  message: string;
}

/**
 * The popup's page: `text` for the person, and the script that hands `result` to the CMS window
 * of `origin`. The policy allows that one script (by its hash) and nothing else.
 */
export async function resultPage(
  status: number,
  origin: string,
  result: SignInResult,
  text: PageText,
  headers: Record<string, string> = {},
): Promise<Response> {
  const script = handshakeScript(origin, resultMessage(result));
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
</head>
<body>
<h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.message)}</p>
<script>${script}</script>
</body>
</html>
`;
  return htmlPage(
    status,
    page,
    `default-src 'none'; script-src 'sha256-${await sha256Base64(script)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    // The popup must keep `window.opener` to hand over the result: never `same-origin` here.
    { 'Cross-Origin-Opener-Policy': 'unsafe-none', ...headers },
  );
}
