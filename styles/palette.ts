// The site's colours, in one place: the stylesheets get them as Sass variables
// (scripts/prebuild.cli.ts writes .generated/_palette.scss, which styles/_tokens.scss forwards), and
// the Open Graph cards, the manifest, the theme colour and the artwork import them from here.
// Every contrast ratio noted below is WCAG's, and a pair that is not noted is not used as text.

/** The scale: every colour the site and its artwork paint, by hue and lightness. */
export const colours = {
  'navy-950': '#071330',
  'navy-900': '#0b1b3f',
  'navy-850': '#12275a', // the artwork's raised dark panels
  'navy-800': '#13295a',
  'navy-750': '#1c3575', // the artwork's borders on dark panels
  'navy-700': '#1d3874',
  'navy-200': '#b7c3dd', // 8.9:1 against navy-900
  'navy-100': '#e9eefb', // 14:1 against navy-900
  'blue-700': '#1546d1', // 7:1 against white
  'blue-600': '#1f5eff', // 5.1:1 against white
  'blue-500': '#3b7bff',
  'blue-400': '#5b86ff',
  'blue-300': '#8fb0ff', // 7.9:1 against navy-900
  'blue-200': '#c9d7ff',
  'blue-100': '#e6eeff',
  'blue-50': '#e8eeff',
  'cyan-400': '#22d3ee',
  'cyan-50': '#ddf8fc',
  'amber-700': '#b54708', // 5.4:1 against white
  'amber-400': '#ffb547', // on dark surfaces only
  'amber-50': '#fff2dd',
  'grey-50': '#f5f7fb',
  'grey-100': '#eef1f6',
  'grey-200': '#e4e8f0',
  'grey-400': '#98a2b3',
  'grey-600': '#475467', // 7.6:1 against white
  'grey-700': '#344054',
  'ink-950': '#080f1e', // the dark theme's surfaces, darkest first
  'ink-900': '#0b1324',
  'ink-850': '#111b33',
  'ink-800': '#18264a',
  'ink-750': '#162038',
  'ink-700': '#27365a', // its borders
  'ink-500': '#5d6d90', // its field borders: 3.3:1 against ink-850
  'ink-300': '#b2bdd1', // 9:1 against ink-850
  'ink-200': '#d2d9e6', // 12.1:1 against ink-850
  'ink-50': '#f1f4fb', // 15.5:1 against ink-850
  white: '#fff',
  black: '#000',
  'green-700': '#067647',
  'green-50': '#ecfdf3', // green-700 on it: 6.3:1
  'red-700': '#b42318',
  'red-50': '#fef3f2', // red-700 on it: 6:1
  'green-300': '#5fd99a', // 9.7:1 against ink-850
  'green-950': '#0d2d1f', // green-300 on it: 8.4:1
  'red-300': '#ff9188', // 7.9:1 against ink-850
  'red-950': '#3a1414', // red-300 on it: 7.5:1
} as const;

export type ColourName = keyof typeof colours;

/**
 * What each colour is for, by name on the scale, in each theme: the page's text and surfaces, and
 * the text on the dark sections. The stylesheets read a role as a custom property (`$text` is
 * `var(--c-text)`, set per theme by styles/globals.scss), so a module that paints with a role
 * follows the theme; one that paints with the scale (`$navy-900`, the dark sections; `$white` on
 * them and on the blue buttons) looks the same in both.
 */
export const themes = {
  light: {
    text: 'grey-600', // body text
    'text-strong': 'grey-700',
    heading: 'navy-900',
    link: 'blue-700', // links and accents written in blue
    'accent-text': 'blue-600',
    warning: 'amber-700',
    surface: 'white', // the page
    'surface-raised': 'white', // cards, the header, fields
    'surface-muted': 'grey-50', // the alternate sections
    'surface-subtle': 'grey-100',
    'surface-soft': 'blue-100', // the blue-tinted badges and chips
    border: 'grey-200',
    'border-strong': 'grey-400', // the fields' borders
    focus: 'blue-600',
    shadow: 'navy-900',
    success: 'green-700',
    'success-surface': 'green-50',
    danger: 'red-700',
    'danger-surface': 'red-50',
    'on-dark': 'navy-100', // body text on navy
    'on-dark-muted': 'navy-200',
  },
  dark: {
    text: 'ink-300',
    'text-strong': 'ink-200',
    heading: 'ink-50',
    link: 'blue-300',
    'accent-text': 'blue-300',
    warning: 'amber-400',
    surface: 'ink-900',
    'surface-raised': 'ink-850',
    'surface-muted': 'ink-950',
    'surface-subtle': 'ink-750',
    'surface-soft': 'ink-800',
    border: 'ink-700',
    'border-strong': 'ink-500',
    focus: 'blue-400',
    shadow: 'black',
    success: 'green-300',
    'success-surface': 'green-950',
    danger: 'red-300',
    'danger-surface': 'red-950',
    'on-dark': 'navy-100',
    'on-dark-muted': 'navy-200',
  },
} as const satisfies Record<string, Record<string, ColourName>>;

export type Theme = keyof typeof themes;

/** The light theme's roles: the Open Graph cards, e-mails and the manifest use these. */
export const roles = themes.light;

export type Role = keyof typeof roles;

/** The colour of the browser's own chrome (`theme-color`) in each theme: the page's surface. */
export const themeColours = { light: colours['navy-900'], dark: colours['ink-900'] } as const;

/** The colour of a role. */
export const roleColour = (role: Role): string => colours[roles[role]];

/** A colour seen through, as CSS `rgba()`: for the places that cannot use Sass's `translucent()`. */
export function translucent(colour: string, opacity: number): string {
  const hex = colour.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${opacity})`;
}
