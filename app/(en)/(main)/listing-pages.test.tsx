// The listings' routes rendered over three times today's projects and members (made up as
// `npm run bench:scale` makes them), so that they run past one page: what a visitor and a search
// engine get on a later page is checked here, since today's content fits one page each.
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ReactElement } from 'react';
import { generateScaledContent, readCorpus } from '@/bench/bench-scale';

// The generator needs none of the bench's measuring, whose esbuild cannot load under jsdom.
jest.mock('@/bench/bench', () => ({ markdownTable: () => '' }));

type Route = {
  default: (props: { params: Promise<Record<string, string[] | undefined>> }) => Promise<ReactElement>;
  generateStaticParams: () => Record<string, string[]>[];
  generateMetadata: (props: { params: Promise<Record<string, string[] | undefined>> }) => Promise<{
    title: { absolute: string };
    description: string;
    alternates: { canonical: string };
  }>;
};
type Loaded = {
  routes: Record<'projects' | 'team' | 'teamDetails', Route>;
  sitemap: () => { url: string }[];
  rtl: typeof import('@testing-library/react');
  projects: typeof import('@/content/projects').projects;
  team: typeof import('@/content/team').team;
  site: typeof import('@/content/site').site;
  sizes: typeof import('@/content/listings').listingPageSizes;
};

const factor = 3;
const root = mkdtempSync(join(tmpdir(), 'listing-pages-test-'));

