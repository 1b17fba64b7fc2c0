import { dataFileInLanguage } from './files';
import { localized } from './localized';
import { dataFiles } from './schema';

/** Logos of the client slider (2/3/4/5 per view at widths 0/576/992/1200), from content/clients.yml. */
export const clientLogos = localized((language) => dataFileInLanguage(dataFiles.clients, language).clients);
