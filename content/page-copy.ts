/**
 * Headings, introductions and labels of the inner pages' sections, from content/pages.yml, so
 * every visible sentence lives in `content/`.
 */
import { withCompanyNames } from './company-text';
import { dataFile } from './files';
import { paths } from './permalinks';
import { dataFiles } from './schema';

export type { SectionCopy } from './schema';

const pages = withCompanyNames(dataFile(dataFiles.pages));

/** Each page's title and description for search engines and social cards (content/seo.yml). */
export const pageMeta = withCompanyNames(dataFile(dataFiles.seo));

export const servicesCopy = pages.services;

/** Headings of a service page's sections. */
export const serviceSectionTitles = pages.service_page;

/** The sidebar of the service pages. */
export const serviceSidebarCopy = pages.service_sidebar;

export const projectsCopy = pages.projects;

/** Headings of a project page's sections. */
export const projectSectionTitles = pages.project_page;

export const teamCopy = pages.team;

/** The heading over the default /team-details content. */
export const teamDetailsHeading = pages.team_details_heading;

/** Headings of a member page's sections. */
export const memberSectionTitles = pages.member_page;

export const testimonialsCopy = pages.testimonials;

export const pricingCopy = pages.pricing;

export const blogCopy = pages.blog;

export const contactCopy = pages.contact;

/** The search's texts; every page is in the index: services, projects, articles, team members, FAQs and the rest. */
export const searchCopy = {
  ...pages.search,
  suggestions: [
    { name: 'Our Services', url: paths.services },
    { name: 'Our Projects', url: paths.projects },
    { name: 'Our Blog', url: paths.blog },
    { name: 'Contact Us', url: paths.contact },
  ],
} as const;
