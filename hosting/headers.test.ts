/** @jest-environment node */
import { formatHeadersFile, headersForPath, parseHeadersFile, patternMatches, type HeaderRule } from './headers-file';
import {
  analyticsSources,
  formEndpointOrigin,
  headerProblems,
  headerRules,
  inertFilePolicy,
  pagePolicy,
  sharedPolicy,
  uploadsFolder,
} from './headers';
import { turnstileOrigin, turnstileScriptUrl } from '../lib/turnstile';
import { securityTxtPath } from '../buildtime/security-txt';
import { speculationRulesPath } from './speculation-rules';
import { cmsConfig } from '../buildtime/cms-config';

const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...values] = part.split(' ');
      return [name, values] as const;
    }),
  );
const directive = (policy: string, name: string) => directives(policy).get(name);

const analyticsVariables = [
  'NEXT_PUBLIC_ANALYTICS_PROVIDER',
  'NEXT_PUBLIC_ANALYTICS_URL',
  'NEXT_PUBLIC_ANALYTICS_DOMAIN',
] as const;
const savedAnalytics = analyticsVariables.map((name) => process.env[name]);
afterEach(() => {
  analyticsVariables.forEach((name, index) => {
    const value = savedAnalytics[index];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  });
});

const saved = process.env.NEXT_PUBLIC_FORM_ENDPOINT;
const savedSiteKey = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
afterEach(() => {
  if (saved === undefined) delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
  else process.env.NEXT_PUBLIC_FORM_ENDPOINT = saved;
  if (savedSiteKey === undefined) delete process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
  else process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = savedSiteKey;
});

describe('Turnstile in the Content-Security-Policy', () => {
  it('is not allowed anywhere without a site key', () => {
    delete process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY;
    expect(pagePolicy([]) + sharedPolicy()).not.toContain('challenges.cloudflare.com');
  });

  it('with a site key, is allowed in script-src and frame-src only: the widget’s script and its frame', () => {
    process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY = '1x00000000000000000000AA';
    // The origin the browser loads the widget from.
    expect(new URL(turnstileScriptUrl).origin).toBe(turnstileOrigin);
    const page = directives(pagePolicy(['sha256-abc']));
    expect(page.get('script-src')).toEqual(["'self'", turnstileOrigin, "'sha256-abc'"]);
    expect(page.get('frame-src')).toContain(turnstileOrigin);
    const granted = [...page].filter(([, values]) => values.includes(turnstileOrigin)).map(([name]) => name);
    expect(granted).toEqual(['script-src', 'frame-src']);
    const shared = directives(sharedPolicy());
    expect([...shared].filter(([, values]) => values.includes(turnstileOrigin)).map(([name]) => name)).toEqual([
      'frame-src',
    ]);
  });
});

