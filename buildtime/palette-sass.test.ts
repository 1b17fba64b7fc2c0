/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileString } from 'sass';
import manifest from '@/app/manifest';
import { siteViewport } from '@/components/layout/site-document';
import { colours, roles, themeColours, themes, type Theme } from '@/styles/palette';
import { paletteSass } from './palette-sass';

/** Every variable of the partial as the stylesheets see it, through styles/_tokens.scss. */
function compiledTokens(extra = ''): Record<string, string> {
  const names = [...Object.keys(colours), ...Object.keys(roles)];
  const css = compileString(
    `@use 'tokens' as *;\n:root {${names.map((name) => `--${name}: #{$${name}};`).join('')}${extra}}`,
    {
      loadPaths: [join(__dirname, '../styles')],
      importers: [
        {
          canonicalize: (url) => (url === 'palette' ? new URL('generated:palette') : null),
          load: () => ({ contents: paletteSass(), syntax: 'scss' }),
        },
      ],
    },
  ).css;
  return Object.fromEntries([...css.matchAll(/--([\w-]+): ([^;]+);/g)].map(([, name, value]) => [name, value]));
}

/** WCAG's contrast ratio of two colours (#rgb or #rrggbb). */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const full = sameColour(hex).slice(1);
    const [red, green, blue] = [0, 2, 4].map((start) => {
      const channel = parseInt(full.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const sameColour = (colour: string) => colour.toLowerCase().replace(/^#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3');

describe('the palette', () => {
  it('gives the stylesheets each colour of styles/palette.ts, and each role as its custom property', () => {
    const tokens = compiledTokens();
    for (const [name, value] of Object.entries(colours))
      expect([name, sameColour(tokens[name] ?? '')]).toEqual([name, sameColour(value)]);
    for (const role of Object.keys(roles)) expect([role, tokens[role]]).toEqual([role, `var(--c-${role})`]);
  });

  it.each(Object.keys(themes) as Theme[])("gives the stylesheets the %s theme's value of every role", (theme) => {
    const tokens = compiledTokens(`@each $role, $value in $theme-${theme} { --${theme}-#{$role}: #{$value}; }`);
    for (const [role, name] of Object.entries(themes[theme]))
      expect([role, sameColour(tokens[`${theme}-${role}`] ?? '')]).toEqual([role, sameColour(colours[name])]);
  });

  it('has the same roles in both themes', () => {
    expect(Object.keys(themes.dark)).toEqual(Object.keys(themes.light));
  });

  // Every text role on every surface role: 4.5:1, WCAG AA for body text, in both themes.
  const textRoles = ['text', 'text-strong', 'heading', 'link', 'accent-text', 'warning', 'danger', 'success'] as const;
  const surfaceRoles = ['surface', 'surface-raised', 'surface-muted', 'surface-subtle'] as const;
  it.each(Object.keys(themes) as Theme[])('keeps every text at 4.5:1 on every surface in the %s theme', (theme) => {
    const record = themes[theme];
    const short = textRoles.flatMap((text) =>
      surfaceRoles
        .map((surface) => ({
          pair: `${text} on ${surface}`,
          ratio: contrast(colours[record[text]], colours[record[surface]]),
        }))
        .filter(({ ratio }) => ratio < 4.5)
        .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}:1`),
    );
    expect(short).toEqual([]);
  });

  it('is the only place the tokens write a colour', () => {
    const tokens = readFileSync(join(__dirname, '../styles/_tokens.scss'), 'utf8');
    // The background patterns are SVG in a URL, where Sass cannot put a variable.
    const outsidePatterns = tokens.replace(/url\("data:[^"]*"\)/g, '');
    expect(outsidePatterns.match(/#[0-9a-f]{3,8}\b/gi)).toBeNull();
  });

  it('colours the manifest and the theme colour', () => {
    expect(manifest()).toMatchObject({ theme_color: colours['navy-900'], background_color: colours.white });
    expect(siteViewport.themeColor).toEqual([
      { media: '(prefers-color-scheme: light)', color: themeColours.light },
      { media: '(prefers-color-scheme: dark)', color: themeColours.dark },
    ]);
  });
});
