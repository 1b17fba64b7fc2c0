import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  sliderBreakpoints,
  sliderDefaults,
  sliderItemCounts,
  sliderSettings,
  slidesPerViewAt,
  swiperBreakpoints,
} from './slider-settings';

describe('slider settings', () => {
  it('uses the specification defaults: 300 ms, 30 px apart, 3000 ms autoplay', () => {
    expect(sliderDefaults).toEqual({ speed: 300, spaceBetween: 30, autoplayDelay: 3000 });
    for (const settings of Object.values(sliderSettings)) {
      expect(settings.speed).toBe(300);
      expect(settings.spaceBetween).toBe(30);
    }
  });

  it('shows 2/3/4/5 client logos at 0/576/992/1200', () => {
    expect(slidesPerViewAt(sliderSettings.clients)).toEqual({ 0: 2, 576: 3, 767: 3, 992: 4, 1200: 5 });
    expect(sliderSettings.clients.autoplay).toBe(3000);
  });

  it('shows 1/2/3 latest projects at 0/767/992', () => {
    expect(slidesPerViewAt(sliderSettings.projects)).toEqual({ 0: 1, 576: 1, 767: 2, 992: 3, 1200: 3 });
    expect(swiperBreakpoints(sliderSettings.projects)).toEqual({
      767: { slidesPerView: 2 },
      992: { slidesPerView: 3 },
    });
    expect(sliderSettings.projects.autoplay).toBe(3000);
  });

  it('loops the team slider with 1/2/3 per view at 0/767/992', () => {
    expect(sliderSettings.team.mode).toBe('loop');
    expect(slidesPerViewAt(sliderSettings.team)).toEqual({ 0: 1, 576: 1, 767: 2, 992: 3, 1200: 3 });
  });

  it('plays the home-3 testimonials every 2500 ms, looping, 1 per view and 2 from 992', () => {
    const settings = sliderSettings.testimonialsHomeThree;
    expect(settings.autoplay).toBe(2500);
    expect(settings.mode).toBe('loop');
    expect(slidesPerViewAt(settings)).toEqual({ 0: 1, 576: 1, 767: 1, 992: 2, 1200: 2 });
    expect(sliderSettings.testimonials.autoplay).toBe(3000);
  });

  it('rewinds the home-3 hero with the creative effect, one slide at a time', () => {
    expect(sliderSettings.hero).toMatchObject({
      mode: 'rewind',
      effect: 'creative',
      slidesPerView: 1,
      breakpoints: {},
    });
  });

  it('keeps the specification limits', () => {
    expect(sliderItemCounts).toEqual({ projects: 6, team: 6, testimonials: 6, testimonialsHomeThree: 4, hero: 3 });
  });

  it('has one stylesheet breakpoint per slider breakpoint', () => {
    expect(sliderBreakpoints).toEqual([576, 767, 992, 1200]);
    const tokens = readFileSync(join(__dirname, '../../styles/_tokens.scss'), 'utf8');
    const match = /\$slider-breakpoints:\s*\(([^)]*)\)/.exec(tokens);
    expect(match?.[1]?.split(',').map((width) => parseInt(width, 10))).toEqual([...sliderBreakpoints]);
    for (const settings of Object.values(sliderSettings)) {
      for (const width of Object.keys(settings.breakpoints)) {
        expect(sliderBreakpoints).toContain(Number(width));
      }
    }
  });
});
