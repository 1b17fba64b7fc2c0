// The W3C Nu HTML Checker over every exported page: `npm run test:html [outDir]`.
// Fails on any error not in the allow-list below. Needs Java (11+) on the PATH; CI
// installs a JRE from Debian where it is missing.
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const outDir = process.argv[2] ?? 'out';
const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

/**
 * Errors that are not errors, by message, each with the reason it is accepted. The checker
 * validates the CSS a page carries inline (the rules of its first screen, buildtime/critical-styles.ts)
 * with a grammar older than two properties the stylesheets use, and the head with a grammar older
 * than `rel="expect"`.
 */
const allowList: { message: RegExp; reason: string }[] = [
  {
    message: /^CSS: “interpolate-size”: Property “interpolate-size” doesn't exist\.$/,
    reason: 'CSS Values 5: lets an accordion answer open to its own height; a browser without it opens it at once.',
  },
  {
    message: /^CSS: “transition”: “allow-discrete” is not a “transition” value\.$/,
    reason:
      'CSS Transitions 2 (`transition-behavior`): lets a dialog or an answer fade as it opens and closes; a browser without it shows and hides it at once.',
  },
  {
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    reason:
      'The HTML Standard lets `<link rel="expect">` block rendering too: no frame until the main content is parsed (lib/first-screen.ts); a browser without it paints as the page arrives.',
  },
];

/** One message of the checker's JSON report. */
interface Message {
  type: string;
  message: string;
  url: string;
  lastLine?: number;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const files = htmlFiles(outDir);
const report = await new Promise<string>((resolve, reject) => {
  execFile(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { maxBuffer: 64 * 1024 * 1024 },
    (error, _stdout, stderr) => (error ? reject(error) : resolve(stderr)),
  );
});

const messages = (JSON.parse(report) as { messages: Message[] }).messages.filter((message) => message.type === 'error');
const errors = messages.filter((message) => !allowList.some((allowed) => allowed.message.test(message.message)));
for (const error of errors) {
  const file = relative(outDir, decodeURIComponent(new URL(error.url).pathname));
  console.error(`${file}:${error.lastLine ?? '?'}: ${error.message}`);
}
console.log(
  `html: ${files.length} pages checked by the Nu HTML Checker, ${errors.length} errors` +
    (messages.length > errors.length ? ` (${messages.length - errors.length} allowed)` : ''),
);
process.exit(errors.length > 0 ? 1 : 0);
