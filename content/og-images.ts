import { heroOne } from './home';
import { ui } from './interface';
import type { Language } from './languages';
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

/** Every card the build draws in `language`: the site's default, the sections and each service, project and member. */
export function ogCardsIn(language: Language): OgCard[] {
  return inLanguage(language, () => {
    const words = ui.cards;
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
      ...projects.map((project) => ({
        file: projectFile(project),
        eyebrow: `${words.project} · ${categoryName(project.category)}`,
        title: project.title,
        text: project.brief,
      })),
      { file: 'team.png', eyebrow: words.team, title: sectionCopy.team.title, text: sectionCopy.expertise.text },
      ...team.map((member) => ({
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
    project: (project: Pick<Project, 'url'>) => path(projectFile(project)),
    member: (member: Pick<TeamMember, 'name'>) => path(memberFile(member)),
  };
});
