// The digest of the code a build runs, not of the content it renders: Next.js's build ID
// (next.config.mjs) and the key of postbuild's finished pages (scripts/postbuild.cli.ts). With a
// build ID that changes only with the code, a page whose content did not change comes out of
// `next build` byte for byte as before, and postbuild takes it from its cache. Tests aside, every
// file of the code's folders counts, the lock file (the libraries) and what prebuild wrote.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folders = ['app', 'components', 'lib', 'hooks', 'styles', 'types', 'buildtime', 'scripts', 'hosting', 'admin', '.generated'];
const files = ['package-lock.json', 'next.config.mjs', 'tsconfig.json', 'bench/bench.ts'];
/** content/'s own code: its loaders and schemas, not its Markdown and YAML. */
const contentCode = (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function walk(root, folder) {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1).split('\\').join('/'));
}

/** A short hex digest of the build's code under `root`. */
export function codeDigest(root = process.cwd()) {
  const paths = [
    ...folders.flatMap((folder) => walk(root, folder)),
    ...files.filter((file) => existsSync(join(root, file))),
    ...readdirSync(join(root, 'content')).filter(contentCode).map((name) => `content/${name}`),
  ].sort();
  const hash = createHash('sha256');
  for (const path of paths) {
    const bytes = readFileSync(join(root, path));
    hash.update(`${path}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 20);
}
