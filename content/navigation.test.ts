import { footerColumns, isActive, linkState, mainMenu, menuUrlFor, normalisePath, quoteLink } from './navigation';
import { projects } from './projects';
import { services } from './services';
import { getMemberSlug, team } from './team';

const byName = (name: string) => {
  const item = mainMenu.find((entry) => entry.name === name);
  if (!item) throw new Error(`no menu item ${name}`);
  return item;
};

describe('main menu', () => {
  it('has the specification entries in order', () => {
    expect(mainMenu.map((item) => item.name)).toEqual(['Home', 'About', 'Services', 'Portfolio', 'Blog', 'Contact']);
    expect(mainMenu.map((item) => item.url)).toEqual(['/', '/about', '/services', undefined, '/blog', '/contact']);
  });

  it('lists the six service pages and All Services under Services', () => {
    expect(byName('Services').children?.map((child) => child.url)).toEqual([
      '/service/mobile-app-development',
      '/service/ai-machine-learning',
      '/service/web-development',
      '/service/cloud-solutions',
      '/service/cybersecurity',
      '/service/tech-consulting',
      '/services',
    ]);
    expect(byName('Services').children?.at(-1)?.name).toBe('All Services');
  });

  it('gives Portfolio no target of its own and three children', () => {
    expect(byName('Portfolio').url).toBeUndefined();
    expect(byName('Portfolio').children?.map((child) => child.url)).toEqual(['/projects', '/team', '/testimonials']);
  });

  it('sends the quote button to /contact', () => {
    expect(quoteLink).toEqual({ name: 'Get A Free Quote', url: '/contact' });
  });
});

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

describe('footer links', () => {
  it('carries exactly the specification links', () => {
    const urls = footerColumns.flatMap((column) => column.links.map((link) => link.url));
    expect(urls.sort()).toEqual(
      ['/', ...services.map((s) => s.url), '/about', '/team', '/projects', '/faqs', '/contact', '/blog'].sort(),
    );
    const about = footerColumns.flatMap((column) => column.links).find((link) => link.url === '/about');
    expect(about?.name).toBe('What We Do');
  });
});
