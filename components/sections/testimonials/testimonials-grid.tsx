import { CardGridSection } from '@/components/ui/card-grid-section';
import type { SectionCopy } from '@/content/pages';
import type { Testimonial } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { TestimonialCard } from './testimonial-card';

export interface TestimonialsGridProps {
  testimonials: Testimonial[];
  copy: SectionCopy;
}

/** Testimonials as a grid of cards under a heading. */
export function TestimonialsGrid({ testimonials, copy }: TestimonialsGridProps) {
  return (
    <CardGridSection id="testimonials-grid" copy={copy}>
      {testimonials.map((testimonial, index) => (
        <Reveal as="li" key={testimonial.name} index={index}>
          <TestimonialCard testimonial={testimonial} />
        </Reveal>
      ))}
    </CardGridSection>
  );
}
