import { SectionHeading } from '@/components/ui/section-heading';
import type { SectionCopy } from '@/content/page-copy';
import type { Testimonial } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { TestimonialCard } from './testimonial-card';
import styles from './testimonials-grid.module.scss';

export interface TestimonialsGridProps {
  testimonials: Testimonial[];
  copy: SectionCopy;
}

/** Testimonials as a grid of cards under a heading. */
export function TestimonialsGrid({ testimonials, copy }: TestimonialsGridProps) {
  return (
    <section className={styles.section} aria-labelledby="testimonials-grid-title">
      <SectionHeading id="testimonials-grid-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
      <ul className={styles.grid}>
        {testimonials.map((testimonial, index) => (
          <Reveal as="li" key={testimonial.name} index={index}>
            <TestimonialCard testimonial={testimonial} />
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
