import { withCompanyNames } from './company-text';
import { dataFile } from './files';
import { dataFiles, type Testimonial } from './schema';

const file = withCompanyNames(dataFile(dataFiles.testimonials));

/**
 * Client testimonials of content/testimonials.yml, in display order. One entry (David Kim) has
 * no description on purpose; `getTestimonialText` shows `testimonialFallback` for it.
 */
export const testimonials = file.testimonials;

/** Shown when a testimonial has no description. */
export const testimonialFallback = file.fallback;

/** The quote of a testimonial, or the fallback text when it has none. */
export function getTestimonialText(testimonial: Pick<Testimonial, 'description'>): string {
  const description = testimonial.description?.trim();
  return description ? description : testimonialFallback;
}
