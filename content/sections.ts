import type { Link } from './types';
import { paths } from './permalinks';
import { site } from './site';

/** The heading block of a page section. */
export interface SectionCopy {
  eyebrow: string;
  title: string;
  text?: string;
  /** A "see all" link beside the heading. */
  link?: Link;
}

/** Headings of the shared sections (home pages, /about, /faqs and the pricing page). */
export const sectionCopy = {
  services: {
    eyebrow: 'What We Do',
    title: 'IT Services Built Around Your Business Goals',
    text: 'From the first prototype to a platform serving millions, our senior teams cover every discipline a modern digital product needs.',
    link: { name: 'All Services', url: paths.services },
  },
  serviceStrip: {
    eyebrow: 'Our Expertise',
    title: 'Six Disciplines, One Accountable Team',
  },
  projects: {
    eyebrow: 'Latest Projects',
    title: 'Recent Work That Delivered Measurable Results',
    text: 'A selection of products we designed, built and launched with clients in fintech, retail, healthcare, logistics and more.',
    link: { name: 'View All Projects', url: paths.projects },
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions Clients Ask Before We Start',
    text: 'Straight answers about timelines, pricing, technology and support. If yours is not here, our team replies within one business day.',
  },
  blog: {
    eyebrow: 'Latest Blog',
    title: 'Insights From Our Engineering Team',
    link: { name: 'View All Posts', url: paths.blog },
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'What Our Clients Say About Working With Us',
  },
  team: {
    eyebrow: 'Our Team',
    title: 'Meet the People Behind Your Product',
    link: { name: 'Meet the Whole Team', url: paths.team },
  },
  expertise: {
    eyebrow: 'Our Expertise',
    title: 'Deep Skills Where They Matter Most',
    text: 'Our engineers specialise, then work across disciplines. These are the capabilities clients rely on us for most, measured by the share of our projects that depend on them.',
  },
  aboutIntro: {
    eyebrow: 'Who We Are',
    title: 'Senior Engineering Partners, Not Another Vendor',
  },
  statistics: {
    eyebrow: `${site.shortName} in Numbers`,
    title: 'Scale You Can Rely On',
  },
  video: {
    eyebrow: 'See How We Work',
    title: 'From First Workshop to Launch, in Two Minutes',
    text: `Watch how a ${site.shortName} team takes an idea through discovery, design and delivery, and what working with us feels like day to day.`,
  },
} satisfies Record<string, SectionCopy>;

/** The line beside the client logo slider, before the `270+ happy clients` claim. */
export const clientsLead = 'Trusted by';
