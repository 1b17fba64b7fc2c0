import { withCompanyNames } from './company-text';
import { dataFileInLanguage } from './files';
import { localized } from './localized';
import { dataFiles } from './schema';

const stats = localized((language) => withCompanyNames(dataFileInLanguage(dataFiles.stats, language)));

/** The statistics strip (counts up once when scrolled into view). */
export const statistics = localized(() => stats.statistics);

/** Skill bars of the expertise section. */
export const expertiseSkills = localized(() => stats.expertise_skills);

/** Default skill bars used elsewhere (e.g. the home-3 about block). */
export const defaultSkills = localized(() => stats.default_skills);
