import { menuSections } from '@/content/menu-sections';
import { mainMenu } from '@/content/navigation';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { getMemberSlug, team } from '@/content/team';
import type { NavItem } from '@/content/types';
import { currentOf, menuEntries, menuMap, normalisePath, placeOf } from './menu-state';

// The menu state over the site's own menu: the content only lists the pages, lib/menu-state.ts
// decides which entry a page lights up. Services is current on /services and on each service
// page, Portfolio on its children and on each project and member page.
const map = menuMap(mainMenu, menuSections);
const menuUrlFor = (pathname: string) => placeOf(pathname, map).at;
const linkState = (url: string | undefined, pathname: string) => {
  const current = url === undefined ? undefined : currentOf({ page: url }, placeOf(pathname, map));
  return current === 'true' ? 'section' : current;
};
const isActive = (item: NavItem, pathname: string) =>
  menuEntries([item], '', '{name} submenu').some(
    (entry) => currentOf(entry.mark, placeOf(pathname, map)) !== undefined,
  );

const byName = (name: string) => {
  const item = mainMenu.find((entry) => entry.name === name);
  if (!item) throw new Error(`no menu item ${name}`);
  return item;
};

describe('active item', () => {
  const activeEntries = (path: string) => mainMenu.filter((item) => isActive(item, path)).map((item) => item.name);

  it('matches the current path', () => {
    expect(isActive(byName('Home'), '/')).toBe(true);
    expect(isActive(byName('Home'), '/about')).toBe(false);
    expect(isActive(byName('About'), '/about')).toBe(true);
    expect(activeEntries('/contact')).toEqual(['Contact']);
  });

  it('highlights Services on /services, on each service page and on /service-details', () => {
    expect(isActive(byName('Services'), '/services')).toBe(true);
    for (const service of services) expect(activeEntries(service.url)).toEqual(['Services']);
    expect(activeEntries('/service-details')).toEqual(['Services']);
  });

  it('highlights Portfolio on its children and on the project and member pages', () => {
    for (const path of ['/projects', '/team', '/testimonials', '/project-details', '/team-details'])
      expect(activeEntries(path)).toEqual(['Portfolio']);
    for (const project of projects) expect(activeEntries(project.url)).toEqual(['Portfolio']);
    for (const member of team)
      expect(activeEntries(`/team-details/${getMemberSlug(member.name)}`)).toEqual(['Portfolio']);
  });

  it('highlights Blog on /blog-details and Home on the other home pages', () => {
    expect(activeEntries('/blog-details')).toEqual(['Blog']);
    expect(activeEntries('/home-2')).toEqual(['Home']);
    expect(activeEntries('/home-3/')).toEqual(['Home']);
  });

  it('highlights nothing on pages the menu does not lead to', () => {
    for (const path of ['/price-plan', '/faqs', '/search', '/404', '/projects-archive', '/blogger'])
      expect(activeEntries(path)).toEqual([]);
  });

  it('files each page under one menu page, and tells the page from its section', () => {
    expect(menuUrlFor('/team')).toBe('/team');
    expect(menuUrlFor(projects[0]!.url)).toBe('/projects');
    expect(menuUrlFor('/project-details')).toBe('/projects');
    expect(menuUrlFor('/faqs')).toBeUndefined();
    expect(linkState('/team', '/team')).toBe('page');
    expect(linkState('/team', '/team-details/anyone')).toBe('section');
    expect(linkState('/projects', '/team-details')).toBeUndefined();
    expect(linkState(undefined, '/team')).toBeUndefined();
  });

  it('ignores a trailing slash or .html', () => {
    expect(normalisePath('/about/')).toBe('/about');
    expect(normalisePath('/about.html')).toBe('/about');
    expect(normalisePath('')).toBe('/');
    expect(isActive(byName('Contact'), '/contact/')).toBe(true);
    expect(linkState('/blog', '/blog-details.html')).toBe('section');
  });
});
