import type { Testimonial } from './types';
import { site } from './site';

/**
 * Client testimonials, in display order. Portrait paths use the lowercased name
 * with spaces replaced by hyphens. One entry (David Kim) has no description on
 * purpose; `getTestimonialText` shows `testimonialFallback` for it.
 */
export const testimonials = [
  {
    name: 'Rachel Thornton',
    title: 'VP of Digital, Harbor & Pine Outfitters',
    imgUrl: '/images/testimonials/rachel-thornton.svg',
    description: `${site.shortName} rebuilt our storefront and recommendation engine in seven months without disrupting peak season. Average order value is up 17%, and for the first time our merchandising team can change the site without filing a ticket.`,
    rating: 5,
  },
  {
    name: 'Marcus Oyelaran',
    title: 'COO, Atlas Freight',
    imgUrl: '/images/testimonials/marcus-oyelaran.svg',
    description:
      'Their route optimizer cut our fleet mileage by 14% in the first quarter. What impressed me most was how much time they spent with our dispatchers before writing any code. The tool fits how we actually work.',
    rating: 5,
  },
  {
    name: 'Elena Petrova',
    title: 'Chief Product Officer, Quantix',
    imgUrl: '/images/testimonials/elena-petrova.svg',
    description: `We handed ${site.shortName} a ten-year-old monolith and a long list of enterprise customer demands. They gave us a platform our engineers are proud of, with single sign-on and audit trails that helped us close three of our largest deals.`,
    rating: 5,
  },
  {
    name: 'David Kim',
    title: 'Head of IT, Keystone Mutual Insurance',
    imgUrl: '/images/testimonials/david-kim.svg',
    rating: 4,
  },
  {
    name: 'Aisha Bello',
    title: 'Director of Patient Experience, Lumen Health',
    imgUrl: '/images/testimonials/aisha-bello.svg',
    description: `Building a HIPAA-compliant app felt daunting until we started working with ${site.shortName}. They handled security and compliance with real expertise, and patients tell us the app is the easiest part of their care.`,
    rating: 5,
  },
  {
    name: 'Javier Morales',
    title: 'CISO, Northwind',
    imgUrl: '/images/testimonials/javier-morales.svg',
    description: `${site.shortName} replaced our VPN with zero-trust access across eleven sites, on schedule, with barely a complaint from staff. Their team explained every risk in business terms our board could act on.`,
    rating: 5,
  },
  {
    name: 'Ingrid Larsen',
    title: 'VP of Operations, Helio Energy',
    imgUrl: '/images/testimonials/ingrid-larsen.svg',
    description: `The predictive maintenance pilot paid for itself within a single season. ${site.shortName} was candid about what the data could and could not support, which is exactly why we trust the results.`,
    rating: 4,
  },
  {
    name: 'Samuel Mensah',
    title: 'Head of Engineering, Fernway Software',
    imgUrl: '/images/testimonials/samuel-mensah.svg',
    description:
      'Their DevOps assessment was grounded in our own delivery data, not generic best practice. Six months later our lead time has dropped from twelve days to three, and releases are no longer an event.',
    rating: 5,
  },
  {
    name: 'Mei Lin Chen',
    title: 'CEO, Pulsefit Studios',
    imgUrl: '/images/testimonials/mei-lin-chen.svg',
    description: `${site.shortName} took our coaching app from sketches to both app stores in five months. They challenged our assumptions at the right moments, and retention numbers show it was worth listening.`,
    rating: 4,
  },
] satisfies Testimonial[];

/** Shown when a testimonial has no description. */
export const testimonialFallback = `Working with ${site.shortName} was a genuinely positive experience. The team understood our goals from day one, communicated clearly throughout and delivered a solution that made a measurable difference to our business.`;

/** The quote of a testimonial, or the fallback text when it has none. */
export function getTestimonialText(testimonial: Pick<Testimonial, 'description'>): string {
  const description = testimonial.description?.trim();
  return description ? description : testimonialFallback;
}
