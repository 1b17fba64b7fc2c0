/**
 * Headings, introductions and labels of the inner pages' sections (content/pages.yml, read as
 * `pages.<page>`), and each page's title and description (content/seo.yml), so every visible
 * sentence lives in `content/`.
 */
import { withCompanyNames } from './company-text';
import { dataFile } from './files';
import { paths } from './permalinks';
import { dataFiles } from './schema';

export type { SectionCopy } from './schema';

/** The texts of each inner page's sections, by page (`pages.projects`, `pages.service_page`, …). */
export const pages = withCompanyNames(dataFile(dataFiles.pages));

/** Each page's title and description for search engines and social cards (content/seo.yml). */
export const pageMeta = withCompanyNames(dataFile(dataFiles.seo));

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
