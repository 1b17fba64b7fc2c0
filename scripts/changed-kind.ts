// What a push or pull request changed since the last tree that deployed, as the workflows decide
// which checks to run (docs/deploying.md, "Content-only changes"): `content` when every changed
// path is one the content manager writes (the Markdown and YAML of content/, the uploads), so the
// code is the code that passed every check; `code` for anything else, the full suite. Unknown is
// `code`: an empty list, a path outside those folders, a content folder's TypeScript, an odd path.
import { posix } from 'node:path';

export type ChangeKind = 'content' | 'code';

/** The folders an editor's save writes to, and the kinds of file it writes in content/. */
const uploadsFolder = 'public/images/uploads/';
const contentFolder = 'content/';
const contentFile = /\.(md|ya?ml)$/;

/** Whether `path` (from `git diff --name-only`, relative to the repository) is content, never code. */
export function isContentPath(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\\')) return false;
  // `content/../app/page.md` is not content: a path counts only as written, already normal.
  if (posix.normalize(path) !== path || path.split('/').some((segment) => segment === '..' || segment === '')) {
    return false;
  }
  if (path.startsWith(uploadsFolder)) return path.length > uploadsFolder.length;
  return path.startsWith(contentFolder) && contentFile.test(path);
}

/** `content` only when there are changed paths and each is content; otherwise `code`. */
export function changeKind(paths: string[]): ChangeKind {
  const changed = paths.map((path) => path.trim()).filter(Boolean);
  return changed.length > 0 && changed.every(isContentPath) ? 'content' : 'code';
}
