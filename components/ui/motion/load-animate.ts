// framer-motion's small WAAPI `animate`, fetched as the first entrance comes near rather than with
// the page: a visitor who reads the first screen and leaves never loads it (3.2 KB of gzip on the
// pages with cards that rise or bars that fill), and one who scrolls has it a screen ahead. Only
// the motion islands beside it import this.

type Animate = (typeof import('framer-motion/dom/mini'))['animate'];

let engine: Promise<Animate> | undefined;

/** The `animate` function, loaded once. */
export function loadAnimate(): Promise<Animate> {
  engine ??= import('framer-motion/dom/mini').then((module) => module.animate);
  return engine;
}
