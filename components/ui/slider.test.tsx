import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Swiper from 'swiper';
import { CreativeSlider } from './creative-slider.client';
import { Slider } from './slider.client';
import { sliderSettings, type SliderSettings } from './slider-settings';
import { ui } from '@/content/interface';

// Swiper itself needs a real layout engine; the stub records what it is started on and with,
// and hands the island a fake instance, so the island's own behaviour is tested.
interface FakeSwiper {
  destroyed: boolean;
  realIndex: number;
  wrapperEl: HTMLElement;
  params: { speed?: number };
  slidePrev: jest.Mock;
  slideNext: jest.Mock;
  slideTo: jest.Mock;
  slideToLoop: jest.Mock;
  destroy: jest.Mock;
  autoplay: { running: boolean; start: jest.Mock; stop: jest.Mock };
}
let mockSwiper: FakeSwiper;
let mockOptions: Record<string, unknown> = {};
let mockContainer: HTMLElement | undefined;

jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/a11y', () => ({}));
jest.mock('swiper/css/effect-creative', () => ({}));
jest.mock('swiper/modules', () => ({
  A11y: { name: 'a11y' },
  Autoplay: { name: 'autoplay' },
  EffectCreative: { name: 'creative' },
}));
jest.mock('swiper', () => ({
  __esModule: true,
  default: jest.fn((container: HTMLElement, options: Record<string, unknown>) => {
    mockContainer = container;
    mockOptions = options;
    mockSwiper.params.speed = options.speed as number;
    return mockSwiper;
  }),
}));

/** Runs the next frame and the task after it, where Swiper starts. */
const nextTask = () =>
  act(async () => {
    await new Promise(requestAnimationFrame);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

let motionListeners: (() => void)[] = [];
function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: (_type: string, listener: () => void) => motionListeners.push(listener),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  const autoplay: FakeSwiper['autoplay'] = {
    running: false,
    start: jest.fn((): boolean => (autoplay.running = true)),
    stop: jest.fn((): boolean => !(autoplay.running = false)),
  };
  mockSwiper = {
    destroyed: false,
    realIndex: 0,
    wrapperEl: document.createElement('div'),
    params: {},
    slidePrev: jest.fn(),
    slideNext: jest.fn(),
    slideTo: jest.fn(),
    slideToLoop: jest.fn(),
    destroy: jest.fn(),
    autoplay,
  };
  jest.mocked(Swiper).mockClear();
  mockOptions = {};
  mockContainer = undefined;
  motionListeners = [];
  setReducedMotion(false);
});

const slides = ['One', 'Two', 'Three', 'Four'].map((name) => (
  <p key={name}>
    <a href={`/${name}`}>{name}</a>
  </p>
));

async function renderSlider(settings: SliderSettings = sliderSettings.projects) {
  render(<Slider settings={settings} slides={slides} label="Latest projects" words={ui.sliders} pagination />);
  await nextTask();
  return screen.getByRole('region', { name: 'Latest projects' });
}

