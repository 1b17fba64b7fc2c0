import { withCompanyNames } from './company-text';
import { byOrder, collectionInLanguage, dataFileInLanguage } from './files';
import { fill, ui } from './interface';
import { localized } from './localized';
import { collectionPrefixes, pathIn, slugFromUrl } from './permalinks';
import { collections, dataFiles } from './schema';
import type { Project, ProjectCategory } from './types';

/**
 * The projects of content/projects/, in display order (`order`). The first six feed the
 * home-page sliders, so they deliberately span every category.
 *
 * A few projects omit `client`, `duration`, `year` or `technologies` on purpose;
 * `getProjectFacts` and `getTechnicalDetails` supply the fallbacks.
 */
export const projects: Project[] = localized((language) =>
  withCompanyNames(collectionInLanguage(collections.projects, language))
    .map((project) => ({ ...project, url: pathIn(project.url, language) }))
    .toSorted(byOrder),
);

const shared = localized((language) => dataFileInLanguage(dataFiles.projects, language));

/** Texts shown when a project omits a field (content/projects.yml). */
export const projectFallbacks = localized(() => shared.fallbacks);

/** The fixed results sentence shown on every project page. */
export const projectResultsSentence = (): string => shared.results;

/** The fixed feature bullets shown on every project page. */
export const projectFeatures = localized(() => shared.features);

/** The slug of a project: its url without the `/project/` prefix. The only place a project slug is derived. */
export function getProjectSlug(project: Pick<Project, 'url'>): string {
  return slugFromUrl(project.url, collectionPrefixes.project);
}

/** The project whose slug matches, or undefined (the page then shows not-found). */
export function getProjectBySlug(slug: string): Project | undefined {
  return projects.find((project) => getProjectSlug(project) === slug);
}

/** Every project slug, in display order (for static params). */
export function getProjectSlugs(): string[] {
  return projects.map((project) => getProjectSlug(project));
}

/** Every project in the given category, in display order. */
export function getProjectsByCategory(category: ProjectCategory): Project[] {
  return projects.filter((project) => project.category === category);
}

/**
 * Projects to show beside one: others of the same category first, then the
 * rest in display order, up to `limit`.
 */
export function getRelatedProjects(project: Project, limit = 3): Project[] {
  const others = projects.filter((candidate) => candidate.url !== project.url);
  const sameCategory = others.filter((candidate) => candidate.category === project.category);
  const rest = others.filter((candidate) => candidate.category !== project.category);
  return [...sameCategory, ...rest].slice(0, limit);
}

/** "A", "A and B", "A, B and C" (with the page's language's "and"). */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${ui.projects.and} ${items[items.length - 1] ?? ''}`;
}

/** The technical-details sentence of a project page, built from its technologies list. */
export function getTechnicalDetails(project: Pick<Project, 'technologies'>): string {
  const technologies = project.technologies ?? [];
  if (technologies.length === 0)
    return fill(ui.projects.built_without_list, { technologies: projectFallbacks.technologies });
  return fill(ui.projects.built_with, { technologies: joinList(technologies) });
}

/** A project category's name in the page's language (a project's file names it in English). */
export function categoryName(category: ProjectCategory): string {
  return ui.categories[category.toLowerCase().replaceAll(' ', '_') as keyof typeof ui.categories];
}

/** The facts block of a project page. */
export interface ProjectFacts {
  client: string;
  duration: string;
  year: string;
  technologies: string;
}

/** Client, duration, year and technologies of a project as display strings, with fallbacks applied. */
export function getProjectFacts(project: Project): ProjectFacts {
  const technologies = project.technologies ?? [];
  return {
    client: project.client?.trim() || projectFallbacks.client,
    duration: project.duration?.trim() || projectFallbacks.duration,
    year: project.year?.trim() || projectFallbacks.year,
    technologies: technologies.length > 0 ? technologies.join(', ') : projectFallbacks.technologies,
  };
}
