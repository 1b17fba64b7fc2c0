import { services } from './services';
import type { Link, NavItem } from './types';
import { localized } from './localized';
import { paths } from './permalinks';

/** The menu of the desktop header and the mobile menu (the specification's table). */
export const mainMenu: NavItem[] = localized(() => [
  { name: 'Home', url: paths.home },
  { name: 'About', url: paths.about },
  {
    name: 'Services',
    url: paths.services,
    children: [
      ...services.map((service) => ({ name: service.title, url: service.url })),
      { name: 'All Services', url: paths.services },
    ],
  },
  {
    name: 'Portfolio',
    children: [
      { name: 'Projects', url: paths.projects },
      { name: 'Team', url: paths.team },
      { name: 'Testimonials', url: paths.testimonials },
    ],
  },
  { name: 'Blog', url: paths.blog },
  { name: 'Contact', url: paths.contact },
]);

export const quoteLink: Link = localized(() => ({ name: 'Get A Free Quote', url: paths.contact }));

/** The footer's link columns (the specification's list, grouped). */
export const footerColumns: { title: string; links: Link[] }[] = localized(() => [
  {
    title: 'Services',
    links: services.map((service) => ({ name: service.title, url: service.url })),
  },
  {
    title: 'Company',
    links: [
      { name: 'Home', url: paths.home },
      { name: 'What We Do', url: paths.about },
      { name: 'Team', url: paths.team },
      { name: 'Projects', url: paths.projects },
      { name: 'FAQs', url: paths.faqs },
      { name: 'Contact', url: paths.contact },
      { name: 'Blog', url: paths.blog },
    ],
  },
]);
