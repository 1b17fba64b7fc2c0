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
  white: '#fff',
  success: '#067647',
  'success-surface': '#ecfdf3', // success on it: 6.3:1
  danger: '#b42318',
  'danger-surface': '#fef3f2', // danger on it: 6:1
} as const;

export type ColourName = keyof typeof colours;

/**
 * What each colour is for, by name on the scale: the page's text and surfaces, and the text on
 * the dark sections. A dark theme would be a second record of the same roles.
 */
export const roles = {
  text: 'grey-600', // body text
  heading: 'navy-900',
  surface: 'white',
  'surface-muted': 'grey-50',
  border: 'grey-200',
  'on-dark': 'navy-100', // body text on navy
  'on-dark-muted': 'navy-200',
} as const satisfies Record<string, ColourName>;

export type Role = keyof typeof roles;

/** The colour of a role. */
export const roleColour = (role: Role): string => colours[roles[role]];

/** A colour seen through, as CSS `rgba()`: for the places that cannot use Sass's `translucent()`. */
export function translucent(colour: string, opacity: number): string {
  const hex = colour.slice(1);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [red, green, blue] = [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
  return `rgba(${red}, ${green}, ${blue}, ${opacity})`;
}
