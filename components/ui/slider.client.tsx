'use client';

import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Swiper from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import type { CreativeEffectOptions, SwiperModule } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { cx } from '@/lib/class-names';
import type { SliderWords } from '@/content/interface';
import { fill } from '@/content/words';
import { SliderControls } from './slider-controls';
import { slidesPerViewAt, swiperBreakpoints, type SliderSettings } from './slider-settings';
import { useAutoplayControl } from '../../hooks/use-autoplay-control';
import { useEagerImages } from '../../hooks/use-eager-images';
import styles from './slider.module.scss';

// Each accessibility attribute has one writer. The slides' role, role description and label are
// in the server HTML, so they hold before and without the script; useAutoplayControl owns the
// wrapper's aria-live. Swiper's A11y module stays for what only it does (a slide that receives
// focus is brought into view, Tab can leave a looping slider); its writers are switched off,
// empty strings included, which it skips.
const a11y = { slideRole: '', slideLabelMessage: '', itemRoleDescriptionMessage: null, wrapperLiveRegion: false };

export interface SliderProps {
  settings: SliderSettings;
  /** Server-rendered slides, in order. */
  slides: ReactNode[];
  /** The carousel's accessible name, e.g. "Latest projects". */
  label: string;
  /** What the slider and its controls say, in the page's language (content/interface.yml). */
  words: SliderWords;
  pagination?: boolean;
  tone?: 'light' | 'dark';
  className?: string;
  /** Positions the controls (e.g. over the hero's slides). */
  controlsClassName?: string;
  /**
   * The Swiper module and options of a transition other than sliding, for
   * settings whose `effect` asks for one; only the slider that uses it ships it.
   */
  effect?: { module: SwiperModule; creativeEffect: CreativeEffectOptions };
}

/** The one slider of the site: Swiper around server-rendered slides, driven by real buttons and the arrow keys. */
export function Slider({
  settings,
  slides,
  label,
  words,
  pagination = false,
  tone = 'light',
  className,
  controlsClassName,
  effect,
}: SliderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [active, setActive] = useState(0);
  const autoplay = useAutoplayControl(settings.autoplay !== false);
  const { setTarget } = autoplay;
  const loop = settings.mode === 'loop';
  const speed = autoplay.reducedMotion ? 0 : settings.speed;
  useEagerImages(rootRef);

  // Swiper starts on the server-rendered slides in a task of its own, after the frame that follows
  // hydration: it measures every slide, which lays the page out first, so in hydration's task (the
  // longest a phone runs) or before that frame it would lay out everything hydration changed. The
  // CSS has laid the slides out as Swiper will, so nothing moves; the controls show once it has
  // started.
  const startSwiper = useEffectEvent((container: HTMLElement) => {
    const swiper = new Swiper(container, {
      modules: effect ? [A11y, Autoplay, effect.module] : [A11y, Autoplay],
      speed,
      spaceBetween: settings.spaceBetween,
      slidesPerView: settings.slidesPerView,
      breakpoints: swiperBreakpoints(settings),
      loop,
      rewind: settings.mode === 'rewind',
      effect: effect ? settings.effect : 'slide',
      creativeEffect: effect?.creativeEffect,
      // Started and stopped by useAutoplayControl, never by Swiper itself.
      autoplay: { enabled: false, delay: settings.autoplay || undefined, disableOnInteraction: false },
      a11y,
      watchSlidesProgress: true,
      on: { realIndexChange: ({ realIndex }) => setActive(realIndex) },
    });
    swiperRef.current = swiper;
    setTarget(swiper);
    return swiper;
  });
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let swiper: Swiper | undefined;
    let start: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (start = setTimeout(() => (swiper = startSwiper(container)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(start);
      swiper?.destroy(true, false);
      swiperRef.current = null;
      setTarget(null);
    };
  }, [setTarget]);

  // Reduced motion may be known, or change, after Swiper started.
  useEffect(() => {
    if (swiperRef.current) swiperRef.current.params.speed = speed;
  }, [speed]);

  // CSS lays the first slides out before Swiper starts, exactly as Swiper will.
  const layout: Record<string, string | number> = { '--slider-gap': `${settings.spaceBetween}px` };
  for (const [width, perView] of Object.entries(slidesPerViewAt(settings))) layout[`--slider-view-${width}`] = perView;

  // The arrow keys move the reading way: in a right-to-left page, the left arrow goes forward.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const forward = (event.key === 'ArrowRight') !== (getComputedStyle(event.currentTarget).direction === 'rtl');
    if (forward) swiperRef.current?.slideNext();
    else swiperRef.current?.slidePrev();
    event.preventDefault();
  };

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription={words.carousel}
      aria-label={label}
      className={cx(styles.slider, styles[tone], className)}
      style={layout as CSSProperties}
      data-ready={autoplay.ready}
      onKeyDown={onKeyDown}
      // Focus inside holds the slides still, except on the pause/play button itself.
      onFocus={(event) => autoplay.setFocused(!toggleRef.current?.contains(event.target))}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && autoplay.setFocused(false)}
    >
      <div
        className={styles.track}
        onPointerEnter={(event) => event.pointerType === 'mouse' && autoplay.setHovered(true)}
        onPointerLeave={() => autoplay.setHovered(false)}
      >
        {/* Swiper's own markup, classes included, so that its styles lay it out before it starts. */}
        <div ref={containerRef} className="swiper">
          <div className="swiper-wrapper">
            {slides.map((slide, index) => (
              <div
                key={index}
                className="swiper-slide"
                role="group"
                aria-roledescription={words.slide}
                aria-label={fill(words.position, { number: index + 1, count: slides.length })}
              >
                {slide}
              </div>
            ))}
          </div>
        </div>
      </div>
      <SliderControls
        count={slides.length}
        active={active}
        pagination={pagination}
        autoplay={settings.autoplay === false ? undefined : { playing: autoplay.playing, onToggle: autoplay.toggle }}
        toggleRef={toggleRef}
        onGoTo={(index) => (loop ? swiperRef.current?.slideToLoop(index) : swiperRef.current?.slideTo(index))}
        onPrev={() => swiperRef.current?.slidePrev()}
        onNext={() => swiperRef.current?.slideNext()}
        className={controlsClassName}
        words={words}
      />
    </div>
  );
}
