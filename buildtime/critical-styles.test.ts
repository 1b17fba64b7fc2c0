/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  belowFirstScreenAttribute,
  paintLaterAttribute,
  shortSectionAttribute,
  shownOnceReadyAttribute,
} from '../lib/first-screen';
import { paintStylesId } from '../lib/paint-loader';
import {
  criticalRules,
  firstScreen,
  firstScreenIconIds,
  hasCriticalStyles,
  paintLaterRule,
  stylesheetHrefs,
  firstScreenStylesheet,
  withCriticalStyles,
  withFirstScreenStylesheet,
  withLaterParts,
  withoutMotion,
  withoutPointerStates,
  weightsUsed,
  withoutUnusedProperties,
} from './critical-styles';

const links =
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>';

const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${links}<title>About</title>
<noscript><style>@font-face{font-family:"Inter"}</style></noscript></head><body>
<a class="skip" href="#main">Skip</a>
<header class="header"><nav class="nav"><a class="link" href="/">Home</a><a class="link" href="/ar" lang="ar">العربية</a></nav>
<dialog class="menu"><a class="menu-link" href="/">Home</a></dialog></header>
<main id="main"><section class="banner"><h1 class="title">About</h1></section>
<section class="intro"><p class="lead">We build.</p></section>
<section class="team"><p class="member">Ada</p></section>
<section class="cta"><a class="quote" href="/contact">Quote</a></section></main>
<footer class="footer" id="site-footer"><p class="legal">©</p></footer><script>run()</script></body></html>`;

describe('firstScreen', () => {
  const screen = firstScreen(page);

  it('keeps the header, the skip link and the first two sections of the main content', () => {
    for (const kept of ['class="skip"', 'class="nav"', 'class="banner"', 'class="intro"'])
      expect(screen).toContain(kept);
  });

  it('leaves out closed dialogs, later sections, the footer, scripts and inline styles', () => {
    for (const dropped of ['class="menu"', 'class="team"', 'class="cta"', 'class="footer"', 'run()', '@font-face'])
      expect(screen).not.toContain(dropped);
  });

  it('keeps what is closed, without its content: a closed disclosure’s summary, a list marked closed', () => {
    const closed = firstScreen(
      page.replace(
        '<a class="link" href="/">Home</a>',
        '<details class="pick"><summary class="code">EN</summary><div class="panel"><a class="choice" href="/de">Deutsch</a></div></details>' +
          '<ul class="submenu" data-starts-closed=""><li class="entry"><a class="sublink" href="/a">A</a></li></ul>',
      ),
    );
    for (const kept of ['class="pick"', 'class="code"', 'class="submenu"']) expect(closed).toContain(kept);
    for (const dropped of ['class="panel"', 'class="choice"', 'class="entry"', 'class="sublink"'])
      expect(closed).not.toContain(dropped);
    const open = firstScreen(
      page.replace('<a class="link" href="/">Home</a>', '<details open=""><div class="panel"></div></details>'),
    );
    expect(open).toContain('class="panel"');
  });

  it('leaves out what is marked as below the first screen, inside the first two sections', () => {
    const marked = firstScreen(
      page.replace(
        '<p class="lead">We build.</p>',
        `<p class="lead">We build.</p><section class="later" ${belowFirstScreenAttribute}=""><p class="more">More</p></section>`,
      ),
    );
    expect(marked).toContain('class="lead"');
    for (const dropped of ['class="later"', 'class="more"']) expect(marked).not.toContain(dropped);
  });

  it('does not count a short section among the first two: the one after it comes in too', () => {
    const short = firstScreen(
      page.replace('<section class="intro">', `<section class="intro" ${shortSectionAttribute}="">`),
    );
    for (const kept of ['class="banner"', 'class="intro"', 'class="team"']) expect(short).toContain(kept);
    expect(short).not.toContain('class="cta"');
  });

  it('keeps a dialog that is open as the page loads', () => {
    expect(firstScreen(page.replace('<dialog class="menu">', '<dialog class="menu" open="">'))).toContain(
      'class="menu"',
    );
  });
});

describe('criticalRules', () => {
  let outDir: string;
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'critical-'));
    mkdirSync(join(outDir, '_next/static/chunks'), { recursive: true });
    writeFileSync(
      join(outDir, '_next/static/chunks/a.css'),
      [
        '@font-face{font-family:Inter Arial Fallback;src:local(Arial),local(ArialMT);font-weight:400;size-adjust:107.02%}',
        '@font-face{font-family:Inter Arial Fallback;src:local(Arial),local(ArialMT);font-weight:500;size-adjust:108.11%}',
        '@font-face{font-family:Inter Arial Fallback;src:local(Arial Bold);font-weight:800;size-adjust:103.6%}',
        '@font-face{font-family:Inter;src:url(/fonts/inter.woff2) format("woff2")}',
        '@font-face{font-family:Noto Sans Arabic DejaVu Fallback;src:local(DejaVu Sans);font-weight:400;unicode-range:U+0621-064A}',
        ':root{--c-text:#475467}',
        ':root{--font-body:"Inter","Inter Arial Fallback"}',
        'html[lang=ar]{--font-body:"Inter","Noto Sans Arabic","Noto Sans Arabic DejaVu Fallback","Inter Arial Fallback"}',
        'body{font-family:var(--font-body)}',
        ':root[data-theme=dark]{--c-text:#d0d5dd}',
        ':root[data-theme=light]{--c-text:#475467}',
        ':root[data-theme=dark] .title{color:#fff}',
        ':root[data-theme=dark] .member{color:#eee}',
        '@media (prefers-color-scheme:dark){:root:not([data-theme=light]){--c-text:#d0d5dd}}',
        '.header{position:relative}',
        '.nav .link{color:var(--c-text)}',
        '.nav .link:hover{color:red}',
        '.nav .link:focus-visible{outline:2px solid}',
        '.menu-link{display:block}',
        '@media (min-width:992px){.banner{padding:4rem}.member{width:25%}}',
      ].join('\n'),
    );
    writeFileSync(
      join(outDir, '_next/static/chunks/b.css'),
      '.title{font-size:3rem;font-weight:800}.lead{margin:0}.member{color:red;font-weight:500}.quote{color:blue}.legal{font-size:small}',
    );
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('keeps the rules the first screen matches, media queries and both themes with them', async () => {
    const rules = await criticalRules(page, outDir);
    for (const rule of [
      ':root{--c-text:#475467}',
      ':root[data-theme=dark]{--c-text:#d0d5dd}',
      ':root[data-theme=light]{--c-text:#475467}',
      ':root[data-theme=dark] .title{color:#fff}',
      ':root:not([data-theme=light]){--c-text:#d0d5dd}',
      '.header{position:relative}',
      '.nav .link{color:var(--c-text)}',
      '.banner{padding:4rem}',
      '.title{font-size:3rem;font-weight:800}',
      '.lead{margin:0}',
    ])
      expect(rules).toContain(rule);
  });

  it('leaves out the rules of what the first screen does not show, and those of a pointer over it', async () => {
    const rules = await criticalRules(page, outDir);
    for (const selector of ['.menu-link', '.member', '.quote', '.legal', ':hover'])
      expect(rules).not.toContain(selector);
    expect(rules).toContain('.nav .link:focus-visible{outline:2px solid}');
    expect(rules).not.toContain('#eee');
  });

  it('keeps the faces of the system fonts the first paint draws in, not the web fonts the loader brings', async () => {
    const rules = await criticalRules(page, outDir);
    expect(rules).toContain(
      '@font-face{font-family:Inter Arial Fallback;src:local(Arial),local(ArialMT);font-weight:400;size-adjust:107.02%}',
    );
    expect(rules).not.toContain('inter.woff2');
    // In the weights the first screen sets: the title's 800, not the 500 of a later section.
    expect(rules).toContain('font-weight:800;size-adjust:103.6%');
    expect(rules).not.toContain('size-adjust:108.11%');
    // The Arabic font's fallback only where the page's family lists name it: on the Arabic pages.
    expect(rules).not.toContain('Noto Sans Arabic DejaVu Fallback');
    const arabic = await criticalRules(page.replace('<html lang="en">', '<html lang="ar" dir="rtl">'), outDir);
    expect(arabic).toContain('@font-face{font-family:Noto Sans Arabic DejaVu Fallback;src:local(DejaVu Sans)');
    expect(arabic).toContain('@font-face{font-family:Inter Arial Fallback;');
  });

  it('ends with the rule that draws the later parts near the viewport only, on a page that has some', async () => {
    expect((await criticalRules(page, outDir)).endsWith(paintLaterRule)).toBe(true);
    expect((await criticalRules(page, outDir, 1)).endsWith(paintLaterRule)).toBe(true);
    const short = page.replace(/<section class="team">[\s\S]*<\/footer>/, '</main>');
    expect(await criticalRules(short, outDir)).not.toContain(paintLaterAttribute);
  });

  it('takes nothing from the first stylesheets the page keeps', async () => {
    const rules = await criticalRules(page, outDir, 1);
    // a.css stays linked: its faces, palettes and rules are not repeated.
    for (const left of ['@font-face', ':root', '.header{', '.nav .link']) expect(rules).not.toContain(left);
    expect(rules).toContain('.title{font-size:3rem;font-weight:800}');
    expect(rules).toContain('.lead{margin:0}');
    expect(rules).not.toContain('.member');
  });
});

describe('withLaterParts', () => {
  const marked = withLaterParts(page);
  const markedTags = (html: string) =>
    [...html.matchAll(new RegExp(`<(\\w+)[^>]* ${paintLaterAttribute}[ >][^>]*`, 'g'))].map((match) => match[0]);

  it('marks the sections after the first two and the site’s footer, in their start tags', () => {
    expect(markedTags(marked)).toEqual([
      `<section ${paintLaterAttribute} class="team"`,
      `<section ${paintLaterAttribute} class="cta"`,
      `<footer ${paintLaterAttribute} class="footer" id="site-footer"`,
    ]);
    // Nothing else in the page changes.
    expect(marked.replaceAll(` ${paintLaterAttribute}`, '')).toBe(page);
    expect(withLaterParts(marked)).toBe(marked);
  });

  it('marks what says it starts below the first screen, outside the later parts only, and no footer of a card', () => {
    const nested = withLaterParts(
      page
        .replace(
          '<p class="lead">',
          `<aside class="aside" ${belowFirstScreenAttribute}=""><p>Later</p></aside><footer class="card">Ada</footer><p class="lead">`,
        )
        .replace('<p class="member">', `<div class="more" ${belowFirstScreenAttribute}=""></div><p class="member">`),
    );
    expect(markedTags(nested)).toEqual([
      `<aside ${paintLaterAttribute} class="aside" ${belowFirstScreenAttribute}=""`,
      `<section ${paintLaterAttribute} class="team"`,
      `<section ${paintLaterAttribute} class="cta"`,
      `<footer ${paintLaterAttribute} class="footer" id="site-footer"`,
    ]);
  });

  it('counts a short section as leaving room for one more, as the first screen does', () => {
    const short = withLaterParts(
      page.replace('<section class="intro">', `<section class="intro" ${shortSectionAttribute}="">`),
    );
    expect(markedTags(short)).toEqual([
      `<section ${paintLaterAttribute} class="cta"`,
      `<footer ${paintLaterAttribute} class="footer" id="site-footer"`,
    ]);
  });

  it('comes with the first-screen rules, the kept stylesheets and the first screen’s own stylesheet alike', () => {
    for (const styled of [
      withCriticalStyles(page, '.banner{padding:4rem}'),
      withCriticalStyles(page, '.banner{padding:4rem}', 1),
      withFirstScreenStylesheet(page, firstScreenStylesheet('.banner{padding:4rem}').url),
    ])
      expect(markedTags(styled)).toHaveLength(3);
  });

  it('holds their room for a browser with scripts only, their height and not their width', () => {
    expect(paintLaterRule).toBe(
      `@media (scripting:enabled){[${paintLaterAttribute}]{content-visibility:auto;contain-intrinsic-block-size:auto 600px}}`,
    );
  });
});

describe('withoutPointerStates', () => {
  it('drops the selectors of a pointer over or pressing an element, and what they leave empty', () => {
    expect(
      withoutPointerStates(
        '.a{color:red}.a:hover,.b{color:blue}.c:active{color:green}@media (min-width:992px){.d:hover{color:red}}',
      ),
    ).toBe('.a{color:red}.b{color:blue}');
  });

  it('keeps focus styles, and the steps of an animation', () => {
    const css = '.a:focus-visible{outline:2px solid}@keyframes pulse{0%{opacity:0}to{opacity:1}}';
    expect(withoutPointerStates(css)).toBe(css);
  });
});

describe('withoutMotion', () => {
  it('drops transitions, animations and keyframes, and the rules they leave empty', () => {
    expect(
      withoutMotion(
        '.a{color:red;transition:color .15s;animation:.2s pulse}.b{transition-duration:.1s}' +
          '@keyframes pulse{0%{opacity:0}to{opacity:1}}@media (min-width:992px){.c{animation-name:pulse}}',
      ),
    ).toBe('.a{color:red}');
  });

  it('drops what applies without scripts or with less motion, and keeps the rest of a media query', () => {
    expect(
      withoutMotion(
        '@media (scripting:none){.a{display:none}}@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto}}' +
          '@media (min-width:992px){.b{display:grid}}',
      ),
    ).toBe('@media (min-width:992px){.b{display:grid}}');
  });
});

describe('withoutUnusedProperties', () => {
  const css =
    ':root{--navy:#0b1b3f;--ink:var(--navy);--unused:red;--also-unused:var(--unused)}' +
    '@media (prefers-color-scheme:dark){:root{--unused:blue}}' +
    '.title{color:var(--ink)}.bar{width:calc(100% - var(--gap, 0px))}';

  it('drops the custom properties nothing reads, and the rules they leave empty', () => {
    const pruned = withoutUnusedProperties(css, '<p>No style attribute</p>');
    expect(pruned).toBe(
      ':root{--navy:#0b1b3f;--ink:var(--navy)}.title{color:var(--ink)}.bar{width:calc(100% - var(--gap, 0px))}',
    );
  });

  it('keeps what an element’s style attribute reads, and what that reads in turn', () => {
    const pruned = withoutUnusedProperties(css, '<div style="color:var(--also-unused)"></div>');
    expect(pruned).toContain('--also-unused:var(--unused)');
    expect(pruned).toContain('@media (prefers-color-scheme:dark){:root{--unused:blue}}');
  });

  it('keeps what the stylesheets the page keeps linked read', () => {
    const pruned = withoutUnusedProperties(css, '<p></p>', 'body{background:var(--unused)}');
    expect(pruned).toContain('--unused:red');
    expect(pruned).not.toContain('--also-unused');
  });
});

describe('withCriticalStyles', () => {
  const rules = '.banner{padding:4rem}';
  const styled = withCriticalStyles(page, rules);

  it('writes the rules into the head and moves the stylesheets to the paint loader’s list', () => {
    const head = styled.slice(0, styled.indexOf('</head>'));
    expect(head).toContain(`<style>${rules}</style>`);
    expect(head).toContain(
      `<script id="${paintStylesId}" type="application/json">["/_next/static/chunks/a.css","/_next/static/chunks/b.css"]</script>`,
    );
    expect(hasCriticalStyles(styled)).toBe(true);
  });

  it('links no stylesheet for a browser with scripts, and both for one without', () => {
    const withoutNoscript = styled.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(stylesheetHrefs(withoutNoscript)).toEqual([]);
    expect(styled).toContain(`<noscript>${links}</noscript>`);
  });

  it('changes nothing on a second run, nor on a page without stylesheets', () => {
    expect(withCriticalStyles(styled, rules)).toBe(styled);
    const plain = page.replace(links, '');
    expect(withCriticalStyles(plain, rules)).toBe(plain);
  });
});

describe('withCriticalStyles with its first stylesheets kept', () => {
  const rules = '.banner{padding:4rem}';
  const styled = withCriticalStyles(page, rules, 1);

  it('keeps the first links where they were, before the rules, and lists the others for the paint loader', () => {
    const head = styled.slice(0, styled.indexOf('</head>'));
    const withoutNoscript = head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect(stylesheetHrefs(withoutNoscript)).toEqual(['/_next/static/chunks/a.css']);
    expect(withoutNoscript.indexOf('a.css')).toBeLessThan(withoutNoscript.indexOf(`<style>${rules}</style>`));
    expect(head).toContain(
      `<script id="${paintStylesId}" type="application/json">["/_next/static/chunks/b.css"]</script>`,
    );
    expect(head).toContain(
      '<noscript><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></noscript>',
    );
    expect(withCriticalStyles(styled, rules, 1)).toBe(styled);
  });
});

describe('withFirstScreenStylesheet', () => {
  const rules = '.banner{padding:4rem}';
  const sheet = firstScreenStylesheet(rules);
  const linked = withFirstScreenStylesheet(page, sheet.url);

  it('names the rules’ file by its content, among the files cached for good', () => {
    expect(sheet.url).toMatch(/^\/_next\/static\/first-screen\/[0-9a-f]{16}\.css$/);
    expect(sheet.text).toBe(rules);
    expect(firstScreenStylesheet('.banner{padding:3rem}').url).not.toBe(sheet.url);
  });

  it('links the first screen’s rules alone in the head, the stylesheets in the paint loader’s list', () => {
    const head = linked.slice(0, linked.indexOf('</head>'));
    const withoutNoscript = head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    expect([...withoutNoscript.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      sheet.url,
    ]);
    expect(withoutNoscript).not.toContain('<style>');
    expect(head).toContain(`<noscript>${links}</noscript>`);
    expect(hasCriticalStyles(linked)).toBe(true);
    expect(withFirstScreenStylesheet(linked, sheet.url)).toBe(linked);
  });
});

describe('firstScreenIconIds', () => {
  it('names the icons of the header and the first two sections, not those below or in closed dialogs', () => {
    const use = (id: string) => `<svg><use href="/icons.svg#${id}"></use></svg>`;
    const html = page
      .replace('<nav class="nav">', `<nav class="nav">${use('menu')}`)
      .replace('<dialog class="menu">', `<dialog class="menu">${use('close')}`)
      .replace('<p class="lead">', `<p class="lead">${use('arrow')}`)
      .replace('<p class="member">', `<p class="member">${use('user')}`)
      .replace('<p class="legal">', `<p class="legal">${use('facebook')}`);
    expect([...firstScreenIconIds(html)]).toEqual(['menu', 'arrow']);
  });

  it('leaves out the icons of what shows only once the page runs, which the sprite draws by then', () => {
    const html = page.replace(
      '<p class="lead">',
      `<p class="lead"><svg><use href="/icons.svg#globe"></use></svg><span class="controls" ${shownOnceReadyAttribute}=""><svg><use href="/icons.svg#arrow"></use></svg></span>`,
    );
    expect([...firstScreenIconIds(html)]).toEqual(['globe']);
  });
});

describe('weightsUsed', () => {
  it('names the weights the rules set, and the browser’s own for text and headings', () => {
    expect(weightsUsed('.a{font-weight:600}.b{font-weight: 800;color:red}.c{font-weight:inherit}')).toEqual(
      new Set(['400', '700', '600', '800']),
    );
    expect(weightsUsed('.a{color:red}')).toEqual(new Set(['400', '700']));
  });
});
