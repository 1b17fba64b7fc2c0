// The palette as a Sass partial, since Sass cannot read TypeScript: the scale as Sass colours,
// each role as its custom property (`$text: var(--c-text)`), and each theme's values of the
// roles as a map, which styles/globals.scss sets on the root for the theme in force.
import { colours, roles, themes } from '../styles/palette';

/** The custom property that carries a role. */
export const roleProperty = (role: string) => `--c-${role}`;

export function paletteSass(): string {
  const scale = Object.entries(colours).map(([name, value]) => `$${name}: ${value};`);
  const uses = Object.keys(roles).map((role) => `$${role}: var(${roleProperty(role)});`);
  const maps = Object.entries(themes).map(
    ([theme, record]) =>
      `$theme-${theme}: (${Object.entries(record)
        .map(([role, name]) => `'${role}': ${colours[name as keyof typeof colours]}`)
        .join(', ')});`,
  );
  return ['// Written by scripts/prebuild.cli.ts from styles/palette.ts.', ...scale, ...uses, ...maps, ''].join('\n');
}
