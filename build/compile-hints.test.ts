import { eagerCompileHint, withEagerCompileHint } from './compile-hints';

describe('the compile hint', () => {
  const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([0,1,(e)=>{e.v(1)}]);';

  it('goes on the first line of a script, which keeps its text after it', () => {
    const hinted = withEagerCompileHint(chunk);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted).toBe(eagerCompileHint + chunk);
  });

  it('is written once, however often the build runs', () => {
    const hinted = withEagerCompileHint(chunk);
    expect(withEagerCompileHint(hinted)).toBe(hinted);
  });
});
