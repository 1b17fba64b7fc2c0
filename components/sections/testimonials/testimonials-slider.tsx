import { Section } from '@/components/ui/section';
import { Slider } from '@/components/ui/slider.client';
import { sliderSettings } from '@/components/ui/slider-settings';
import { sectionCopy, type SectionCopy } from '@/content/sections';
import type { Testimonial } from '@/content/types';
import { TestimonialCard } from './testimonial-card';
import { ui } from '@/content/interface';

export interface TestimonialsSliderProps {
  testimonials: Testimonial[];
  id?: string;
  heading?: SectionCopy;
  tone?: 'default' | 'muted' | 'dark';
  /** Home variant three plays faster (2500 ms). */
  timing?: 'default' | 'homeThree';
}

/** Client testimonials in a slider with arrows, pagination and autoplay. */
export function TestimonialsSlider({
  testimonials,
  id = 'testimonials',
  heading = sectionCopy.testimonials,
  tone = 'muted',
  timing = 'default',
}: TestimonialsSliderProps) {
  const settings = timing === 'homeThree' ? sliderSettings.testimonialsHomeThree : sliderSettings.testimonials;
  return (
    <Section id={id} heading={heading} tone={tone}>
      <Slider
        settings={settings}
        label={ui.regions.testimonials}
        words={ui.sliders}
        pagination
        tone={tone === 'dark' ? 'dark' : 'light'}
        slides={testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} tone={tone === 'dark' ? 'dark' : 'light'} />
        ))}
      />
    </Section>
  );
}
