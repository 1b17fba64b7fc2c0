import { heroOne } from './home';
import { ui } from './interface';
import { defaultLanguage, type Language } from './languages';
import { inLanguage, localized } from './localized';
import { cardPath } from './permalinks';
import { categoryName, getProjectSlug, projects } from './projects';
import { sectionCopy } from './sections';
import { getServiceSlug, services } from './services';
import { site } from './site';
import { getMemberSlug, team } from './team';
import type { Project, Service, TeamMember } from './types';

/** One Open Graph card: the image a link to the page shows when it is shared. */
export interface OgCard {
  /** File name under /og/, e.g. `service-cybersecurity.png`. */
  file: string;
  eyebrow: string;
  title: string;
  text: string;
}

const serviceFile = (service: Pick<Service, 'url'>) => `service-${getServiceSlug(service)}.png`;
const projectFile = (project: Pick<Project, 'url'>) => `project-${getProjectSlug(project)}.png`;
const memberFile = (member: Pick<TeamMember, 'name'>) => `member-${getMemberSlug(member.name)}.png`;

/**
 * Every card the build draws in `language`: the site's default, the sections and each service,
 * and, in the default language only, each project and member. The projects and the team grow
 * with the company, and a card each in each language would be the most numerous files of the
 * export after the pages (about 2,200 in German alone at a hundred times today's content,
 * BENCHMARKS.md); their pages in other languages share the default language's card, as the
 * Arabic pages share every English one. A shared link still reads in the page's language: its
 * title and description travel beside the image.
 */
export function ogCardsIn(language: Language): OgCard[] {
  return inLanguage(language, () => {
    const words = ui.cards;
    const items = language === defaultLanguage;
    return [
      { file: 'default.png', eyebrow: words.default, title: site.tagline, text: site.description },
      { file: 'home.png', eyebrow: heroOne.eyebrow, title: heroOne.title, text: site.description },
      {
        file: 'services.png',
        eyebrow: words.services,
        title: sectionCopy.services.title,
        text: sectionCopy.services.text,
      },
      ...services.map((service) => ({
        file: serviceFile(service),
        eyebrow: words.service,
        title: service.title,
        text: service.brief,
      })),
      {
        file: 'projects.png',
        eyebrow: words.projects,
        title: sectionCopy.projects.title,
        text: sectionCopy.projects.text,
      },
      ...(items ? projects : []).map((project) => ({
        file: projectFile(project),
        eyebrow: `${words.project} · ${categoryName(project.category)}`,
        title: project.title,
        text: project.brief,
      })),
      { file: 'team.png', eyebrow: words.team, title: sectionCopy.team.title, text: sectionCopy.expertise.text },
      ...(items ? team : []).map((member) => ({
        file: memberFile(member),
        eyebrow: member.role,
        title: member.name,
        text: member.description,
      })),
      { file: 'blog.png', eyebrow: words.blog, title: sectionCopy.blog.title, text: site.description },
    ];
  });
}

/** The card a page shares, by section or by item, in the page's language (content/permalinks.ts, `cardPath`). */
export const ogImage = localized((language) => {
  const path = (file: string) => cardPath(file, language);
  return {
    home: path('home.png'),
    services: path('services.png'),
    projects: path('projects.png'),
    team: path('team.png'),
    blog: path('blog.png'),
    service: (service: Pick<Service, 'url'>) => path(serviceFile(service)),
    project: (project: Pick<Project, 'url'>) => cardPath(projectFile(project), defaultLanguage),
    member: (member: Pick<TeamMember, 'name'>) => cardPath(memberFile(member), defaultLanguage),
  };
});
