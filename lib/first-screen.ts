// What a block says of where it lies. The build cuts each page down to its first screen (the
// header and the first two sections of the main content) and writes that screen's rules into the
// page (buildtime/critical-styles.ts). A block that starts below the first screen at every size up to
// 1920 × 1080 says so, and its rules wait for the stylesheets (e2e/first-screen.spec.ts checks
// the claim where it is made); a section too short to fill a screen below the banner says so,
// and the section after it comes into the cut too. What shows only once the page's script has
// run says so as well: its icons are left to the sprite, which has arrived by then. What the cut
// leaves out the build marks as painted later: the browser lays it out only as it nears the
// viewport until the paint loader lets it be, one part a task, once the stylesheets have arrived.
// The spreads name their attribute as a literal key, checked against its constant: a bundle that
// reads one constant here (the paint loader, in every page) then carries none of the objects.

/** The attribute of a block that starts below the first screen. */
export const belowFirstScreenAttribute = 'data-below-first-screen';

/** Spread on a block that starts below the first screen: `<section {...belowFirstScreen}>`. */
export const belowFirstScreen = { 'data-below-first-screen': '' } as const satisfies Record<
  typeof belowFirstScreenAttribute,
  ''
>;

/**
 * The attribute the build gives each part of a page its first screen leaves out (the later
 * sections, what says it starts below the first screen, the footer): until the paint loader
 * takes it away, such a part is drawn only near the viewport, so neither the first paint nor the
 * stylesheets' arrival lays out the whole page at once.
 */
export const paintLaterAttribute = 'data-paint-later';

/**
 * The attribute of the <noscript> an icon below the first screen waits in, on a page that draws
 * it from the sprite (buildtime/inline-icons.ts): the paint loader takes it out once the page has
 * painted, and a browser without scripts draws it from there.
 */
export const laterIconAttribute = 'data-later-icon';

/** The attribute of a section that leaves the first screen room for the one after it. */
export const shortSectionAttribute = 'data-short-section';

/** Spread on a section that leaves the first screen room for the next: `<section {...shortSection}>`. */
export const shortSection = { 'data-short-section': '' } as const satisfies Record<typeof shortSectionAttribute, ''>;

/** The attribute of what stays unseen until the page's script runs (a slider's controls). */
export const shownOnceReadyAttribute = 'data-shown-once-ready';

/** Spread on what stays unseen until the page's script runs: `<div {...shownOnceReady}>`. */
export const shownOnceReady = { 'data-shown-once-ready': '' } as const satisfies Record<
  typeof shownOnceReadyAttribute,
  ''
>;

/**
 * The id of what follows the main content, the footer. The document's head asks the browser for no
 * frame until it is parsed (`<link rel="expect" blocking="render">`): Chromium lets the frame go
 * once the element is in the document, so the main content before it is whole.
 */
export const afterMainId = 'site-footer';
