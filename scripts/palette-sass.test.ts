/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileString } from 'sass';
import manifest from '@/app/manifest';
import { siteViewport } from '@/components/layout/site-document';
import { colours, roles } from '@/styles/palette';
import { paletteSass } from './palette-sass';

/** Every variable of the partial as the stylesheets see it, through styles/_tokens.scss. */
function compiledTokens(): Record<string, string> {
  const names = [...Object.keys(colours), ...Object.keys(roles)];
  const css = compileString(`@use 'tokens' as *;\n:root {${names.map((name) => `--${name}: #{$${name}};`).join('')}}`, {
    loadPaths: [join(__dirname, '../styles')],
    importers: [
      {
        canonicalize: (url) => (url === 'palette' ? new URL('generated:palette') : null),
        load: () => ({ contents: paletteSass(), syntax: 'scss' }),
      },
    ],
  }).css;
  return Object.fromEntries([...css.matchAll(/--([\w-]+): ([^;]+);/g)].map(([, name, value]) => [name, value]));
}

const sameColour = (colour: string) => colour.toLowerCase().replace(/^#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3');

describe('the palette', () => {
  it('gives the stylesheets each colour and role of styles/palette.ts', () => {
    const tokens = compiledTokens();
    for (const [name, value] of Object.entries(colours))
      expect([name, sameColour(tokens[name] ?? '')]).toEqual([name, sameColour(value)]);
    for (const [role, name] of Object.entries(roles))
      expect([role, sameColour(tokens[role] ?? '')]).toEqual([role, sameColour(colours[name])]);
  });

  it('is the only place the tokens write a colour', () => {
    const tokens = readFileSync(join(__dirname, '../styles/_tokens.scss'), 'utf8');
    // The background patterns are SVG in a URL, where Sass cannot put a variable.
    const outsidePatterns = tokens.replace(/url\("data:[^"]*"\)/g, '');
    expect(outsidePatterns.match(/#[0-9a-f]{3,8}\b/gi)).toBeNull();
  });

  it('colours the manifest and the theme colour', () => {
    expect(manifest()).toMatchObject({ theme_color: colours['navy-900'], background_color: colours.white });
    expect(siteViewport.themeColor).toBe(colours['navy-900']);
  });
});
