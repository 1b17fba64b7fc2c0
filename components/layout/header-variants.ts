import { localized } from '@/content/localized';
import { paths } from '@/content/permalinks';

/** What one look of the header sets. Components read these fields, never the variant's name. */
export interface HeaderLook {
  /** The strip of contact details and social icons above the bar. */
  topBar: boolean;
  /** Where the logo (in the bar and the mobile menu) leads. */
  logoHref: string;
  /** `light`: light logo and text for a dark hero; `dark`: dark ones for a light surface. */
  tone: 'dark' | 'light';
  /** Lies transparent over the hero until it sticks, instead of on its own white bar. */
  overlay: boolean;
}

/** The header's looks by name: inner pages and home 1, then home 2 and home 3. */
export const headerVariants = localized(
  () =>
    ({
      'with-top-bar': { topBar: true, logoHref: paths.home, tone: 'dark', overlay: false },
      'over-hero': { topBar: false, logoHref: paths.home2, tone: 'dark', overlay: true },
      'over-dark-hero': { topBar: false, logoHref: paths.home2, tone: 'light', overlay: true },
    }) as const satisfies Record<string, HeaderLook>,
);

export type HeaderVariant = keyof typeof headerVariants;
