import { collectionPrefixes, slugFromUrl } from './permalinks';
import type { Project, ProjectCategory } from './types';

/**
 * Projects come from three lists, combined in order into `projects`.
 * The first six of the combined list feed the home-page sliders, so the
 * featured list deliberately spans every category.
 *
 * A few projects omit `client`, `duration`, `year` or `technologies` on purpose;
 * `getProjectFacts` and `getTechnicalDetails` supply the fallbacks.
 */
export const featuredProjects = [
  {
    imgUrl: '/images/projects/ai-ecommerce-platform.svg',
    title: 'AI-Powered E-commerce Platform',
    category: 'AI Solutions',
    url: '/project/ai-ecommerce-platform',
    brief:
      'A headless storefront for outdoor retailer Harbor & Pine with real-time product recommendations and AI-assisted search that understands how customers actually describe gear. Average order value rose 17% in the first quarter after launch.',
    client: 'Harbor & Pine Outfitters',
    year: '2025',
    duration: '7 months',
    technologies: ['Next.js', 'Python', 'PyTorch', 'Elasticsearch', 'PostgreSQL', 'AWS'],
  },
  {
    imgUrl: '/images/projects/enterprise-saas-platform.svg',
    title: 'Enterprise SaaS Platform',
    category: 'Web Development',
    url: '/project/enterprise-saas-platform',
    brief:
      'A multi-tenant procurement platform for Quantix, rebuilt from a legacy monolith into a modular TypeScript application with single sign-on, audit trails and granular permissions. The new platform onboarded its 400th enterprise customer within a year.',
    client: 'Quantix',
    year: '2024',
    duration: '10 months',
    technologies: ['React', 'TypeScript', 'NestJS', 'PostgreSQL', 'Redis', 'Kubernetes'],
  },
  {
    imgUrl: '/images/projects/fintech-mobile-banking.svg',
    title: 'Fintech Mobile Banking App',
    category: 'Mobile Development',
    url: '/project/fintech-mobile-banking',
    brief:
      'A mobile banking app for Veridian Bank with instant card controls, biometric sign-in and a spending insights feed, built to pass the bank’s strict security review on the first attempt. Digital account openings doubled within six months.',
    client: 'Veridian Bank',
    year: '2025',
    duration: '9 months',
    technologies: ['Swift', 'Kotlin', 'Node.js', 'PostgreSQL', 'Plaid', 'AWS'],
  },
  {
    imgUrl: '/images/projects/cloud-migration-insurer.svg',
    title: 'Cloud Migration for a Regional Insurer',
    category: 'Cloud Solutions',
    url: '/project/cloud-migration-insurer',
    brief:
      'A wave-by-wave migration of 140 applications from two aging data centers to Azure for Keystone Mutual, completed without a single unplanned outage during business hours. Infrastructure costs fell 29% in the first year.',
    client: 'Keystone Mutual Insurance',
    year: '2024',
    duration: '14 months',
    technologies: ['Microsoft Azure', 'Terraform', 'Azure Kubernetes Service', 'Azure DevOps', '.NET'],
  },
  {
    imgUrl: '/images/projects/zero-trust-security-rollout.svg',
    title: 'Zero-Trust Security Rollout',
    category: 'Cybersecurity',
    url: '/project/zero-trust-security-rollout',
    brief:
      'A phased zero-trust program for Northwind’s 3,200 employees across 11 sites, replacing the legacy VPN with identity-aware access and device posture checks. Help-desk access tickets dropped 41% after rollout.',
    client: 'Northwind',
    year: '2025',
    duration: '8 months',
    technologies: ['Okta', 'Zscaler', 'CrowdStrike Falcon', 'Microsoft Intune', 'Microsoft Sentinel'],
  },
  {
    imgUrl: '/images/projects/digital-transformation-roadmap.svg',
    title: 'Digital Transformation Roadmap',
    category: 'Tech Consulting',
    url: '/project/digital-transformation-roadmap',
    brief:
      'A 24-month technology roadmap for BrightPath’s network of learning centers, covering platform consolidation, data strategy and a new student experience. The board approved the full program and its budget in a single session.',
    client: 'BrightPath Learning',
    year: '2026',
    duration: '8 weeks',
  },
] satisfies Project[];

