/** @jest-environment node */
import { hasInlinePayload, payloadFolder, withoutInlinePayload } from './page-payload';
import { inlineScriptHashes } from './script-policy';

// Next.js's payload scripts as it writes them: the queue made, then segments (`<` escaped).
const segments = [[0], [1, '0:{"P":null,"b":"build"}\n'], [1, '1:["$","p",null,{"children":"\u003cb\u003e"}]\n']];
const scripts = [
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  `<script>self.__next_f.push(${JSON.stringify(segments[1]).replace(/</g, '\\u003c')})</script>`,
  `<script>self.__next_f.push(${JSON.stringify(segments[2]).replace(/</g, '\\u003c')})</script>`,
];
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script id="_R_">(globalThis.TURBOPACK||[]).push(1)</script>',
  '</head><body><main><p>&lt;b&gt;</p></main>',
  scripts[0],
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  scripts[1],
  scripts[2],
  '</body></html>',
].join('');

describe('the React payload of a built page', () => {
  it('leaves the page for one file of its segments, in order, named by a hash of them', () => {
    const { html, payload } = withoutInlinePayload(page);
    expect(payload).not.toBeNull();
    expect(JSON.parse(payload!.text)).toEqual(segments);
    expect(payload!.url).toMatch(new RegExp(`^${payloadFolder}/[0-9a-f]{16}\\.json$`));
    expect(hasInlinePayload(page)).toBe(true);
    expect(hasInlinePayload(html)).toBe(false);
    // Everything else stays where it was: the markup, the data blocks, Turbopack's own script.
    expect(html).toBe(page.replace(scripts[0]!, '').replace(scripts[1]!, '').replace(scripts[2]!, ''));
    // And the page's policy no longer hashes the scripts that left.
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes('<script>(globalThis.TURBOPACK||[]).push(1)</script>'));
  });

  it('gets a new name when its content changes, the same name when it does not', () => {
    const first = withoutInlinePayload(page).payload!.url;
    expect(withoutInlinePayload(page).payload!.url).toBe(first);
    expect(withoutInlinePayload(page.replace('build', 'other')).payload!.url).not.toBe(first);
  });

  it('leaves a page without payload as it was', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hello</p></body></html>';
    expect(withoutInlinePayload(plain)).toEqual({ html: plain, payload: null });
  });

  it('stops the build on a payload script it cannot read', () => {
    expect(() =>
      withoutInlinePayload(page.replace(scripts[1]!, '<script>self.__next_f.push([1,"x"+y])</script>')),
    ).toThrow(/payload script the build cannot read/);
  });
});
