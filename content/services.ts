import { withCompanyNames } from './company-text';
import { collection } from './files';
import { collectionPrefixes, slugFromUrl } from './permalinks';
import { collections } from './schema';
import { site } from './site';
import type { IconName, Service } from './types';

/**
 * The services of content/services/, in menu order (`order`). The slug of each service is
 * derived from its url by `getServiceSlug`; nothing else builds or stores slugs.
 */
export const services: Service[] = withCompanyNames(collection(collections.services)).toSorted(
  (a, b) => a.order - b.order,
);

/** The slug of a service: its url without the `/service/` prefix. The only place a service slug is derived. */
export function getServiceSlug(service: Pick<Service, 'url'>): string {
  return slugFromUrl(service.url, collectionPrefixes.service);
}

/** The service whose slug matches, or undefined. */
export function getServiceBySlug(slug: string): Service | undefined {
  return services.find((service) => getServiceSlug(service) === slug);
}

/** Every service slug, in menu order (for static params). */
export function getServiceSlugs(): string[] {
  return services.map((service) => getServiceSlug(service));
}

/** The services brochure offered in every service page's sidebar. */
export const serviceBrochure = {
  title: 'Services Brochure',
  url: '/brochure/corevia-services-brochure.pdf',
  /** Shown beside the link with the file size, e.g. "PDF, 38 KB". */
  format: 'PDF',
  pages: 3,
} as const;

/** An engagement model of the generic /service-details page. */
export interface EngagementModel {
  icon: IconName;
  title: string;
  text: string;
}

/** The generic /service-details page: how every engagement works, whatever the service. */
export const serviceOverview = {
  imgUrl: '/images/services/tech-consulting.svg',
  imgAlt: 'A roadmap board with milestones, owners and progress charts',
  title: `How Every ${site.shortName} Engagement Works`,
  intro: [
    'Whichever service you start with, mobile, AI, web, cloud, security or consulting, the way we work stays the same: small senior teams, a clear plan agreed up front, and working results you can review every two weeks. You always know what is being built, why, and what it costs.',
    'Every engagement begins with a short, fixed-price discovery. We meet the people who will use and run what we build, review your systems and data, and agree the metrics that define success. You leave discovery with a written scope, a delivery plan and a budget range, whether or not you continue with us.',
    'From there, one accountable team lead stays with you from kickoff to handover and beyond. Designers, engineers and specialists join as the work requires, and everything we create lives in your repositories and cloud accounts from the first day.',
  ],
  includedTitle: 'Included in Every Engagement',
  included: [
    'A senior team lead who stays with you from kickoff to handover',
    'Fixed-price discovery with a written scope, timeline and budget range',
    'A working demo at the end of every two-week sprint',
    'Full ownership of code, designs and documentation from the first commit',
    'Automated testing, code review and security checks on every change',
    'A 90-day stabilization period after launch at no extra cost',
  ],
  processTitle: 'Our Delivery Process',
  modelsTitle: 'Ways to Work With Us',
  models: [
    {
      icon: 'briefcase',
      title: 'Fixed Scope',
      text: 'A defined product or migration delivered for an agreed price and timeline, ideal when requirements are clear.',
    },
    {
      icon: 'users',
      title: 'Dedicated Team',
      text: 'A cross-functional team billed monthly that flexes with your priorities, for products that evolve every sprint.',
    },
    {
      icon: 'lightbulb',
      title: 'Advisory & Audits',
      text: 'Architecture reviews, security assessments and roadmaps from senior specialists, in weeks rather than months.',
    },
  ] satisfies EngagementModel[],
} as const;
