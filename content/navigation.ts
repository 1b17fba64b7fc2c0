import { services } from './services';
import type { Link, NavItem } from './types';

/** The menu of the desktop header and the mobile menu (the specification's table). */
export const mainMenu: NavItem[] = [
  { name: 'Home', url: '/' },
  { name: 'About', url: '/about' },
  {
    name: 'Services',
    url: '/services',
    children: [
      ...services.map((service) => ({ name: service.title, url: service.url })),
      { name: 'All Services', url: '/services' },
    ],
  },
  {
    name: 'Portfolio',
    children: [
      { name: 'Projects', url: '/projects' },
      { name: 'Team', url: '/team' },
      { name: 'Testimonials', url: '/testimonials' },
    ],
  },
  { name: 'Blog', url: '/blog' },
  { name: 'Contact', url: '/contact' },
];

export const quoteLink: Link = { name: 'Get A Free Quote', url: '/contact' };

/** The footer's link columns (the specification's list, grouped). */
export const footerColumns: { title: string; links: Link[] }[] = [
  {
    title: 'Services',
    links: services.map((service) => ({ name: service.title, url: service.url })),
  },
  {
    title: 'Company',
    links: [
      { name: 'Home', url: '/' },
      { name: 'What We Do', url: '/about' },
      { name: 'Team', url: '/team' },
      { name: 'Projects', url: '/projects' },
      { name: 'FAQs', url: '/faqs' },
      { name: 'Contact', url: '/contact' },
      { name: 'Blog', url: '/blog' },
    ],
  },
];
