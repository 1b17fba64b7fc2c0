import { footerColumns, mainMenu, quoteLink } from './navigation';
import { services } from './services';

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

  it('lists the service pages, in the order of the files, then All Services under Services', () => {
    const children = byName('Services').children ?? [];
    expect(children.map((child) => child.url)).toEqual([...services.map((service) => service.url), '/services']);
    expect(children.map((child) => child.name)).toEqual([...services.map((service) => service.title), 'All Services']);
    // The six the specification's menu names are among them.
    expect(children.map((child) => child.url)).toEqual(
      expect.arrayContaining([
        '/service/mobile-app-development',
        '/service/ai-machine-learning',
        '/service/web-development',
        '/service/cloud-solutions',
        '/service/cybersecurity',
        '/service/tech-consulting',
      ]),
    );
  });

  it('gives Portfolio no target of its own and three children', () => {
    expect(byName('Portfolio').url).toBeUndefined();
    expect(byName('Portfolio').children?.map((child) => child.url)).toEqual(['/projects', '/team', '/testimonials']);
  });

  it('sends the quote button to /contact', () => {
    expect(quoteLink).toEqual({ name: 'Get A Free Quote', url: '/contact' });
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
