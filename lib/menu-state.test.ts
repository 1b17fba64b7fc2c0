import { menuSections } from '@/content/menu-sections';
import { mainMenu } from '@/content/navigation';
import { projects } from '@/content/projects';
import { currentOf, menuEntries, menuMap, placeOf } from './menu-state';

const entries = menuEntries(mainMenu, 'm', '{name} submenu');
const map = menuMap(mainMenu, menuSections);

/** What the menu marks current on a path: entries and dropdown pages, with their `aria-current`. */
function currentOn(path: string): string[] {
  const place = placeOf(path, map);
  return entries
    .flatMap((entry) => [
      [entry.name, currentOf(entry.mark, place)],
      ...(entry.dropdown?.links ?? []).map((link) => [
        `${entry.name} › ${link.name}`,
        currentOf({ page: link.url }, place),
      ]),
    ])
    .filter(([, current]) => current !== undefined)
    .map(([name, current]) => `${name}: ${current}`);
}

describe('menuEntries', () => {
  it('gives the name and the mark to the entry’s link, or to its toggle when it has no link', () => {
    const drawn = entries.map(({ name, url, dropdown }) => {
      if (!dropdown) return [name, url];
      return [name, url, dropdown.id, 'mark' in dropdown.toggle ? 'toggle marked' : dropdown.toggle.label];
    });
    expect(drawn).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services', 'm-menu-3', 'Services submenu'],
      ['Portfolio', undefined, 'm-menu-4', 'toggle marked'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
    ]);
  });

  it('gives a dropdown the same id in every language, whatever its name holds', () => {
    const renamed = mainMenu.map((item) => ({ ...item, name: `Unsere ${item.name}` }));
    const ids = (menu: typeof mainMenu) =>
      menuEntries(menu, 'm', '{name}').flatMap(({ dropdown }) => dropdown?.id ?? []);
    expect(ids(renamed)).toEqual(ids(mainMenu));
    for (const id of ids(renamed)) expect(id).toMatch(/^\S+$/);
  });
});

describe('currentOf', () => {
  it.each<[string, string[]]>([
    ['/', ['Home: page']],
    ['/services', ['Services: page', 'Services › All Services: page']],
    ['/service/web-development', ['Services: true', 'Services › Web Development: page']],
    ['/team', ['Portfolio: true', 'Portfolio › Team: page']],
    [projects[0]!.url, ['Portfolio: true', 'Portfolio › Projects: true']],
    ['/team-details/anyone', ['Portfolio: true', 'Portfolio › Team: true']],
    ['/home-2', ['Home: true']],
    ['/blog-details.html', ['Blog: true']],
    ['/contact/', ['Contact: page']],
    ['/faqs', []],
    ['/projectsx', []],
  ])('on %s marks %j', (path, current) => {
    expect(currentOn(path)).toEqual(current);
  });
});
