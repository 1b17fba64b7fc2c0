// After `next build`: give every page a Content-Security-Policy that allows
// exactly its own inline scripts, and write the hosting headers to `out/_headers`,
// which the CDN reads and the preview server (`npm start`) reads back.
//   node scripts/postbuild.mjs [EXPORT_DIR]   another export than out/
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { commonHeaders, contentSecurityPolicy, immutableAssetHeaders } from '../hosting/headers.mjs';
import { writeSearchIndex } from './search-index.mjs';

const outDir = process.argv[2] ?? 'out';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** Hashes of the inline scripts that run (JSON data blocks do not). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)) {
    const { attrs = '', body = '' } = match.groups ?? {};
    if (/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs) || body === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes].sort();
}

/** `about.html` -> `/about`; `index.html` -> `/`. */
function routeOf(file) {
  const path = `/${relative(outDir, file).replace(/\\/g, '/')}`.replace(/\.html$/, '');
  if (path === '/index') return '/';
  return path.replace(/\/index$/, '');
}

const pages = htmlFiles(outDir).map((file) => {
  let html = readFileSync(file, 'utf8');
  const csp = contentSecurityPolicy(inlineScriptHashes(html));
  // The same policy travels inside the page, for hosts that serve it under another path (404).
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp.replace(/; frame-ancestors [^;]+/, '')}"/>`;
  if (!html.includes('http-equiv="Content-Security-Policy"')) {
    html = html.replace(/<meta charset="utf-8"\/>/i, (charset) => `${charset}${meta}`);
    writeFileSync(file, html);
  }
  return { file: relative(outDir, file).replace(/\\/g, '/'), route: routeOf(file), csp };
});

const block = (path, headers) =>
  [path, ...Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`)].join('\n');

const netlify = [
  block('/*', commonHeaders),
  block('/_next/static/*', immutableAssetHeaders),
  ...pages.map((page) => block(page.route, { 'Content-Security-Policy': page.csp })),
].join('\n\n');
writeFileSync(join(outDir, '_headers'), `${netlify}\n`);

console.log(`postbuild: ${pages.length} pages, headers written to ${outDir}/_headers`);
writeSearchIndex(outDir);
