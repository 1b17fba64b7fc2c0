import { ui } from './interface';
import { localized } from './localized';
import { paths } from './permalinks';
import { services } from './services';
import type { Link, NavItem } from './types';

/** The menu of the desktop header and the mobile menu (the specification's table). */
export const mainMenu: NavItem[] = localized(() => {
  const { menu } = ui;
  return [
    { name: menu.home, url: paths.home },
    { name: menu.about, url: paths.about },
    {
      name: menu.services,
      url: paths.services,
      children: [
        ...services.map((service) => ({ name: service.title, url: service.url })),
        { name: menu.all_services, url: paths.services },
      ],
    },
    {
      name: menu.portfolio,
      children: [
        { name: menu.projects, url: paths.projects },
        { name: menu.team, url: paths.team },
        { name: menu.testimonials, url: paths.testimonials },
      ],
    },
    { name: menu.blog, url: paths.blog },
    { name: menu.contact, url: paths.contact },
  ];
});

export const quoteLink: Link = localized(() => ({ name: ui.menu.quote, url: paths.contact }));

/** The footer's link columns (the specification's list, grouped). */
export const footerColumns: { id: string; title: string; links: Link[] }[] = localized(() => {
  const { footer } = ui;
  return [
    {
      id: 'services',
      title: footer.services,
      links: services.map((service) => ({ name: service.title, url: service.url })),
    },
    {
      id: 'company',
      title: footer.company,
      links: [
        { name: footer.home, url: paths.home },
        { name: footer.what_we_do, url: paths.about },
        { name: footer.team, url: paths.team },
        { name: footer.projects, url: paths.projects },
        { name: footer.faqs, url: paths.faqs },
        { name: footer.contact, url: paths.contact },
        { name: footer.blog, url: paths.blog },
      ],
    },
  ];
});
