import { getMemberUrl, team } from './team';
import { projects } from './projects';
import { services } from './services';

/** The routes of the specification's table, plus the search results page. */
export const pageRoutes = [
  '/',
  '/home-2',
  '/home-3',
  '/about',
  '/services',
  '/service-details',
  '/projects',
  '/project-details',
  '/team',
  '/team-details',
  '/testimonials',
  '/price-plan',
  '/faqs',
  '/blog',
  '/blog-details',
  '/contact',
  '/search',
] as const;

/** Every prerendered route: the sitemap and the route tests read this list. */
export function staticRoutes(): string[] {
  return [
    ...pageRoutes,
    ...services.map((service) => service.url),
    ...projects.map((project) => project.url),
    ...team.map(getMemberUrl),
  ];
}
