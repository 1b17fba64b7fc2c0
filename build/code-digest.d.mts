/** A short hex digest of the build's code under `root` (build/code-digest.mjs). */
export function codeDigest(root?: string): string;
