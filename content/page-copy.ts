/**
 * Headings and short introductions of the inner pages' sections, kept with
 * the rest of the content so every visible sentence lives in `content/`.
 */
import { paths } from './permalinks';
import { site } from './site';

export interface SectionCopy {
  eyebrow: string;
  title: string;
  text: string;
}

export const servicesCopy: SectionCopy = {
  eyebrow: 'What We Do',
  title: 'Technology Services Built Around Your Goals',
  text: 'Six practices, one senior team: from the first prototype to secure, scalable platforms that keep delivering long after launch.',
};

/** Headings of a service page's sections. */
export const serviceSectionTitles = {
  overview: 'Service Overview',
  deliverables: 'What We Deliver',
  process: 'How We Work',
  technologies: 'Technologies We Use',
  outcomes: 'Results Our Clients See',
} as const;

/** The sidebar of the service pages. */
export const serviceSidebarCopy = {
  servicesTitle: 'Our Services',
  formTitle: 'Ask About This Service',
  formText: 'Tell us a little about your project and a senior consultant will reply within two business days.',
  brochureTitle: 'Download Brochure',
  brochureText: 'All six services, our delivery process and engagement models in one short read.',
} as const;

export const projectsCopy: SectionCopy = {
  eyebrow: 'Case Studies',
  title: 'Work That Moved the Numbers',
  text: 'Apps, platforms, AI systems and security programs we have delivered for clients across retail, finance, health, energy and logistics.',
};

/** Headings of a project page's sections. */
export const projectSectionTitles = {
  overview: 'Project Overview',
  technical: 'Technical Details',
  results: 'Results',
  features: 'Key Features',
  facts: 'Project Information',
  related: 'Related Projects',
  cta: 'Planning Something Similar?',
  ctaText: 'Tell us about your goals and we will share how we would approach them, with a timeline and budget range.',
  ctaButton: 'Start a Project',
} as const;

export const teamCopy: SectionCopy = {
  eyebrow: 'Our Team',
  title: 'Senior People on Every Project',
  text: 'Engineers, designers, data scientists and security specialists who stay with your project from the first workshop to long after launch.',
};

/** The heading over the default /team-details content. */
export const teamDetailsHeading = `Meet the People Behind ${site.shortName}`;

/** Headings of a member page's sections. */
export const memberSectionTitles = {
  about: 'About',
  skills: 'Skills & Expertise',
  experience: 'Experience',
  connect: 'Connect',
  contact: 'Work With',
} as const;

export const testimonialsCopy: SectionCopy = {
  eyebrow: 'Testimonials',
  title: 'What Our Clients Say',
  text: `Leaders from the companies we work with on what it was like to build with ${site.shortName}, and what changed afterwards.`,
};

export const pricingCopy: SectionCopy = {
  eyebrow: 'Pricing Plan',
  title: 'Simple Plans for Ongoing Growth',
  text: 'Monthly care for your website and digital products: hosting, security, reporting and continuous improvement, with no long-term contract.',
};

export const blogCopy = {
  listTitle: 'Latest Articles',
  searchTitle: 'Search',
  categoriesTitle: 'Categories',
  recentTitle: 'Recent Posts',
  tagsTitle: 'Tags',
  paginationLabel: 'Blog pages',
  shareTitle: 'Share',
  tagsLabel: 'Tags',
  authorTitle: 'About the Author',
  commentsTitle: 'Comments',
  commentFormTitle: 'Add Your Comment',
  commentFormText: 'Your e-mail address will not be published.',
  commentSubmit: 'Submit Now',
} as const;

export const contactCopy = {
  eyebrow: 'Get In Touch',
  formTitle: 'Request a Free Quote',
  formText:
    'Tell us about your project. Within two business days a senior consultant will reply with initial ideas, a rough timeline and a budget range.',
  formSubmit: 'Send Message',
  infoTitle: 'Contact Information',
  infoText: 'Prefer to talk? Call, e-mail or visit us. We answer every message personally.',
  hoursLabel: 'Office Hours',
  followTitle: 'Follow Us',
  mapTitle: 'Find Our Office',
  mapLink: 'Open the full map',
} as const;

export const searchCopy = {
  // Every page is in the index: services, projects, articles, team members, FAQs and the rest.
  formLabel: 'Search the whole site',
  idle: 'Type a word or two above to search our services, projects, articles, team members and frequently asked questions.',
  emptyText: 'Check the spelling, try fewer or more general words, or browse one of the pages below.',
  browseTitle: 'Popular pages',
  loading: 'Searching…',
  failed: 'Search is unavailable right now: the search index could not be loaded. Please try again in a moment.',
  retry: 'Try again',
  liveListLabel: 'Matching pages',
  seeAll: 'See all results',
  liveFailed: 'Search could not load here. Press Enter to search on the results page.',
  suggestions: [
    { name: 'Our Services', url: paths.services },
    { name: 'Our Projects', url: paths.projects },
    { name: 'Our Blog', url: paths.blog },
    { name: 'Contact Us', url: paths.contact },
  ],
} as const;
