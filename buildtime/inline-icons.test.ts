/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { spriteFile } from '@/buildtime/icon-sprite';
import { laterIconAttribute } from '@/lib/first-screen';
import { iconIds, spriteSymbols, withInlineIcons } from './inline-icons';

const sprite = [
  '<svg xmlns="http://www.w3.org/2000/svg">',
  '<symbol id="phone" viewBox="0 0 256 256"><path d="M1 1h2"/></symbol>',
  '<symbol id="star-fill" viewBox="0 0 256 256"><path d="M3 3h4"/></symbol>',
  '<symbol id="mail" viewBox="0 0 256 256"><path d="M5 5h6"/></symbol>',
  '</svg>',
].join('\n');
const symbols = spriteSymbols(sprite);
const icon = (id: string) =>
  `<svg width="16" height="16" fill="currentColor" aria-hidden="true"><use href="/icons.svg#${id}"></use></svg>`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>T</title></head><body class="b">${body}<script>1</script></body></html>`;

describe('the symbols of the sprite', () => {
  it('are read by id, each as the sprite writes it', () => {
    expect([...symbols.keys()]).toEqual(['phone', 'star-fill', 'mail']);
    expect(symbols.get('star-fill')).toBe('<symbol id="star-fill" viewBox="0 0 256 256"><path d="M3 3h4"/></symbol>');
  });

  it('are all read from the committed sprite', () => {
    const committed = readFileSync(spriteFile, 'utf8');
    expect(spriteSymbols(committed).size).toBe(committed.match(/<symbol /g)?.length);
  });
});

describe('a page with its icons inline', () => {
  const html = page(`${icon('star-fill')}<p>Five stars</p>${icon('phone')}${icon('star-fill')}${icon('star-fill')}`);
  const { html: inline, missing } = withInlineIcons(html, symbols);

  it('holds each symbol it draws once, in order, hidden at the start of its body, and no other', () => {
    expect(missing).toEqual([]);
    expect(inline).toContain(
      `<body class="b"><svg style="display:none">${symbols.get('star-fill')}${symbols.get('phone')}</svg>${icon('star-fill').replace('/icons.svg#', '#')}`,
    );
    expect(inline).not.toContain('id="mail"');
  });

  it('refers its icons to those symbols, and no longer to the sprite', () => {
    expect(iconIds(html)).toEqual(['star-fill', 'phone']);
    expect(inline).not.toContain('/icons.svg');
    expect(inline.match(/<use href="#star-fill">/g)).toHaveLength(3);
    expect(inline.match(/<use href="#phone">/g)).toHaveLength(1);
  });

  it('is left as it is by a second pass', () => {
    expect(withInlineIcons(inline, symbols)).toEqual({ html: inline, missing: [] });
  });

  it('keeps everything else as it was', () => {
    expect(inline.replace(/<svg style="display:none">.*?<\/svg>/, '').replaceAll('href="#', 'href="/icons.svg#')).toBe(
      html,
    );
  });
});

describe('a page whose icons the sprite cannot draw', () => {
  it('names them and is left as it is, for the build to stop on', () => {
    const html = page(`${icon('phone')}${icon('fax')}${icon('pager')}${icon('fax')}`);
    expect(withInlineIcons(html, symbols)).toEqual({ html, missing: ['fax', 'pager'] });
  });
});

describe('a page without icons', () => {
  it('is left as it is, without an empty holder', () => {
    const html = page('<p>No icons</p>');
    expect(withInlineIcons(html, symbols)).toEqual({ html, missing: [] });
  });
});

describe('a page with only its first screen’s icons inline', () => {
  const html = page(`${icon('phone')}<main>${icon('star-fill')}<p>Below</p>${icon('mail')}${icon('phone')}</main>`);
  const { html: split, missing } = withInlineIcons(html, symbols, new Set(['phone', 'star-fill']));

  it('holds the symbols of those icons only', () => {
    expect(missing).toEqual([]);
    expect(split).toContain(`<svg style="display:none">${symbols.get('phone')}${symbols.get('star-fill')}</svg>`);
    expect(split).not.toContain('id="mail"');
  });

  it('refers those icons to the page, wherever they are, and the others to the sprite', () => {
    expect(split.match(/<use href="#phone">/g)).toHaveLength(2);
    expect(split.match(/<use href="#star-fill">/g)).toHaveLength(1);
    expect(split.match(/<use href="\/icons\.svg#mail">/g)).toHaveLength(1);
    expect(split).not.toContain('/icons.svg#phone');
  });

  it('keeps the others from the sprite out of the first paint of a browser with scripts, not of one without', () => {
    expect(split).toContain(`<p>Below</p><noscript ${laterIconAttribute}>${icon('mail')}</noscript>`);
    expect(split.match(/<noscript /g)).toHaveLength(1);
    // Unwrapped, the page is the page with its first screen's icons inline.
    expect(
      split.replace(/<noscript [^>]*>(.*?)<\/noscript>/g, '$1').replace(/<svg style="display:none">.*?<\/svg>/, ''),
    ).toBe(html.replace(/\/icons\.svg#(phone|star-fill)/g, '#$1'));
  });

  it('wraps them once, however often it runs', () => {
    expect(withInlineIcons(split, symbols, new Set(['phone', 'star-fill'])).html.match(/<noscript /g)).toHaveLength(1);
  });

  it('wraps every icon of a page whose first screen draws none', () => {
    const { html: wrapped } = withInlineIcons(page(`<p>Below</p>${icon('mail')}`), symbols, new Set());
    expect(wrapped).toBe(page(`<p>Below</p><noscript ${laterIconAttribute}>${icon('mail')}</noscript>`));
  });

  it('still names an icon the sprite lacks, and leaves the page as it is', () => {
    const lacking = page(`${icon('phone')}${icon('gear')}`);
    expect(withInlineIcons(lacking, symbols, new Set(['phone']))).toEqual({ html: lacking, missing: ['gear'] });
  });
});
