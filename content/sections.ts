import { clientsLead, sharedSections as copy } from './home';
import { localized } from './localized';
import { paths } from './permalinks';
import type { Link } from './types';

/** The heading block of a page section. */
export interface SectionCopy {
  eyebrow: string;
  title: string;
  text?: string;
  /** A "see all" link beside the heading. */
  link?: Link;
}

/** The section's heading with its "see all" link, whose label content/home.yml writes. */
function linked<Copy extends { link_label: string }>({ link_label, ...heading }: Copy, url: string) {
  return { ...heading, link: { name: link_label, url } };
}

/** Headings of the shared sections (home pages, /about, /faqs and the pricing page; content/home.yml). */
export const sectionCopy = localized(
  () =>
    ({
      services: linked(copy.services, paths.services),
      serviceStrip: copy.service_strip,
      projects: linked(copy.projects, paths.projects),
      faq: copy.faq,
      blog: linked(copy.blog, paths.blog),
      testimonials: copy.testimonials,
      team: linked(copy.team, paths.team),
      expertise: copy.expertise,
      aboutIntro: copy.about_intro,
      statistics: copy.statistics,
      video: copy.video,
    }) satisfies Record<string, SectionCopy>,
);

export { clientsLead };