export const clientProjects = [
  {
    imgUrl: '/images/projects/telehealth-companion-app.svg',
    title: 'Telehealth Companion App',
    category: 'Mobile Development',
    url: '/project/telehealth-companion-app',
    brief:
      'A HIPAA-compliant companion app for Lumen Health patients that combines video visits, medication reminders and secure messaging with care teams. Missed appointments fell 23% among active users.',
    client: 'Lumen Health',
    year: '2024',
    duration: '6 months',
    technologies: ['React Native', 'TypeScript', 'Twilio', 'Node.js', 'AWS'],
  },
  {
    imgUrl: '/images/projects/logistics-route-optimizer.svg',
    title: 'Logistics Route Optimizer',
    category: 'AI Solutions',
    url: '/project/logistics-route-optimizer',
    brief:
      'A route optimization engine for Atlas Freight that plans 1,800 daily deliveries around time windows, vehicle capacity and live traffic. Fleet mileage dropped 14% and on-time delivery reached 97%.',
    client: 'Atlas Freight',
    year: '2025',
    duration: '5 months',
    technologies: ['Python', 'Google OR-Tools', 'FastAPI', 'PostgreSQL', 'Google Cloud'],
  },
  {
    imgUrl: '/images/projects/retail-analytics-dashboard.svg',
    title: 'Retail Analytics Dashboard',
    category: 'Web Development',
    url: '/project/retail-analytics-dashboard',
    brief:
      'A self-service analytics portal for Nimbus Retail that gives 120 store managers daily sales, stock and staffing insights on any device. Weekly reporting that once took analysts two days is now automatic.',
    client: 'Nimbus Retail',
    year: '2023',
    duration: '4 months',
    technologies: ['React', 'TypeScript', 'Node.js', 'Snowflake', 'dbt'],
  },
  {
    imgUrl: '/images/projects/penetration-testing-program.svg',
    title: 'Continuous Penetration Testing Program',
    category: 'Cybersecurity',
    url: '/project/penetration-testing-program',
    brief:
      'A quarterly penetration testing and retesting program covering the web, mobile and API estate of a national payments provider. Critical findings are now fixed in an average of nine days, down from 47.',
    year: '2025',
    duration: '12 months',
    technologies: ['Burp Suite Professional', 'OWASP ZAP', 'Nmap', 'Metasploit', 'MobSF'],
  },
  {
    imgUrl: '/images/projects/devops-maturity-assessment.svg',
    title: 'DevOps Maturity Assessment',
    category: 'Tech Consulting',
    url: '/project/devops-maturity-assessment',
    brief:
      'A DevOps maturity assessment for Fernway Software’s 90-person engineering organization, benchmarked against DORA metrics and followed by a coached improvement plan. Lead time for changes fell from 12 days to 3.',
    client: 'Fernway Software',
    year: '2024',
    duration: '6 weeks',
    technologies: ['GitHub Actions', 'Argo CD', 'Datadog', 'Backstage'],
  },
] satisfies Project[];

export const innovationProjects = [
  {
    imgUrl: '/images/projects/predictive-maintenance-ai.svg',
    title: 'Predictive Maintenance AI',
    category: 'AI Solutions',
    url: '/project/predictive-maintenance-ai',
    brief:
      'Sensor-driven failure prediction for Helio Energy’s wind turbine fleet, flagging gearbox and bearing faults weeks before they cause downtime. Unplanned outages fell 35% across the pilot sites.',
    client: 'Helio Energy',
    year: '2026',
    technologies: ['Python', 'TensorFlow', 'Apache Kafka', 'InfluxDB', 'Azure IoT Hub'],
  },
  {
    imgUrl: '/images/projects/serverless-media-pipeline.svg',
    title: 'Serverless Media Pipeline',
    category: 'Cloud Solutions',
    url: '/project/serverless-media-pipeline',
    brief:
      'An event-driven pipeline for Bluewave Media that transcodes, captions and publishes video to six channels within minutes of upload. Processing costs dropped 58% compared with the always-on encoding servers it replaced.',
    client: 'Bluewave Media Group',
    duration: '3 months',
    technologies: ['AWS Lambda', 'AWS Step Functions', 'AWS Elemental MediaConvert', 'Amazon S3', 'Terraform'],
  },
  {
    imgUrl: '/images/projects/fitness-coaching-app.svg',
    title: 'Fitness Coaching App',
    category: 'Mobile Development',
    url: '/project/fitness-coaching-app',
    brief:
      'A coaching app for Pulsefit Studios that pairs members with trainers, adapts workout plans to wearable data and keeps progress visible between sessions. Member retention at 90 days improved by 26%.',
    client: 'Pulsefit Studios',
    year: '2026',
    duration: '5 months',
    technologies: ['Flutter', 'Firebase', 'HealthKit', 'Health Connect', 'Stripe'],
  },
] satisfies Project[];

