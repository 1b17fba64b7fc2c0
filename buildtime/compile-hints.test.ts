import { eagerCompileHint, eagerCompileMinLength, withEagerCompileHint } from './compile-hints';

describe('the compile hint', () => {
  const push = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([0,1,(e)=>{e.v(1)}]);';
  // A chunk as large as the smallest that is worth the hint.
  const chunk = push.repeat(Math.ceil(eagerCompileMinLength / push.length));

  it('goes on the first line of a script, which keeps its text after it', () => {
    const hinted = withEagerCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted).toBe(eagerCompileHint + chunk);
  });

  it('is written once, however often the build runs', () => {
    const hinted = withEagerCompileHint(chunk);
    expect(withEagerCompileHint(hinted)).toBe(hinted);
  });

  it('leaves a script too small to gain from it as it is', () => {
    expect(withEagerCompileHint(push)).toBe(push);
    const justUnder = chunk.slice(0, eagerCompileMinLength - 1);
    expect(withEagerCompileHint(justUnder)).toBe(justUnder);
    expect(withEagerCompileHint(chunk.slice(0, eagerCompileMinLength))).toBe(
      eagerCompileHint + chunk.slice(0, eagerCompileMinLength),
    );
  });
});
