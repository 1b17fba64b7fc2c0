// V8 compiles a script's top level as the script downloads, on a thread of its own, and each
// function inside it only when it is first called, on the main thread. Next.js's scripts are
// functions inside functions (each module a function the runtime calls once the page's scripts are
// in), so nearly all of their compiling fell into the task that starts the page: on a phone, most
// of its longest task after the first paint. A file that starts with V8's compile hint has all its
// functions compiled as it downloads instead (Chromium 136 and later; other browsers read a
// comment). After the build, every script a page runs as it starts gets the hint (its list for the
// paint loader, build/deferred-scripts.ts); the chunks it loads later, on demand, do not.

/** V8's explicit compile hint: the whole file's functions are called as the page loads. */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad\n';

/** The script's text with the hint on its first line (once, whatever was there before). */
export const withEagerCompileHint = (text: string): string =>
  text.startsWith(eagerCompileHint) ? text : eagerCompileHint + text;
