import type { SkillBar, Statistic } from './types';

/** The statistics strip (counts up once when scrolled into view). */
export const statistics = [
  { icon: 'users', count: 200, suffix: '+', text: 'Team Member' },
  { icon: 'briefcase', count: 25, suffix: 'K+', text: 'Complete Project' },
  { icon: 'star', count: 18, suffix: 'K+', text: 'Client Review' },
] satisfies Statistic[];

/** Skill bars of the expertise section. */
export const expertiseSkills = [
  { title: 'Mobile Development', percent: 95 },
  { title: 'AI Solutions', percent: 88 },
  { title: 'Web Development', percent: 92 },
] satisfies SkillBar[];

/** Default skill bars used elsewhere (e.g. the home-3 about block). */
export const defaultSkills = [
  { title: 'Productivity', percent: 80 },
  { title: 'Digital Marketing', percent: 75 },
  { title: 'Technology', percent: 90 },
] satisfies SkillBar[];
