'use client';

import { EffectCreative } from 'swiper/modules';
import 'swiper/css/effect-creative';
import { Slider, type SliderProps } from './slider.client';

// The next slide glides in over the current one, which recedes and fades.
const effect = {
  module: EffectCreative,
  creativeEffect: {
    prev: { translate: ['-20%', 0, -1], opacity: 0 },
    next: { translate: ['100%', 0, 0] },
  },
} satisfies SliderProps['effect'];

/** The slider with Swiper's creative transition, and its module and styles: the home-3 hero only. */
export function CreativeSlider(props: Omit<SliderProps, 'effect'>) {
  return <Slider {...props} effect={effect} />;
}
