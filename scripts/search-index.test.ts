/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSearchIndex, pageRecord, routeOf, typeOf, writeSearchIndex } from './search-index';
import { site } from '../content/site';

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

  it('writes compact JSON to search-index.json and reports its size', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const { pages, bytes, gzipBytes } = writeSearchIndex(outDir);
    const json = readFileSync(join(outDir, 'search-index.json'), 'utf8');
    expect(pages).toBe(4);
    expect(bytes).toBe(Buffer.byteLength(json));
    expect(gzipBytes).toBeGreaterThan(0);
    expect(json).not.toMatch(/\n/);
    expect(JSON.parse(json)).toHaveLength(4);
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^search index: 4 pages, /));
    log.mockRestore();
  });
});
