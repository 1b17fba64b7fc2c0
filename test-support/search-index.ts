import type { SearchRecord } from '@/lib/search';
import { site } from '@/content/site';

/**
 * A small search index for unit tests, given whole: records as buildtime/search-index.ts reads them
 * from an export (it writes them in shards).
 */
export const sampleIndex: SearchRecord[] = [
  {
    url: '/service/cloud-solutions',
    title: 'Cloud Solutions',
    type: 'Service',
    excerpt: 'Cloud migration, modernization and managed operations on AWS and Azure.',
    body: 'What We Deliver Landing zones Kubernetes platforms Terraform modules How We Work Assess, migrate, operate.',
  },
  {
    url: '/service/mobile-app-development',
    title: 'Mobile App Development',
    type: 'Service',
    excerpt: 'Native and cross-platform apps for iOS and Android.',
    body: 'Apps that work offline and sync to the cloud when the network returns. Swift Kotlin Flutter.',
  },
  {
    url: '/project/cafe-ordering',
    title: 'Café Ordering',
    type: 'Project',
    excerpt: 'A maintainable ordering system for a coffee chain.',
    body: 'Built with React and Node.js.',
  },
  {
    url: '/project/zero-trust-security-rollout',
    title: 'Zero-Trust Security Rollout',
    type: 'Project',
    excerpt: 'Identity-aware access for every employee.',
    body: 'Built with Okta and Zscaler. The legacy VPN was retired in eleven sites.',
  },
  {
    url: '/faqs',
    title: 'FAQs',
    type: 'FAQ',
    excerpt: 'Answers to the questions prospective clients ask us.',
    body: 'How long does a typical project take? Most projects begin with a two-week discovery phase.',
  },
  {
    url: '/about',
    title: 'About Us',
    type: 'Page',
    excerpt: `Meet the engineers behind ${site.shortName}.`,
    body: 'We specialise, then work across disciplines. Our founders met at a hackathon in Lisbon.',
  },
];