describe('Slider', () => {
  it('renders every slide in the HTML, labelled as slides of a carousel', async () => {
    const region = await renderSlider();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = within(region).getAllByRole('group');
    expect(groups).toHaveLength(4);
    expect(groups[0]).toHaveAttribute('aria-label', '1 of 4');
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(region).getByRole('link', { name: 'Four' })).toBeInTheDocument();
  });

  it('starts Swiper on its own markup in a task after the next frame, and shows the controls then', async () => {
    render(<Slider settings={sliderSettings.projects} slides={slides} label="Latest projects" words={ui.sliders} />);
    const region = screen.getByRole('region', { name: 'Latest projects' });
    expect(Swiper).not.toHaveBeenCalled();
    // Not before the browser's next frame has laid out what hydration changed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(Swiper).not.toHaveBeenCalled();
    expect(region).toHaveAttribute('data-ready', 'false');
    await nextTask();
    expect(Swiper).toHaveBeenCalledTimes(1);
    expect(mockContainer).toHaveClass('swiper');
    expect(mockContainer?.querySelectorAll(':scope > .swiper-wrapper > .swiper-slide')).toHaveLength(4);
    expect(region).toHaveAttribute('data-ready', 'true');
  });

  it('stops Swiper when it leaves the page, and never starts one that left before its turn', async () => {
    const props = { settings: sliderSettings.projects, slides, label: 'Latest projects', words: ui.sliders };
    const { unmount } = render(<Slider {...props} />);
    await nextTask();
    unmount();
    expect(mockSwiper.destroy).toHaveBeenCalledWith(true, false);
    jest.mocked(Swiper).mockClear();
    render(<Slider {...props} />).unmount();
    await nextTask();
    expect(Swiper).not.toHaveBeenCalled();
  });

  it('stops moving at once when the visitor asks for reduced motion after it started', async () => {
    await renderSlider();
    expect(mockSwiper.params.speed).toBe(300);
    setReducedMotion(true);
    act(() => motionListeners.forEach((listener) => listener()));
    expect(mockSwiper.params.speed).toBe(0);
  });

  it('leaves the slides’ role, role description and label and the live region to one writer each, not to Swiper', async () => {
    await renderSlider();
    // Swiper's A11y module writes its default role unless given an empty one, and skips an empty message.
    const a11y = mockOptions.a11y as Record<string, unknown>;
    const writers = ['slideRole', 'itemRoleDescriptionMessage', 'slideLabelMessage'];
    expect(writers.filter((writer) => !(writer in a11y) || a11y[writer])).toEqual([]);
    expect(a11y.wrapperLiveRegion).toBe(false);
  });

  it('hands Swiper the settings of the specification', async () => {
    await renderSlider();
    expect(mockOptions).toMatchObject({
      speed: 300,
      spaceBetween: 30,
      slidesPerView: 1,
      breakpoints: { 767: { slidesPerView: 2 }, 992: { slidesPerView: 3 } },
      loop: true,
      autoplay: { delay: 3000 },
    });
  });

  it('lays the first slides out with CSS before Swiper starts', async () => {
    const region = await renderSlider(sliderSettings.clients);
    expect(region.style.getPropertyValue('--slider-gap')).toBe('30px');
    expect(region.style.getPropertyValue('--slider-view-0')).toBe('2');
    expect(region.style.getPropertyValue('--slider-view-767')).toBe('3');
    expect(region.style.getPropertyValue('--slider-view-1200')).toBe('5');
  });

  it('moves with the arrow buttons, the pagination and the arrow keys', async () => {
    const user = userEvent.setup();
    const region = await renderSlider();
    await user.click(within(region).getByRole('button', { name: 'Next slide' }));
    expect(mockSwiper.slideNext).toHaveBeenCalledTimes(1);
    await user.click(within(region).getByRole('button', { name: 'Previous slide' }));
    expect(mockSwiper.slidePrev).toHaveBeenCalledTimes(1);
    await user.click(within(region).getByRole('button', { name: 'Go to slide 3' }));
    expect(mockSwiper.slideToLoop).toHaveBeenCalledWith(2);
    within(region).getByRole('link', { name: 'One' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(mockSwiper.slideNext).toHaveBeenCalledTimes(2);
    await user.keyboard('{ArrowLeft}');
    expect(mockSwiper.slidePrev).toHaveBeenCalledTimes(2);
  });

  it('marks the current slide in the pagination', async () => {
    const region = await renderSlider();
    expect(within(region).getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    expect(within(region).getByRole('button', { name: 'Go to slide 2' })).not.toHaveAttribute('aria-current');
  });

  it('plays, and the pause button stops and restarts it', async () => {
    const user = userEvent.setup();
    const region = await renderSlider();
    expect(mockSwiper.autoplay.start).toHaveBeenCalled();
    expect(mockSwiper.wrapperEl).toHaveAttribute('aria-live', 'off');
    await user.click(within(region).getByRole('button', { name: 'Pause autoplay' }));
    expect(mockSwiper.autoplay.running).toBe(false);
    expect(mockSwiper.wrapperEl).toHaveAttribute('aria-live', 'polite');
    await user.click(within(region).getByRole('button', { name: 'Start autoplay' }));
    expect(mockSwiper.autoplay.running).toBe(true);
    expect(within(region).getByRole('button', { name: 'Pause autoplay' })).toBeInTheDocument();
  });

  it('holds still while keyboard focus is on a slide, and plays again when it leaves', async () => {
    const region = await renderSlider();
    const outside = document.createElement('button');
    document.body.append(outside);
    act(() => within(region).getByRole('link', { name: 'Two' }).focus());
    expect(mockSwiper.autoplay.running).toBe(false);
    act(() => outside.focus());
    expect(mockSwiper.autoplay.running).toBe(true);
    outside.remove();
  });

  it('holds still while the mouse rests on the slides', async () => {
    const user = userEvent.setup();
    const region = await renderSlider();
    await user.hover(within(region).getByRole('link', { name: 'One' }));
    expect(mockSwiper.autoplay.running).toBe(false);
    await user.unhover(within(region).getByRole('link', { name: 'One' }));
    expect(mockSwiper.autoplay.running).toBe(true);
  });

  it('does not play under reduced motion, until the visitor starts it', async () => {
    setReducedMotion(true);
    const user = userEvent.setup();
    const region = await renderSlider();
    expect(mockSwiper.autoplay.running).toBe(false);
    expect(mockOptions.speed).toBe(0);
    await user.click(within(region).getByRole('button', { name: 'Start autoplay' }));
    expect(mockSwiper.autoplay.running).toBe(true);
  });

  it('slides, without the creative module, unless it is the creative slider', async () => {
    await renderSlider(sliderSettings.hero);
    expect(mockOptions).toMatchObject({ effect: 'slide' });
    expect(mockOptions.modules).toEqual([{ name: 'a11y' }, { name: 'autoplay' }]);
  });

  it('gives the home-3 hero its creative transition', async () => {
    render(<CreativeSlider settings={sliderSettings.hero} slides={slides} label="Highlights" words={ui.sliders} />);
    await nextTask();
    expect(mockOptions).toMatchObject({ effect: 'creative', creativeEffect: { next: { translate: ['100%', 0, 0] } } });
    expect(mockOptions.modules).toContainEqual({ name: 'creative' });
  });

  it('rewinds instead of looping where the settings say so', async () => {
    const user = userEvent.setup();
    const region = await renderSlider(sliderSettings.hero);
    expect(mockOptions).toMatchObject({ rewind: true, loop: false });
    await user.click(within(region).getByRole('button', { name: 'Go to slide 2' }));
    expect(mockSwiper.slideTo).toHaveBeenCalledWith(1);
  });
});
