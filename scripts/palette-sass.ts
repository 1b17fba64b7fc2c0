// The palette as a Sass partial, since Sass cannot read TypeScript: the scale and the roles of
// styles/palette.ts as Sass variables, for styles/_tokens.scss to forward. The modules keep
// using variables, which Sass's colour functions (`translucent()`) need.
import { colours, roles } from '../styles/palette';

export function paletteSass(): string {
  const scale = Object.entries(colours).map(([name, value]) => `$${name}: ${value};`);
  const uses = Object.entries(roles).map(([role, name]) => `$${role}: $${name};`);
  return ['// Written by scripts/prebuild.cli.ts from styles/palette.ts.', ...scale, ...uses, ''].join('\n');
}
