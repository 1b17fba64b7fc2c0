/** @jest-environment node */
import { paintLoaderFile, withPaintLoader } from '../buildtime/deferred-scripts';
import { fileForPath, internalTarget, readPage, siteOrigin, srcsetUrls } from './links';

const page = `<!doctype html><html><head><link rel="stylesheet" href="/_next/static/chunks/a.css">
<script src="/_next/static/chunks/b.js"></script></head><body>
<main id="main"><h2 id="faq">FAQ</h2><a name="old-anchor"></a>
<a href="/about">About</a><a href="#faq">FAQ</a><a href="../contact#form">Contact</a>
<a href="mailto:hello@corevia.example">Mail</a><a href="tel:+10000">Call</a>
<a href="https://www.example.com/" target="_blank" rel="noopener noreferrer">Safe</a>
<a href="https://www.example.com/" target="_blank" rel="noopener">Unsafe</a>
<img src="/images/a.svg" srcset="/images/a-1x.png 1x, /images/a-2x.png 2x" alt="">
<template><img src="/images/in-template.svg" alt=""></template></main></body></html>`;

describe('the link check', () => {
  const { links, ids, unsafeBlank } = readPage(page);

  it('finds every URL a page links to or needs, srcset candidates included', () => {
    expect(links.map((link) => link.url)).toEqual([
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/b.js',
      '/about',
      '#faq',
      '../contact#form',
      'mailto:hello@corevia.example',
      'tel:+10000',
      'https://www.example.com/',
      'https://www.example.com/',
      '/images/a.svg',
      '/images/a-1x.png',
      '/images/a-2x.png',
      '/images/in-template.svg',
    ]);
    expect(srcsetUrls('/a.png 640w, /b.png 1280w')).toEqual(['/a.png', '/b.png']);
  });

  it('collects the ids and anchor names a fragment may name', () => {
    expect([...ids].sort()).toEqual(['faq', 'main', 'old-anchor']);
  });

  it('reports a new tab opened without noopener and noreferrer', () => {
    expect(unsafeBlank).toEqual(['<a href="https://www.example.com/">']);
  });

  it('resolves links against the page and leaves other origins and schemes alone', () => {
    expect(internalTarget('#faq', '/faqs')).toEqual({ path: '/faqs', fragment: 'faq' });
    expect(internalTarget('../contact#form', '/project/x')).toEqual({ path: '/contact', fragment: 'form' });
    expect(internalTarget('/blog%20post?page=2', '/')).toEqual({ path: '/blog post', fragment: '' });
    for (const url of ['mailto:a@b.c', 'tel:+1', 'data:image/png;base64,AA', 'https://x.example/', '//x.example/'])
      expect(internalTarget(url, '/')).toBeNull();
  });

  it("finds the site's own origin in the home page's canonical link", () => {
    const home = `<html><head><link rel="preload" href="https://cdn.example/font.woff2">
<link rel="canonical" href="https://www.corevia.example"></head><body></body></html>`;
    expect(siteOrigin(home)).toBe('https://www.corevia.example');
    expect(
      siteOrigin('<html><head></head><body><a href="https://www.corevia.example/">x</a></body></html>'),
    ).toBeNull();
  });

  it('reads the scripts and preloads a page adds once it has painted as assets', () => {
    const page = withPaintLoader(
      '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/late.js"/>' +
        '<script src="/_next/main.js" async=""></script></head><body><p>Hi</p></body></html>',
      [],
    );
    expect(page).not.toContain('src="/_next/main.js"');
    expect(readPage(page).links.map((link) => `${link.tag} ${link.attribute} ${link.url}`)).toEqual([
      `script src ${paintLoaderFile.url}`,
      'script loader /_next/main.js',
      'link loader /_next/late.js',
    ]);
  });

  it("checks absolute links and social cards on the site's own origin as internal ones", () => {
    const origin = 'https://www.corevia.example';
    const head = `<html><head><link rel="canonical" href="https://www.corevia.example/about">
<meta property="og:url" content="https://www.corevia.example/about">
<meta property="og:image" content="https://www.corevia.example/og/default.png">
<meta name="twitter:image" content="https://www.corevia.example/og/default.png">
<meta property="og:title" content="https://www.corevia.example/not-a-link"></head><body></body></html>`;
    expect(readPage(head).links.map((link) => `${link.tag} ${link.attribute} ${link.url}`)).toEqual([
      'link href https://www.corevia.example/about',
      'meta og:url https://www.corevia.example/about',
      'meta og:image https://www.corevia.example/og/default.png',
      'meta twitter:image https://www.corevia.example/og/default.png',
    ]);
    expect(internalTarget('https://www.corevia.example/about#team', '/', origin)).toEqual({
      path: '/about',
      fragment: 'team',
    });
    expect(internalTarget('https://www.corevia.example', '/about', origin)).toEqual({ path: '/', fragment: '' });
    expect(internalTarget('//www.corevia.example/og/default.png', '/', origin)).toEqual({
      path: '/og/default.png',
      fragment: '',
    });
    // Another origin, another scheme or port, or no origin known: not the site's.
    for (const url of [
      'https://corevia.example/about',
      'http://www.corevia.example/about',
      'https://www.corevia.example:8443/',
    ])
      expect(internalTarget(url, '/', origin)).toBeNull();
    expect(internalTarget('https://www.corevia.example/about', '/')).toBeNull();
    // Resolved against the export like any internal link: a canonical URL to no page is broken.
    const files = new Set(['/index.html', '/about.html', '/og/default.png']);
    const target = internalTarget('https://www.corevia.example/abuot', '/about', origin);
    expect(target && fileForPath(target.path, files)).toBeNull();
  });

  it('finds the file the CDN serves for a clean URL, or none', () => {
    const files = new Set(['/index.html', '/about.html', '/blog/index.html', '/images/a.svg']);
    expect(fileForPath('/', files)).toBe('/index.html');
    expect(fileForPath('/about', files)).toBe('/about.html');
    expect(fileForPath('/blog', files)).toBe('/blog/index.html');
    expect(fileForPath('/images/a.svg', files)).toBe('/images/a.svg');
    expect(fileForPath('/images/b.svg', files)).toBeNull();
    expect(fileForPath('/contact', files)).toBeNull();
  });
});
