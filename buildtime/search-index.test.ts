/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { getTechnicalDetails, projectFeatures, projectResultsSentence } from '../content/projects';
import { site } from '../content/site';
import { noShards, readSearchIndex, search, searchRecords, storeShard, type SearchRecord } from '../lib/search';
import { sampleIndex } from '../test-support/search-index';
import { generateScaledContent, readCorpus } from '../bench/bench-scale';
import {
  buildSearchIndex,
  firstQueryDownload,
  byIndexOrder,
  heaviestFirstQuery,
  pageRecord,
  routeOf,
  searchIndexFiles,
  searchIndexProblems,
  searchQueryBudget,
  shardSearchIndex,
  typeOf,
  writeSearchIndex,
  type IndexFile,
} from './search-index';

const page = (main: string, head = `<title>Cloud Solutions | ${site.name}</title>`) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${head}
  <meta name="description" content="Cloud migration and managed operations."/></head>
  <body><header><nav>Home About</nav><form><label>Search the site</label></form></header>
  <main id="main">${main}</main><footer>Footer links</footer></body></html>`;

describe('pageRecord', () => {
  it('takes the title from the h1, the excerpt from the description and the body from <main>', () => {
    const html = page(`<h1>Cloud Solutions</h1><p>We move   workloads
      to <strong>Azure</strong>s and AWS.</p><ul><li>Kubernetes</li><li>Terraform</li></ul>`);
    expect(pageRecord(html, '/service/cloud-solutions')).toEqual({
      url: '/service/cloud-solutions',
      title: 'Cloud Solutions',
      type: 'Service',
      excerpt: 'Cloud migration and managed operations.',
      body: 'We move workloads to Azures and AWS. Kubernetes Terraform',
    });
  });

  it('falls back to the <title> without the site name', () => {
    expect(pageRecord(page('<p>Text</p>'), '/x')?.title).toBe('Cloud Solutions');
  });

  it('leaves out what repeats or says nothing: header, footer, forms, navigation, sidebars, hidden text', () => {
    const html = page(`<h1>Contact</h1>
      <nav aria-label="Breadcrumb"><a href="/">Home</a></nav>
      <p>Visible text</p>
      <form><label>Your name</label><button>Send Message</button></form>
      <aside>Recent posts</aside>
      <span aria-hidden="true">42</span><div hidden>Hidden</div>
      <script>var inline = 1;</script><svg><title>Icon</title></svg>
      <section aria-labelledby="newsletter-title"><h2 id="newsletter-title">Subscribe</h2></section>
      <section aria-labelledby="cta-title" data-search="skip"><h2 id="cta-title">Have a Project in Mind?</h2></section>`);
    expect(pageRecord(html, '/contact')?.body).toBe('Visible text');
  });

  it('separates the text of neighbouring elements and keeps repeated blocks once', () => {
    const html = page(`<h1>Team</h1><a href="/a">Get A Free Quote</a><a href="/b">Explore</a>
      <p>Read More</p><p>Read More</p><p>Cloud migration and managed operations.</p><p>Team</p>`);
    expect(pageRecord(html, '/team')?.body).toBe('Get A Free Quote Explore Read More');
  });

  it('keeps markup in the page as text', () => {
    const html = page('<h1>Code</h1><p>Type &lt;img src=x onerror=alert(1)&gt; to test.</p>');
    expect(pageRecord(html, '/code')?.body).toBe('Type <img src=x onerror=alert(1)> to test.');
  });

  it('skips a document without <main>', () => {
    expect(pageRecord('<html><body><p>Nothing</p></body></html>', '/')).toBeNull();
  });
});

describe('routes and types', () => {
  it('turns file names into routes', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('about.html')).toBe('/about');
    expect(routeOf('project/ai-ecommerce-platform.html')).toBe('/project/ai-ecommerce-platform');
    expect(routeOf('team-details/index.html')).toBe('/team-details');
  });

  it('labels a page by its route', () => {
    expect(typeOf('/service/cybersecurity')).toBe('Service');
    expect(typeOf('/service-details')).toBe('Service');
    expect(typeOf('/services')).toBe('Page');
    expect(typeOf('/project/zero-trust-security-rollout')).toBe('Project');
    expect(typeOf('/project-details')).toBe('Project');
    expect(typeOf('/projects')).toBe('Page');
    expect(typeOf('/team-details/amara-okafor')).toBe('Team');
    expect(typeOf('/team-details')).toBe('Team');
    expect(typeOf('/blog-details')).toBe('Article');
    expect(typeOf('/faqs')).toBe('FAQ');
    expect(typeOf('/')).toBe('Page');
    expect(typeOf('/price-plan')).toBe('Page');
  });
});

describe('writeSearchIndex', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'search-index-'));
    const write = (file: string, html: string) => {
      mkdirSync(join(outDir, file, '..'), { recursive: true });
      writeFileSync(join(outDir, file), html);
    };
    write('index.html', page('<h1>Home</h1><p>Welcome</p>'));
    write('about.html', page('<h1>About Us</h1><p>Who we are</p>'));
    write('service-details.html', page('<h1>Service Details</h1>'));
    write('service/cloud-solutions.html', page('<h1>Cloud Solutions</h1>'));
    write('404.html', page('<h1>Page Not Found</h1>'));
    write('search.html', page('<h1>Search</h1>'));
    write('_next/static/chunk.html', page('<h1>Build artefact</h1>'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('indexes every page but the error and search pages, by type, collection pages first', () => {
    expect(buildSearchIndex(outDir).map((record) => record.url)).toEqual([
      '/service/cloud-solutions',
      '/service-details',
      '/',
      '/about',
    ]);
  });

  it('gives each language its own index of its own pages, beside them', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    mkdirSync(join(outDir, 'de', 'service'), { recursive: true });
    writeFileSync(join(outDir, 'de.html'), page('<h1>Startseite</h1><p>Willkommen</p>'));
    writeFileSync(join(outDir, 'de', 'about.html'), page('<h1>Über uns</h1>'));
    writeFileSync(join(outDir, 'de', 'service', 'cloud-solutions.html'), page('<h1>Cloud-Lösungen</h1>'));
    // English's index holds no German page, and German's no English one.
    expect(buildSearchIndex(outDir).map((record) => record.url)).not.toContain('/de/about');
    expect(buildSearchIndex(outDir, 'de').map(({ url, type }) => [url, type])).toEqual([
      ['/de/service/cloud-solutions', 'Service'],
      ['/de/about', 'Page'],
      ['/de', 'Page'],
    ]);
    writeSearchIndex(outDir, 'de');
    expect(searchIndexFiles(join(outDir, 'de'))[0]).toBe('search-index.json');
    expect(firstQueryDownload(join(outDir, 'de'), 'Lösungen').files.length).toBeGreaterThan(0);
    log.mockRestore();
  });

  it('writes compact JSON to search-index.json and search-index/, and reports its size', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const { pages, files, bytes, gzipBytes, firstQuery } = writeSearchIndex(outDir);
    const written = searchIndexFiles(outDir).map((file) => readFileSync(join(outDir, file), 'utf8'));
    expect(pages).toBe(4);
    expect(files).toBe(written.length);
    expect(bytes).toBe(written.reduce((sum, json) => sum + Buffer.byteLength(json), 0));
    expect(gzipBytes).toBeGreaterThan(0);
    for (const json of written) expect(json).not.toMatch(/\n/);
    const index = readSearchIndex(JSON.parse(written[0]!));
    expect(index.kind === 'sharded' && index.types).toHaveLength(4);
    expect(firstQuery.files[0]).toBe('/search-index.json');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^search index: 4 pages, /));
    log.mockRestore();
  });

  it('is checked by the link check: each shard named is there, and each page listed', () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    writeSearchIndex(outDir);
    const pages = new Set(['/', '/about', '/service-details', '/service/cloud-solutions']);
    const exists = (path: string) => pages.has(path);
    expect(searchIndexProblems(outDir, exists)).toEqual([]);
    rmSync(join(outDir, 'search-index', 'terms-c.json'));
    writeFileSync(join(outDir, 'search-index', 'terms-zz.json'), '[]');
    pages.delete('/about');
    expect(searchIndexProblems(outDir, exists)).toEqual([
      '/search-index/terms-c.json is missing',
      '/search-index/terms-zz.json is not named by /search-index.json',
      '/about is listed, but there is no such page',
    ]);
    jest.restoreAllMocks();
  });

  it('replaces the shards of an earlier index', () => {
    jest.spyOn(console, 'log').mockImplementation(() => {});
    mkdirSync(join(outDir, 'search-index'));
    writeFileSync(join(outDir, 'search-index', 'heads-99.json'), '[]');
    writeSearchIndex(outDir);
    expect(searchIndexFiles(outDir)).not.toContain(join('search-index', 'heads-99.json'));
    jest.restoreAllMocks();
  });
});

/** Runs a query against an index in shards as the browser does: asks, fetches what is missing, asks again. */
function searchFiles(files: IndexFile[], query: string, shown = Infinity) {
  const byUrl = new Map(files.map(({ path, json }) => [`/${path}`, JSON.parse(json) as unknown]));
  const index = readSearchIndex(byUrl.get('/search-index.json'));
  const shards = noShards();
  const fetched: string[][] = [];
  let outcome = search(index, shards, query, shown);
  while ('missing' in outcome) {
    for (const url of outcome.missing) storeShard(shards, url, byUrl.get(url));
    fetched.push(outcome.missing);
    outcome = search(index, shards, query, shown);
  }
  return { ...outcome, fetched };
}

/** Pages like those the site makes of `factor` times today's projects and team members (none that lists them all). */
function generatedPages(factor: number): SearchRecord[] {
  const { corpus } = readCorpus();
  const read = (text: string) =>
    matter(text, { engines: { yaml: (source: string) => parse(source) as object } }) as unknown as {
      data: { url: string; title: string; category: string; technologies: string[] } & {
        name: string;
        role: string;
        experience: string;
        skills: string[];
      };
      content: string;
    };
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  return generateScaledContent(corpus, factor)
    .filter((file) => file.folder !== 'posts')
    .map(({ folder, slug, text }) => {
      const { data, content } = read(text.replaceAll('{company}', site.shortName));
      if (folder === 'projects') {
        const technical = getTechnicalDetails({ technologies: data.technologies });
        const body = `${data.category} Project Overview Technical Details ${technical} Results ${projectResultsSentence()} Key Features ${projectFeatures.join(' ')}`;
        return { url: data.url, title: data.title, type: 'Project', excerpt: collapse(content), body };
      }
      const first = data.name.split(' ')[0];
      const body = `${data.role} About ${first} ${data.experience} of experience ${data.skills.join(' ')} Skills & Expertise Work With ${first}`;
      return { url: `/team-details/${slug}`, title: data.name, type: 'Team', excerpt: collapse(content), body };
    });
}

describe('the index in shards', () => {
  const tricky: SearchRecord[] = [
    {
      url: '/tricky',
      title: 'C++ & Node.js: Zero-Trust (Okta)',
      type: 'Article',
      excerpt: 'Café au lait, “quoted” text, e.g. v2.0 and 99.95% uptime.',
      body: 'A claims-triage pilot; the A.I. model’s output, naïve Bayes, Ærø, İstanbul, C# and F#, mail@example.com, 𝒜stral and <img src=x>.',
    },
    { url: '/empty', title: 'Empty', type: 'Page', excerpt: '', body: 'Only a body about the cloud.' },
  ];
  const records = [...sampleIndex, ...tricky, ...generatedPages(2)].sort(byIndexOrder);
  const files = shardSearchIndex(records, { heads: 1_000, bodies: 2_000 });
  const words = [...new Set(records.flatMap((r) => `${r.title} ${r.excerpt} ${r.body}`.split(/\s+/)))];
  const queries = [
    ...'abcdefghijklmnopqrstuvwxyz0123456789',
    'cloud',
    'CLOUD',
    'zero trust',
    'claims triage',
    'c++',
    'c#',
    'node.js',
    'js',
    'ai',
    'maintain',
    'cafe',
    'CAFÉ',
    'naive bayes',
    'aero',
    'ærø',
    'istanbul',
    'i̇stanbul',
    '𝒜stral',
    '99.95%',
    '“quoted”',
    '<img src=x>',
    'project',
    'team',
    'page',
    'qwxzvk',
    ...words.filter((_, i) => i % 7 === 0),
    ...words.filter((_, i) => i % 11 === 0).map((word) => word.slice(0, 3)),
    ...words.filter((_, i) => i % 13 === 0).map((word, i, list) => `${word} ${list[(i + 5) % list.length]}`),
  ];

  it('find, order and quote for every query exactly what the whole index does', () => {
    expect(queries.length).toBeGreaterThan(100);
    for (const query of queries) {
      const whole = searchRecords(records, query);
      expect([query, searchFiles(files, query)]).toEqual([
        query,
        expect.objectContaining({ hits: whole, total: whole.length }),
      ]);
      expect([query, searchFiles(files, query, 8).hits]).toEqual([query, whole.slice(0, 8)]);
    }
  });

  it('fetch the term shards of the query’s first letters, the heads of the hits shown, the bodies they quote, once each', () => {
    const { fetched, hits } = searchFiles(files, 'cloud zero', 8);
    expect(hits.length).toBeGreaterThan(0);
    expect(fetched[0]!.toSorted()).toEqual(['/search-index/terms-c.json', '/search-index/terms-z.json']);
    expect(fetched[1]!.every((url) => /^\/search-index\/heads-\d+\.json$/.test(url))).toBe(true);
    expect(
      fetched
        .slice(2)
        .flat()
        .every((url) => /^\/search-index\/bodies-\d+\.json$/.test(url)),
    ).toBe(true);
    expect(new Set(fetched.flat()).size).toBe(fetched.flat().length);
    const small = shardSearchIndex(sampleIndex, { heads: 150, bodies: 150 });
    // Found in a description, the hit shows it: no body is fetched. Found in a body, it quotes that body.
    expect(searchFiles(small, 'identity').fetched).toEqual([
      ['/search-index/terms-i.json'],
      [expect.stringMatching(/^\/search-index\/heads-\d+\.json$/)],
    ]);
    expect(searchFiles(small, 'okta').fetched).toEqual([
      ['/search-index/terms-o.json'],
      [expect.stringMatching(/^\/search-index\/heads-\d+\.json$/)],
      [expect.stringMatching(/^\/search-index\/bodies-\d+\.json$/)],
    ]);
    // No page matches, so nothing more is needed; nor for a character no term starts with.
    expect(searchFiles(files, 'qwxzvk').fetched).toEqual([['/search-index/terms-q.json']]);
    expect(searchFiles(files, '𝒜stral').fetched[0]).toEqual(['/search-index/terms-u1d49c.json']);
    expect(searchFiles(files, 'ŋ').fetched).toEqual([]);
  });

  it('are refused when malformed', () => {
    expect(() => readSearchIndex({ types: [['Page', -1]], terms: [], heads: [0], bodies: [0] })).toThrow(TypeError);
    expect(() => readSearchIndex({ types: [], terms: ['../x'], heads: [0], bodies: [0] })).toThrow(TypeError);
    expect(() => readSearchIndex({ types: [], terms: [], heads: [0, 0], bodies: [0] })).toThrow(TypeError);
    expect(() => readSearchIndex({ records: [] })).toThrow(TypeError);
    const shards = noShards();
    expect(() => storeShard(shards, '/search-index/terms-c.json', [['cloud', [0], 'x', []]])).toThrow(TypeError);
    expect(() => storeShard(shards, '/search-index/heads-0.json', [['javascript:alert(1)', 'x', '']])).toThrow(
      TypeError,
    );
    expect(() => storeShard(shards, '/elsewhere.json', [])).toThrow(TypeError);
  });
});

describe('the first search', () => {
  let outDir: string;
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'search-budget-'));
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`downloads at most ${searchQueryBudget / 1000} KB gzipped with a hundred times today’s projects and team members`, () => {
    const records = [...sampleIndex, ...generatedPages(100)].sort(byIndexOrder);
    expect(records.length).toBeGreaterThan(2000);
    // Whole, the index would be more than twice the budget.
    expect(gzipSync(JSON.stringify(records), { level: 9 }).length).toBeGreaterThan(2 * searchQueryBudget);
    mkdirSync(join(outDir, 'search-index'));
    for (const { path, json } of shardSearchIndex(records)) writeFileSync(join(outDir, path), json);
    const worst = heaviestFirstQuery(outDir);
    expect([worst.query, worst.gzipBytes]).toEqual([worst.query, expect.any(Number)]);
    expect(worst.gzipBytes).toBeLessThanOrEqual(searchQueryBudget);
  });
});
