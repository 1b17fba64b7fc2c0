import { withCompanyNames } from './company-text';
import { dataFileInLanguage } from './files';
import { localized } from './localized';
import { dataFiles } from './schema';

/** The FAQ entries of content/faqs.yml; the accordion splits them into two columns. */
export const faqs = localized((language) => withCompanyNames(dataFileInLanguage(dataFiles.faqs, language).questions));
