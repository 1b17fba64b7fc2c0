import { dataFile } from './files';
import { dataFiles } from './schema';

/** Logos of the client slider (2/3/4/5 per view at widths 0/576/992/1200), from content/clients.yml. */
export const clientLogos = dataFile(dataFiles.clients).clients;
