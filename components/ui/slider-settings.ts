/**
 * Every slider's settings, in one place: the specification's numbers (speed,
 * spacing, autoplay delays, breakpoints and slides per view) live here and
 * nowhere else. The slider island turns them into Swiper options; its
 * stylesheet uses the same breakpoints to lay out the first slides before
 * any script runs.
 */

/** The specification's slider defaults. */
export const sliderDefaults = {
  /** Transition speed, ms. */
  speed: 300,
  /** Gap between slides, px. */
  spaceBetween: 30,
  /** Autoplay delay, ms. */
  autoplayDelay: 3000,
} as const;

/**
 * The min-widths (px) at which a slider may change its slides per view.
 * `slider.module.scss` has one media query per entry, so a new width is added
 * in both places (a unit test keeps them in step).
 */
export const sliderBreakpoints = [576, 767, 992, 1200] as const;
export type SliderBreakpoint = (typeof sliderBreakpoints)[number];

export interface SliderSettings {
  /** Slides per view from width 0. */
  slidesPerView: number;
  /** Slides per view from each min-width on. */
  breakpoints: Partial<Record<SliderBreakpoint, number>>;
  speed: number;
  spaceBetween: number;
  /** Loop endlessly, or rewind to the first slide after the last. */
  mode: 'loop' | 'rewind';
  /** Autoplay delay in ms, or false for no autoplay. */
  autoplay: number | false;
  effect: 'slide' | 'creative';
}

const base = {
  speed: sliderDefaults.speed,
  spaceBetween: sliderDefaults.spaceBetween,
  autoplay: sliderDefaults.autoplayDelay,
  effect: 'slide',
} as const;

export const sliderSettings = {
  /** Client logos: 2/3/4/5 at 0/576/992/1200. */
  clients: { ...base, slidesPerView: 2, breakpoints: { 576: 3, 992: 4, 1200: 5 }, mode: 'loop' },
  /** Latest projects (/ and /home-3): 1/2/3 at 0/767/992. */
  projects: { ...base, slidesPerView: 1, breakpoints: { 767: 2, 992: 3 }, mode: 'loop' },
  /** Team (/about): 1/2/3 at 0/767/992, loop. */
  team: { ...base, slidesPerView: 1, breakpoints: { 767: 2, 992: 3 }, mode: 'loop' },
  /** Testimonials (/home-2, /about, /faqs): 1, then 2 from 992. */
  testimonials: { ...base, slidesPerView: 1, breakpoints: { 992: 2 }, mode: 'loop' },
  /** Home-3 testimonials: autoplay 2500 ms, loop, 1, then 2 from 992. */
  testimonialsHomeThree: { ...base, autoplay: 2500, slidesPerView: 1, breakpoints: { 992: 2 }, mode: 'loop' },
  /** Home-3 hero: creative effect, rewind, one slide at a time. */
  hero: { ...base, slidesPerView: 1, breakpoints: {}, mode: 'rewind', effect: 'creative' },
} as const satisfies Record<string, SliderSettings>;

export type SliderName = keyof typeof sliderSettings;

/** How many items each slider shows (the specification's limits). */
export const sliderItemCounts = {
  projects: 6,
  team: 6,
  testimonials: 6,
  testimonialsHomeThree: 4,
  hero: 3,
} as const;

/** Slides per view at every breakpoint, inherited from the widths below it. */
export function slidesPerViewAt(settings: SliderSettings): Record<0 | SliderBreakpoint, number> {
  const result = { 0: settings.slidesPerView } as Record<0 | SliderBreakpoint, number>;
  let current = settings.slidesPerView;
  for (const width of sliderBreakpoints) {
    current = settings.breakpoints[width] ?? current;
    result[width] = current;
  }
  return result;
}

/** The breakpoints in Swiper's shape: `{ 767: { slidesPerView: 2 } }`. */
export function swiperBreakpoints(settings: SliderSettings): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(
    Object.entries(settings.breakpoints).map(([width, perView]) => [Number(width), { slidesPerView: perView }]),
  );
}
