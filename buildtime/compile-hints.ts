// V8 compiles a script's top level as the script downloads, on a thread of its own, and each
// function inside it only when it is first called, on the main thread. Next.js's scripts are
// functions inside functions (each module a function the runtime calls once the page's scripts are
// in), so nearly all of their compiling fell into the task that starts the page: on a phone, most
// of its longest task after the first paint. A file that starts with V8's compile hint has all its
// functions compiled as it downloads instead (Chromium 136 and later; other browsers read a
// comment). After the build, every script a page runs as it starts gets the hint (its list for the
// paint loader, buildtime/deferred-scripts.ts); the chunks it loads later, on demand, do not.
// A small file is left as it is: compiled whole, lazily or not, it takes a fraction of a
// millisecond, and the hint would only add its bytes to what every visitor downloads.

/** V8's explicit compile hint: the whole file's functions are called as the page loads. */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * The smallest script, in characters, that gets the hint. The start scripts below it (0.2–2.6 KB:
 * a few of Next.js's small chunks and the paint loader's file) took 0.2–0.7 ms each to compile on
 * the streaming thread in a trace of /about, while the hint costs 22 bytes of gzip a file.
 */
export const eagerCompileMinLength = 4096;

/** The script's text with the hint on its first line (once), when it is large enough to gain from it. */
export const withEagerCompileHint = (text: string): string =>
  text.startsWith(eagerCompileHint) || text.length < eagerCompileMinLength ? text : eagerCompileHint + text;