describe('the analytics provider in the Content-Security-Policy', () => {
  const granted = (policy: string, origin: string) =>
    [...directives(policy)].filter(([, values]) => values.includes(origin)).map(([name]) => name);

  it('is nowhere without analytics: the pages talk to their own origin only', () => {
    for (const name of analyticsVariables) delete process.env[name];
    delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
    expect(analyticsSources()).toEqual([]);
    for (const policy of [pagePolicy([]), sharedPolicy()]) expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it.each([
    ['plausible', 'https://plausible.io', 'www.site.example', 'https://plausible.io'],
    ['umami', 'https://stats.site.example/umami/', 'a-website-id', 'https://stats.site.example'],
  ])(
    'with %s, allows exactly its origin, in connect-src only, in the page and the header alike',
    (provider, url, site, origin) => {
      delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
      process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = provider;
      process.env.NEXT_PUBLIC_ANALYTICS_URL = url;
      process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN = site;
      const page = pagePolicy(['sha256-abc']);
      const shared = sharedPolicy();
      for (const policy of [page, shared]) {
        expect(directive(policy, 'connect-src')).toEqual(["'self'", origin]);
        expect(granted(policy, origin)).toEqual(['connect-src']);
      }
      // The two parts agree on every directive the header carries.
      for (const [name, values] of directives(shared)) {
        if (name !== 'frame-ancestors') expect(directive(page, name)).toEqual(values);
      }
    },
  );

  it('stops the build on a wrong setting rather than ship a policy that blocks every event', () => {
    process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER = 'plausible';
    process.env.NEXT_PUBLIC_ANALYTICS_URL = 'plausible.io';
    process.env.NEXT_PUBLIC_ANALYTICS_DOMAIN = 'www.site.example';
    expect(() => pagePolicy([])).toThrow(/NEXT_PUBLIC_ANALYTICS_URL/);
  });
});

describe('the form endpoint in the Content-Security-Policy', () => {
  it('allows only the site itself (and the mail program) to receive forms without an endpoint', () => {
    delete process.env.NEXT_PUBLIC_FORM_ENDPOINT;
    for (const policy of [pagePolicy([]), sharedPolicy()]) {
      expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'", 'mailto:']);
    }
  });

  it('allows the endpoint’s origin, and nothing more, in connect-src and form-action', () => {
    process.env.NEXT_PUBLIC_FORM_ENDPOINT = 'https://formspree.io/f/xyzabcd?x=1';
    for (const policy of [pagePolicy(['sha256-abc']), sharedPolicy()]) {
      expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://formspree.io']);
      expect(directive(policy, 'form-action')).toEqual(["'self'", 'mailto:', 'https://formspree.io']);
    }
    expect(directive(pagePolicy(['sha256-abc']), 'script-src')).toEqual(["'self'", "'sha256-abc'"]);
  });

  it('needs nothing beyond the site itself for a path on its own origin', () => {
    process.env.NEXT_PUBLIC_FORM_ENDPOINT = '/api/leads';
    expect(formEndpointOrigin()).toEqual([]);
    expect(directive(pagePolicy([]), 'connect-src')).toEqual(["'self'"]);
    expect(directive(sharedPolicy(), 'form-action')).toEqual(["'self'", 'mailto:']);
  });

  it('stops the build on an endpoint that is neither a path of the site nor an http(s) URL', () => {
    expect(formEndpointOrigin('http://127.0.0.1:8787/leads')).toEqual(['http://127.0.0.1:8787']);
    expect(formEndpointOrigin('')).toEqual([]);
    // A protocol-relative URL is another origin, not a path of this one.
    expect(() => formEndpointOrigin('//forms.example/leads')).toThrow(/must be a path on this site/);
    expect(() => formEndpointOrigin('api/leads')).toThrow(/must be a path on this site/);
    expect(() => formEndpointOrigin('javascript:alert(1)')).toThrow(/must be an http\(s\) URL/);
  });
});

describe('the policy of a page and the policy of every path', () => {
  // The browser enforces both: the effective policy is the page policy narrowed by the shared one.
  const page = directives(pagePolicy(['sha256-abc', 'sha256-def']));
  const shared = directives(sharedPolicy());

  it('lets only the page’s own inline scripts run, never any inline script', () => {
    expect(page.get('script-src')).toEqual(["'self'", "'sha256-abc'", "'sha256-def'"]);
    expect(page.get('default-src')).toEqual(["'self'"]);
    expect(page.get('object-src')).toEqual(["'none'"]);
    expect(page.get('base-uri')).toEqual(["'self'"]);
  });

  it('keeps scripts out of the shared header, which would block the page’s hashed scripts', () => {
    expect(shared.has('script-src')).toBe(false);
    expect(shared.has('default-src')).toBe(false);
    expect(sharedPolicy()).not.toContain('script');
  });

  it('narrows the page policy by nothing but frame-ancestors, which a <meta> tag cannot carry', () => {
    expect(page.has('frame-ancestors')).toBe(false);
    expect(shared.get('frame-ancestors')).toEqual(["'none'"]);
    for (const [name, values] of shared) {
      if (name !== 'frame-ancestors') expect([name, values]).toEqual([name, page.get(name)]);
    }
    expect([...shared.keys()].sort()).toEqual(
      [...page.keys(), 'frame-ancestors']
        .filter((name) => !['script-src', 'style-src', 'default-src'].includes(name))
        .sort(),
    );
  });

  it('lets only the page’s own inline styles apply, and style attributes', () => {
    const styled = directives(pagePolicy(['sha256-abc'], ['sha256-css']));
    expect(styled.get('style-src')).toEqual(["'self'", "'sha256-css'"]);
    expect(styled.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(page.get('style-src')).toEqual(["'self'"]);
    expect(shared.has('style-src')).toBe(false);
    expect(shared.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });
});

describe('the _headers rules of an export', () => {
  // A site far larger than this one: 300 top-level pages and 20 collections of 100 pages, each
  // page with its HTML and its route payloads (`.txt`), and the build's hashed assets.
  const topLevel = Array.from({ length: 300 }, (_, index) => `/page-${index}`);
  const collections = Array.from({ length: 20 }, (_, index) => `/collection-${index}`);
  const collectionPages = collections.flatMap((collection) =>
    Array.from({ length: 100 }, (_, index) => `${collection}/item-${index}`),
  );
  const routes = ['/', ...topLevel, ...collectionPages];
  const payloads = routes.flatMap((route) =>
    route === '/'
      ? ['/index.txt', '/__next._tree.txt', '/__next._full.txt']
      : [
          `${route}.txt`,
          `${route}/__next._tree.txt`,
          `${route}/__next.!KG1haW4p.${route.split('/').pop()}.__PAGE__.txt`,
        ],
  );
  const assets = [
    ...Array.from({ length: 200 }, (_, index) => `/_next/static/chunks/${index.toString(36)}x.js`),
    '/_next/static/media/logo.0123456789.svg',
    '/fonts/0123456789/inter.woff2',
    '/_next/static/build-id/_buildManifest.js',
    '/_next/static/chunks/app/deep/page.js',
  ];
  const publicFiles = [
    '/icon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/search-index.json',
    '/images/logo.svg',
    '/images/team/a.svg',
  ];
  const htmlFiles = routes.map((route) => (route === '/' ? '/index.html' : `${route}.html`));
  const paths = [...routes, ...htmlFiles, '/404.html', '/404', ...payloads, ...assets, ...publicFiles];
  const rules = headerRules(paths);

  it('stay within the hosts’ limits however many pages there are', () => {
    expect(routes.length).toBe(2301);
    expect(rules.length).toBeLessThanOrEqual(100);
    const text = formatHeadersFile(rules);
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2000);
    expect(parseHeadersFile(text)).toEqual(rules);
    // The rules follow the folders of the export, not its pages: the shared rule, the SVGs and
    // the uploads, the build assets, the fonts and the content manager's bundle, `/`, `/:p1`,
    // `/:p1/:p2`, and the deeper files of each collection and of /images.
    expect(rules).toHaveLength(4 + 2 + 3 + collections.length + 1);
    const fewerPages = paths.filter((path) => !/page-\d\d|item-[1-9]/.test(path));
    expect(headerRules(fewerPages)).toEqual(rules);
  });

  it('ask search engines to keep out of a preview, on every path, the content manager with its own rule', () => {
    const preview = headerRules([...paths, '/admin/index.html'], { preview: true });
    expect(headerProblems(preview, paths)).toEqual([]);
    for (const path of ['/', '/about', '/_next/static/chunks/0x.js', '/images/logo.svg', '/404'])
      expect([path, headersForPath(preview, path)['X-Robots-Tag']]).toEqual([path, 'noindex']);
    expect(headersForPath(preview, '/admin/index.html')['X-Robots-Tag']).toBe('noindex, nofollow');
    // The site itself says nothing of it.
    expect(headersForPath(rules, '/about')).not.toHaveProperty('X-Robots-Tag');
  });

  it('stay within the limits with a form endpoint in the policy too', () => {
    process.env.NEXT_PUBLIC_FORM_ENDPOINT = `https://${'forms.'.repeat(40)}example.com/f/abc`;
    expect(() => formatHeadersFile(headerRules(paths))).not.toThrow();
  });

  it('give every path, an unknown one too, exactly one Content-Security-Policy and one Cache-Control', () => {
    expect(headerProblems(rules, paths)).toEqual([]);
    const unknown = ['/nope', '/collection-3/nope/deeper/still', '/_next/static/nope.js', '/a/b/c/d/e/f'];
    for (const path of [...paths, ...unknown]) {
      // The policies the host sends: a rule that detaches the header drops those before it.
      const policies = rules
        .filter((rule) => patternMatches(rule.pattern, path))
        .reduce(
          (sent, rule) =>
            (rule.detach?.includes('Content-Security-Policy') ? 0 : sent) +
            (rule.headers['Content-Security-Policy'] ? 1 : 0),
          0,
        );
      expect([path, policies]).toEqual([path, 1]);
    }
  });

  it('have pages and their payloads revalidated, and hashed build assets and fonts kept for a year', () => {
    for (const path of [...routes, ...payloads, ...htmlFiles, ...publicFiles]) {
      expect([path, headersForPath(rules, path)['Cache-Control']]).toEqual([path, 'no-cache']);
    }
    for (const path of assets) {
      expect([path, headersForPath(rules, path)['Cache-Control']]).toEqual([
        path,
        'public, max-age=31536000, immutable',
      ]);
    }
    expect(headersForPath(rules, '/about')['Content-Security-Policy']).toBe(sharedPolicy());
    expect(headersForPath(rules, '/about')['X-Frame-Options']).toBe('DENY');
  });

  it('report a path that two rules would give the same header', () => {
    const clashing = [...rules, { pattern: '/*', headers: { 'Content-Security-Policy': "default-src 'self'" } }];
    expect(headerProblems(clashing, ['/about'])).toEqual(['/about: content-security-policy from /* and /*']);
    expect(headerProblems(rules.slice(0, 1), ['/about'])).toEqual(['/about: no cache-control']);
  });
});

describe('files that could run script when opened directly', () => {
  // An SVG is a document that may hold script, and an editor's upload may be anything: opened
  // at their own address, either would run as a page of this origin without a policy of its own.
  const inert = [
    '/icons.svg',
    '/images/logo.svg',
    '/_next/static/media/logo.0123456789.svg',
    `${uploadsFolder}anything.pdf`,
    `${uploadsFolder}photo.png`,
    `${uploadsFolder}nested/page.html`,
    `${uploadsFolder}drawing.svg`,
  ];
  const pages = ['/', '/about', '/project/x', '/images/logo.png', '/images/uploads-list', '/icons.svg.html'];
  const rules = headerRules([...inert, ...pages, '/about.html', '/admin/', '/admin/cms/logo.svg']);

  it('get a sandbox with no script, no fetch, no frame, and nosniff, in place of the pages’ policy', () => {
    for (const path of [...inert, '/admin/cms/logo.svg']) {
      const headers = headersForPath(rules, path);
      expect([path, headers['Content-Security-Policy']]).toEqual([path, inertFilePolicy]);
      expect([path, headers['X-Content-Type-Options']]).toEqual([path, 'nosniff']);
    }
    expect(directives(inertFilePolicy)).toEqual(
      new Map([
        ['default-src', ["'none'"]],
        ['style-src', ["'unsafe-inline'"]],
        ['frame-ancestors', ["'none'"]],
        ['sandbox', []],
      ]),
    );
    expect(headerProblems(rules, [...inert, ...pages])).toEqual([]);
  });

  it('leave pages and other files their own policy', () => {
    for (const path of pages) {
      expect([path, headersForPath(rules, path)['Content-Security-Policy']]).toEqual([path, sharedPolicy()]);
    }
  });

  it('are written to _headers as rules the hosts read back', () => {
    const text = formatHeadersFile(rules);
    for (const pattern of ['/*.svg', `${uploadsFolder}*`]) {
      expect(text).toContain(
        `\n${pattern}\n  ! Content-Security-Policy\n  ! X-Content-Type-Options\n  ! Speculation-Rules\n  Content-Security-Policy: ${inertFilePolicy}\n`,
      );
    }
    const read: HeaderRule[] = parseHeadersFile(text);
    for (const path of inert) expect(headersForPath(read, path)['Content-Security-Policy']).toBe(inertFilePolicy);
  });

  it('cover the folder the content manager uploads to', () => {
    const config = cmsConfig('https://www.example.com') as { media_folder: string; public_folder: string };
    expect(uploadsFolder).toBe(`${config.public_folder}/`);
    expect(config.media_folder).toBe(`public${config.public_folder}`);
  });

  it('are images or PDFs when an editor uploads them through a field of the content manager', () => {
    const uploadFields: { name: string; widget: string; accept?: string }[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if (record.widget === 'image' || record.widget === 'file') uploadFields.push(record as never);
      Object.values(record).forEach(visit);
    };
    visit(cmsConfig('https://www.example.com'));
    expect(uploadFields.length).toBeGreaterThan(0);
    const allowed = /^(image\/(avif|gif|jpeg|png|webp|svg\+xml)|application\/pdf|\.pdf)$/;
    for (const { name, widget, accept } of uploadFields) {
      const types = accept?.split(',').map((type) => type.trim()) ?? [];
      expect([name, types.length > 0]).toEqual([name, true]);
      expect([name, types.filter((type) => !allowed.test(type))]).toEqual([name, []]);
      if (widget === 'image') expect([name, types.every((type) => type.startsWith('image/'))]).toEqual([name, true]);
    }
  });
});

describe('/.well-known/security.txt', () => {
  it('is plain text in UTF-8, and the rule is there only when the file is', () => {
    const paths = ['/', '/about', securityTxtPath];
    const rules = headerRules(paths);
    expect(headersForPath(rules, securityTxtPath)['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(headersForPath(rules, securityTxtPath)['Cache-Control']).toBe('no-cache');
    expect(headersForPath(rules, '/about')['Content-Type']).toBeUndefined();
    expect(headerProblems(rules, paths)).toEqual([]);
    expect(headerRules(['/', '/about']).some((rule) => rule.pattern === securityTxtPath)).toBe(false);
  });
});

describe('the speculation rules', () => {
  it('are named by the site’s answers and served as a rule set, only when the file is there', () => {
    const paths = ['/', '/about', '/de/about', '/images/logo.svg', '/admin/', speculationRulesPath];
    const rules = headerRules(paths);
    for (const path of ['/', '/about', '/de/about', speculationRulesPath, '/does-not-exist'])
      expect([path, headersForPath(rules, path)['Speculation-Rules']]).toEqual([path, '"/speculation-rules.json"']);
    // Not where a document has another origin (a sandboxed SVG) or is not the site (the content manager).
    for (const path of ['/images/logo.svg', '/images/uploads/a.png', '/admin/'])
      expect([path, headersForPath(rules, path)['Speculation-Rules']]).toEqual([path, undefined]);
    expect(headersForPath(rules, speculationRulesPath)['Content-Type']).toBe('application/speculationrules+json');
    expect(headersForPath(rules, '/about')['Content-Type']).toBeUndefined();
    expect(headerProblems(rules, paths)).toEqual([]);
    expect(headersForPath(headerRules(['/', '/about']), '/about')['Speculation-Rules']).toBeUndefined();
  });
});
