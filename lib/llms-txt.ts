import { faqs } from '@/content/faqs';
import { languageInfo, translatedLanguages } from '@/content/languages';
import { pathIn, paths } from '@/content/permalinks';
import { pricingPlans } from '@/content/pricing';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { claims, contact, site } from '@/content/site';

const joinedLanguages = () =>
  translatedLanguages
    .map((language) => `${languageInfo[language].english} (${languageInfo[language].name})`)
    .join(' and ');

function absolute(path: string): string {
  return new URL(path, site.url).toString();
}

const keyPages: { path: string; title: string; about: string }[] = [
  { path: paths.about, title: 'About', about: 'who we are, how we work, our numbers and our team' },
  { path: paths.services, title: 'Services', about: 'every service with its scope and engagement models' },
  { path: paths.projects, title: 'Projects', about: 'case studies by category' },
  { path: paths.team, title: 'Team', about: 'the senior people on every project' },
  { path: paths.pricePlan, title: 'Pricing', about: 'monthly plans and what each includes' },
  { path: paths.faqs, title: 'FAQs', about: 'timelines, technologies, pricing and support' },
  { path: paths.blog, title: 'Blog', about: 'articles from our engineering team' },
  { path: paths.contact, title: 'Contact', about: 'the quote request form, address, phones and e-mail' },
  { path: paths.privacy, title: 'Privacy notice', about: 'what the forms collect, where it goes and for how long' },
  {
    path: paths.accessibility,
    title: 'Accessibility statement',
    about:
      'the standard the site meets (WCAG 2.2 AA), how it is checked, its known limitations, how to report a barrier',
  },
];

/** `/llms.txt`: the company, its services and its key pages in Markdown, for language models. */
export function llmsTxt(): string {
  return [
    `# ${site.name}`,
    '',
    `> ${site.description}`,
    '',
    `${site.name} (${site.tagline}) has delivered ${claims.projectsDelivered.value} projects for ${claims.happyClients.value} clients.`,
    `Contact: ${contact.email}, ${contact.phones.join(' or ')} (${contact.hours}). A quote request is answered within two business days: ${absolute(paths.contact)}`,
    '',
    '## Services',
    '',
    ...services.map((service) => `- [${service.title}](${absolute(service.url)}): ${service.brief}`),
    '',
    '## Key pages',
    '',
    ...keyPages.map((page) => `- [${page.title}](${absolute(page.path)}): ${page.about}`),
    '',
    '## Languages',
    '',
    `Every page is also in ${joinedLanguages()}, at the same address under the language's prefix (${absolute(pathIn('/about', translatedLanguages[0]!))}). This file describes the English pages.`,
    ...translatedLanguages.map(
      (language) =>
        `- [${languageInfo[language].english} (${languageInfo[language].name})](${absolute(pathIn('/', language))}): the home page; the blog's feed is ${absolute(pathIn('/feed.xml', language))}`,
    ),
    '',
    '## Pricing',
    '',
    ...pricingPlans.map((plan) => `- ${plan.name}: $${plan.price} a month. ${plan.description}`),
    '',
    '## Projects',
    '',
    ...projects.map((project) => `- [${project.title}](${absolute(project.url)}): ${project.brief}`),
    '',
    '## Optional',
    '',
    ...faqs.map((faq) => `- ${faq.question} ${faq.answer}`),
    '',
  ].join('\n');
}
