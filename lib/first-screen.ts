// What a block says of where it lies. The build cuts each page down to its first screen and
// writes that screen's rules into the page (build/critical-styles.ts); a block that starts below
// the first screen at every size up to 1920 × 1080 says so, and its rules wait for the
// stylesheets. e2e/first-screen.spec.ts checks the claim where it is made.

/** The attribute of a block that starts below the first screen. */
export const belowFirstScreenAttribute = 'data-below-first-screen';

/** Spread on a block that starts below the first screen: `<section {...belowFirstScreen}>`. */
export const belowFirstScreen = { [belowFirstScreenAttribute]: '' } as const;
