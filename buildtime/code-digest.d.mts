/** A short hex digest of the build's code under `root` (buildtime/code-digest.mjs). */
export function codeDigest(root?: string): string;
