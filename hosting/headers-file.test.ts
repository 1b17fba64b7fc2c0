/** @jest-environment node */
import { formatHeadersFile, headersForPath, parseHeadersFile, patternMatches, type HeaderRule } from './headers-file';

describe('patterns of a _headers rule', () => {
  it('matches a literal path only as a whole', () => {
    expect(patternMatches('/about', '/about')).toBe(true);
    expect(patternMatches('/about', '/about/team')).toBe(false);
    expect(patternMatches('/about', '/aboutx')).toBe(false);
    expect(patternMatches('/a.b', '/axb')).toBe(false);
    expect(patternMatches('/', '/')).toBe(true);
    expect(patternMatches('/', '/about')).toBe(false);
  });

  it('lets a placeholder stand for one segment, and a splat for anything', () => {
    expect(patternMatches('/:page', '/about')).toBe(true);
    expect(patternMatches('/:page', '/project/x')).toBe(false);
    expect(patternMatches('/:page', '/')).toBe(false);
    expect(patternMatches('/project/:slug/:file', '/project/x/__next._full.txt')).toBe(true);
    expect(patternMatches('/*', '/')).toBe(true);
    expect(patternMatches('/*', '/a/b/c.js')).toBe(true);
    expect(patternMatches('/_next/static/*', '/_next/static/chunks/a.js')).toBe(true);
    expect(patternMatches('/_next/static/*', '/_next/data/a.json')).toBe(false);
    expect(patternMatches('/*.txt', '/about/__next._tree.txt')).toBe(true);
  });

  // As Cloudflare's rules engine reads them: `*` is `.*` wherever it stands, the rest literal.
  it('lets a splat stand before an extension, at any depth, and a folder’s splat take everything under it', () => {
    for (const path of ['/icons.svg', '/images/logo.svg', '/images/uploads/a/b.svg']) {
      expect([path, patternMatches('/*.svg', path)]).toEqual([path, true]);
    }
    for (const path of ['/icons.svg.html', '/icons.svgz', '/about', '/images/logo_svg']) {
      expect([path, patternMatches('/*.svg', path)]).toEqual([path, false]);
    }
    for (const path of ['/images/uploads/anything.pdf', '/images/uploads/a/b/c.html', '/images/uploads/']) {
      expect([path, patternMatches('/images/uploads/*', path)]).toEqual([path, true]);
    }
    expect(patternMatches('/images/uploads/*', '/images/uploads')).toBe(false);
    expect(patternMatches('/images/uploads/*', '/images/uploads-old/a.pdf')).toBe(false);
  });
});

describe('the _headers file', () => {
  const rules: HeaderRule[] = [
    {
      pattern: '/*',
      headers: { 'X-Frame-Options': 'DENY', 'Content-Security-Policy': "default-src 'self'; img-src 'self' data:" },
    },
    { pattern: '/_next/static/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { pattern: '/:page', headers: { 'Cache-Control': 'no-cache' } },
    {
      pattern: '/admin/*',
      detach: ['Content-Security-Policy'],
      headers: { 'Content-Security-Policy': "default-src 'self'; connect-src 'self' https://api.github.com" },
    },
  ];

  it('reads back the rules it was written from', () => {
    const text = formatHeadersFile(rules, 'Written by the build.');
    expect(text).toMatch(/^# Written by the build\.\n\/\*\n {2}X-Frame-Options: DENY\n/);
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('removes what a rule detaches before it sets its own', () => {
    expect(formatHeadersFile(rules)).toContain('/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ');
    expect(headersForPath(rules, '/admin/index.html')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'; connect-src 'self' https://api.github.com",
    });
    expect(headersForPath(rules, '/about')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'; img-src 'self' data:",
      'Cache-Control': 'no-cache',
    });
  });

  it('reads comments, blank lines, CRLF line ends and a header given twice in one rule', () => {
    const text = '# comment\r\n\r\n/a\r\n  # note\r\n  Link: </x.css>; rel=preload\r\n  Link: </y.js>; rel=preload\r\n';
    expect(parseHeadersFile(text)).toEqual([
      { pattern: '/a', headers: { Link: '</x.css>; rel=preload, </y.js>; rel=preload' } },
    ]);
  });

  it('refuses what it cannot read the way the hosts do', () => {
    expect(() => parseHeadersFile('  X-A: b\n')).toThrow(/line 1: a header comes before any path/);
    expect(() => parseHeadersFile('/a\n  ! X A\n')).toThrow(/line 2: expected "! Name"/);
    expect(() => parseHeadersFile('/a\n  no colon\n')).toThrow(/line 2: expected "Name: value"/);
    expect(() => parseHeadersFile('https://example.com/a\n  X-A: b\n')).toThrow(/only path patterns/);
  });

  it('refuses to write a file over the hosts’ limits or with a malformed rule', () => {
    const many = Array.from({ length: 101 }, (_, index) => ({ pattern: `/p${index}`, headers: { 'X-A': 'b' } }));
    expect(() => formatHeadersFile(many)).toThrow(/101 rules; hosts accept 100/);
    expect(() => formatHeadersFile(many.slice(0, 100))).not.toThrow();
    const line = (length: number) => [{ pattern: '/*', headers: { 'X-A': 'b'.repeat(length - '  X-A: '.length) } }];
    expect(() => formatHeadersFile(line(2000))).not.toThrow();
    expect(() => formatHeadersFile(line(2001))).toThrow(/line is 2001 characters; hosts accept 2000/);
    expect(() => formatHeadersFile([{ pattern: 'about', headers: {} }])).toThrow(/starting with "\/"/);
    expect(() => formatHeadersFile([{ pattern: '/*/*', headers: {} }])).toThrow(/one splat/);
    expect(() => formatHeadersFile([{ pattern: '/:page', headers: { 'X-A': 'a :page' } }])).toThrow(/part of the path/);
    expect(() => formatHeadersFile([{ pattern: '/a/*', headers: { 'X-A': 'a :splat' } }])).toThrow(/part of the path/);
    expect(() => formatHeadersFile([{ pattern: '/:page', headers: { 'X-A': "img-src 'self' data:" } }])).not.toThrow();
    expect(() => formatHeadersFile([{ pattern: '/a', headers: { 'X-A': 'b\nX-B: c' } }])).toThrow(/one non-empty line/);
  });

  it('gives a path the headers of every rule that matches it', () => {
    expect(headersForPath(rules, '/about')).toEqual({ ...rules[0]!.headers, 'Cache-Control': 'no-cache' });
    expect(headersForPath(rules, '/_next/static/chunks/a.js')).toEqual({
      ...rules[0]!.headers,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersForPath(rules, '/project/x/y')).toEqual(rules[0]!.headers);
  });

  it('joins a header that two matching rules set, as the hosts do', () => {
    const overlapping = [...rules, { pattern: '/*', headers: { 'cache-control': 'private' } }];
    expect(headersForPath(overlapping, '/about')['Cache-Control']).toBe('no-cache, private');
  });
});
