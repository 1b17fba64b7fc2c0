/** @jest-environment node */
import { fileCapProblem, planOf, staticFileCaps } from './export-files';

describe('the static file caps', () => {
  it('let an export up to the plan’s cap through', () => {
    expect(fileCapProblem(1774, 'free')).toBeUndefined();
    expect(fileCapProblem(staticFileCaps.free, 'free')).toBeUndefined();
    expect(fileCapProblem(staticFileCaps.free + 1, 'paid')).toBeUndefined();
  });

  it('stop one over it, naming the count, the cap and the way up', () => {
    expect(fileCapProblem(20_411, 'free')).toBe(
      'The export holds 20,411 files, over the 20,000 static files a Worker version may hold on Cloudflare\'s Free plan (100,000 on Paid: CLOUDFLARE_PLAN=paid): the deploy would fail. See docs/performance.md, "The export\'s files".',
    );
    expect(fileCapProblem(100_001, 'paid')).toMatch(
      /^The export holds 100,001 files, over the 100,000 .* Paid plan: the deploy/,
    );
  });

  it('read the plan from its setting, Free unless it says paid', () => {
    expect([planOf(undefined), planOf(''), planOf('free'), planOf('enterprise')]).toEqual([
      'free',
      'free',
      'free',
      'free',
    ]);
    expect([planOf('paid'), planOf(' Paid ')]).toEqual(['paid', 'paid']);
  });
});
