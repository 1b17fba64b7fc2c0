/**
 * Headings, introductions and labels of the inner pages' sections (content/pages.yml, read as
 * `pages.<page>`), and each page's title and description (content/seo.yml), so every visible
 * sentence lives in `content/`.
 */
import { withCompanyNames } from './company-text';
import { dataFileInLanguage } from './files';
import { localized } from './localized';
import { paths } from './permalinks';
import { dataFiles } from './schema';

export type { SectionCopy } from './schema';

/** The texts of each inner page's sections, by page (`pages.projects`, `pages.service_page`, …). */
export const pages = localized((language) => withCompanyNames(dataFileInLanguage(dataFiles.pages, language)));

/** Each page's title and description for search engines and social cards (content/seo.yml). */
export const pageMeta = localized((language) => withCompanyNames(dataFileInLanguage(dataFiles.seo, language)));

/** The search's texts; every page is in the index: services, projects, articles, team members, FAQs and the rest. */
export const searchCopy = localized(() => ({
  ...pages.search,
  suggestions: [
    { name: 'Our Services', url: paths.services },
    { name: 'Our Projects', url: paths.projects },
    { name: 'Our Blog', url: paths.blog },
    { name: 'Contact Us', url: paths.contact },
  ],
}));
