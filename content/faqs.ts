import { withCompanyNames } from './company-text';
import { dataFile } from './files';
import { dataFiles } from './schema';

/** The FAQ entries of content/faqs.yml; the accordion splits them into two columns. */
export const faqs = withCompanyNames(dataFile(dataFiles.faqs).questions);
