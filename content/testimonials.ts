import { withCompanyNames } from './company-text';
import { dataFileInLanguage } from './files';
import { localized } from './localized';
import { dataFiles, type Testimonial } from './schema';

const file = localized((language) => withCompanyNames(dataFileInLanguage(dataFiles.testimonials, language)));

/**
 * Client testimonials of content/testimonials.yml, in display order. One entry (David Kim) has
 * no description on purpose; `getTestimonialText` shows `testimonialFallback` for it.
 */
export const testimonials = localized(() => file.testimonials);

/** What a testimonial without a description shows. */
export const testimonialFallback = (): string => file.fallback;

/** Shown when a testimonial has no description. */

/** The quote of a testimonial, or the fallback text when it has none. */
export function getTestimonialText(testimonial: Pick<Testimonial, 'description'>): string {
  const description = testimonial.description?.trim();
  return description ? description : testimonialFallback();
}