// At the file's top, not in a hook: Testing Library adds its own hooks as it loads.
const loaded = ((): Loaded => {
  const { corpus } = readCorpus();
  const project = process.cwd();
  cpSync(join(project, 'content'), join(root, 'content'), { recursive: true });
  symlinkSync(resolve(project, 'public'), join(root, 'public'));
  for (const file of generateScaledContent(corpus, factor).filter((entry) => entry.folder !== 'posts'))
    writeFileSync(join(root, 'content', file.folder, `${file.slug}.md`), file.text);
  process.chdir(root);
  try {
    let modules: Loaded | undefined;
    // Loaded after the change of folder, with a React of their own: content/files.ts reads the
    // content of the folder it is loaded in.
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      modules = {
        routes: {
          projects: require('./projects/[[...page]]/page'),
          team: require('./team/[[...page]]/page'),
          teamDetails: require('./team-details/[[...slug]]/page'),
        },
        sitemap: require('@/app/sitemap').default,
        rtl: require('@testing-library/react'),
        projects: require('@/content/projects').projects,
        team: require('@/content/team').team,
        site: require('@/content/site').site,
        sizes: require('@/content/listings').listingPageSizes,
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    return modules!;
  } finally {
    process.chdir(project);
  }
})();

afterAll(() => rmSync(root, { recursive: true, force: true }));

const params = (name: string, segments?: string[]) => ({ params: Promise.resolve({ [name]: segments }) });

/** Renders a route's page into the document (its `<link>`s into the head). */
async function visit(route: Route, name: string, segments?: string[]) {
  loaded.rtl.render(await route.default(params(name, segments)));
}

const listings = [
  {
    name: 'projects',
    route: () => loaded.routes.projects,
    param: 'page',
    path: '/projects',
    entries: () => loaded.projects.map((project) => project.title),
    pageSize: () => loaded.sizes.projects,
    nav: 'Pages of projects',
    title: 'Our Projects',
  },
  {
    name: 'team',
    route: () => loaded.routes.team,
    param: 'page',
    path: '/team',
    entries: () => loaded.team.map((member) => member.name),
    pageSize: () => loaded.sizes.team,
    nav: 'Pages of the team',
    title: 'Our Team',
  },
  {
    name: 'team details',
    route: () => loaded.routes.teamDetails,
    param: 'slug',
    path: '/team-details',
    entries: () => loaded.team.map((member) => member.name),
    pageSize: () => loaded.sizes.team,
    nav: 'Pages of team members',
    title: 'Team Details',
  },
] as const;

describe.each(listings)('the $name listing at 3× today’s entries', (listing) => {
  const pageCount = () => Math.ceil(listing.entries().length / listing.pageSize());
  const urlOf = (number: number) => (number === 1 ? listing.path : `${listing.path}/page/${number}`);

  it('runs past one page, and every page is generated and in the sitemap, page 1 only at the listing’s path', () => {
    expect(pageCount()).toBeGreaterThanOrEqual(2);
    const generated = listing
      .route()
      .generateStaticParams()
      .map((param) => param[listing.param]!)
      .filter((segments) => segments.length !== 1);
    const expected = Array.from({ length: pageCount() }, (_, index) => (index === 0 ? [] : ['page', `${index + 1}`]));
    expect(generated).toEqual(expected);
    const sitemap = loaded.sitemap().map((entry) => new URL(entry.url).pathname);
    for (let number = 1; number <= pageCount(); number += 1) expect(sitemap).toContain(urlOf(number));
    expect(sitemap).not.toContain(`${listing.path}/page/1`);
  });

  it('shows page 2’s entries, in order, with a pagination nav that marks it and links its neighbours', async () => {
    const { screen, within } = loaded.rtl;
    await visit(listing.route(), listing.param, ['page', '2']);
    const size = listing.pageSize();
    const shown = screen.getAllByRole('article').map((card) => within(card).getAllByRole('link')[0]!.textContent);
    expect(shown).toEqual(listing.entries().slice(size, 2 * size));
    const nav = screen.getByRole('navigation', { name: listing.nav });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', urlOf(2));
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', listing.path);
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', listing.path);
    const next = within(nav).queryByRole('link', { name: 'Next page' });
    if (pageCount() > 2) expect(next).toHaveAttribute('href', urlOf(3));
    else expect(next).toBeNull();
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    const head = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');
    expect(head('prev')).toBe(new URL(listing.path, loaded.site.url).toString());
    expect(head('next')).toBe(pageCount() > 2 ? new URL(urlOf(3), loaded.site.url).toString() : undefined);
  });

  it('gives each page its own title, description and canonical address', async () => {
    const metadata = await Promise.all(
      Array.from({ length: pageCount() }, (_, index) =>
        listing.route().generateMetadata(params(listing.param, index === 0 ? undefined : ['page', `${index + 1}`])),
      ),
    );
    expect(metadata.map((meta) => meta.alternates.canonical)).toEqual(
      Array.from({ length: pageCount() }, (_, index) => urlOf(index + 1)),
    );
    expect(metadata[0]!.title.absolute).toBe(`${listing.title} | ${loaded.site.name}`);
    expect(metadata[1]!.title.absolute).toBe(`${listing.title} – page 2 | ${loaded.site.name}`);
    expect(new Set(metadata.map((meta) => meta.title.absolute)).size).toBe(pageCount());
    expect(new Set(metadata.map((meta) => meta.description)).size).toBe(pageCount());
  });

  it('links only forward from page 1 and only back from the last', async () => {
    const { screen, within, cleanup } = loaded.rtl;
    await visit(listing.route(), listing.param);
    let nav = screen.getByRole('navigation', { name: listing.nav });
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', urlOf(2));
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(document.head.querySelector('link[rel="prev"]')).toBeNull();
    cleanup();
    await visit(listing.route(), listing.param, ['page', `${pageCount()}`]);
    nav = screen.getByRole('navigation', { name: listing.nav });
    expect(within(nav).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(document.head.querySelector('link[rel="next"]')).toBeNull();
  });

  it('has no page 1 under /page/, and none past the last', async () => {
    for (const segments of [
      ['page', '1'],
      ['page', `${pageCount() + 1}`],
    ])
      await expect(listing.route().generateMetadata(params(listing.param, segments))).rejects.toThrow();
  });
});
