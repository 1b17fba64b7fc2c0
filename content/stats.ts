import { withCompanyNames } from './company-text';
import { dataFile } from './files';
import { dataFiles } from './schema';

const stats = withCompanyNames(dataFile(dataFiles.stats));

/** The statistics strip (counts up once when scrolled into view). */
export const statistics = stats.statistics;

/** Skill bars of the expertise section. */
export const expertiseSkills = stats.expertise_skills;

/** Default skill bars used elsewhere (e.g. the home-3 about block). */
export const defaultSkills = stats.default_skills;
