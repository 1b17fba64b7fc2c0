/** @jest-environment node */
import { fileBudgetProblem, fileCapProblem, planOf, routePayloadFiles, staticFileCaps } from './export-files';

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

describe('the route payloads', () => {
  it('are the text files Next.js writes beside each page, and no other', () => {
    const payloads = [
      '/index.txt',
      '/__next._tree.txt',
      '/__next.!KGVuKQ.!KG1haW4p.txt',
      '/about.txt',
      '/about/__next._full.txt',
      '/about/__next.!KGVuKQ.!KG1haW4p.about.__PAGE__.txt',
      '/de/project/x.txt',
      '/de/project/x/__next._tree.txt',
    ];
    const kept = [
      '/index.html',
      '/about.html',
      '/de/project/x.html',
      '/robots.txt',
      '/llms.txt',
      '/.well-known/security.txt',
      '/de/notes.txt',
      '/_next/static/chunks/a.js',
    ];
    expect(routePayloadFiles([...kept, ...payloads]).toSorted()).toEqual(payloads.toSorted());
  });
});

describe('the files a page', () => {
  it('allow 1,000 and 2.5 a page: 142 pages in 1,355 files, 7,300 in 19,250', () => {
    expect(fileBudgetProblem(1355, 142)).toBeUndefined();
    expect(fileBudgetProblem(1356, 142)).toBe(
      'The export holds 1,356 files for 142 pages, over the budget of 1,355 (1,000 + 2.5 a page; buildtime/export-files.ts).',
    );
    expect(fileBudgetProblem(19_250, 7300)).toBeUndefined();
    expect(fileBudgetProblem(19_251, 7300)).toMatch(/over the budget of 19,250/);
  });
});