/** All projects, in display order. */
export const projects: Project[] = [...featuredProjects, ...clientProjects, ...innovationProjects];

/** Texts shown when a project omits a field. */
export const projectFallbacks = {
  client: 'Confidential',
  duration: 'Various phases',
  year: 'Recent',
  technologies: 'Modern tech stack',
} as const;

/** The fixed results sentence shown on every project page. */
export const projectResultsSentence =
  'The project was delivered on schedule and on budget, with measurable gains in performance, user engagement and operational efficiency confirmed against the success metrics agreed at kickoff.';

/** The five fixed feature bullets shown on every project page. */
export const projectFeatures = [
  'User-centered design validated with real users before development',
  'Scalable architecture built to grow with demand',
  'Security and data privacy built in from day one',
  'Automated testing and continuous delivery for reliable releases',
  'Analytics and monitoring to track results after launch',
] as const;

/** The slug of a project: its url without the `/project/` prefix. The only place a project slug is derived. */
export function getProjectSlug(project: Pick<Project, 'url'>): string {
  return slugFromUrl(project.url, collectionPrefixes.project);
}

/** The project whose slug matches, or undefined (the page then shows not-found). */
export function getProjectBySlug(slug: string): Project | undefined {
  return projects.find((project) => getProjectSlug(project) === slug);
}

/** Every project slug, in display order (for static params). */
export function getProjectSlugs(): string[] {
  return projects.map((project) => getProjectSlug(project));
}

/** Every project in the given category, in display order. */
export function getProjectsByCategory(category: ProjectCategory): Project[] {
  return projects.filter((project) => project.category === category);
}

/**
 * Projects to show beside one: others of the same category first, then the
 * rest in display order, up to `limit`.
 */
export function getRelatedProjects(project: Project, limit = 3): Project[] {
  const others = projects.filter((candidate) => candidate.url !== project.url);
  const sameCategory = others.filter((candidate) => candidate.category === project.category);
  const rest = others.filter((candidate) => candidate.category !== project.category);
  return [...sameCategory, ...rest].slice(0, limit);
}

/** "A", "A and B", "A, B and C". */
function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** The technical-details sentence of a project page, built from its technologies list. */
export function getTechnicalDetails(project: Pick<Project, 'technologies'>): string {
  const technologies = project.technologies ?? [];
  if (technologies.length === 0) {
    return `${projectFallbacks.technologies}, chosen component by component for performance, security and long-term maintainability.`;
  }
  return `Built with ${joinList(technologies)}, chosen for performance, security and long-term maintainability.`;
}

/** The facts block of a project page. */
export interface ProjectFacts {
  client: string;
  duration: string;
  year: string;
  technologies: string;
}

/** Client, duration, year and technologies of a project as display strings, with fallbacks applied. */
export function getProjectFacts(project: Project): ProjectFacts {
  const technologies = project.technologies ?? [];
  return {
    client: project.client?.trim() || projectFallbacks.client,
    duration: project.duration?.trim() || projectFallbacks.duration,
    year: project.year?.trim() || projectFallbacks.year,
    technologies: technologies.length > 0 ? technologies.join(', ') : projectFallbacks.technologies,
  };
}
