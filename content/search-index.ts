import { excerpt, type SearchRecord } from '@/lib/search';
import { faqs } from './faqs';
import { aboutBlock } from './home';
import { contactCopy, pricingCopy, testimonialsCopy } from './page-copy';
import { posts } from './posts';
import { pricingFeatures, pricingPlans } from './pricing';
import { projects } from './projects';
import { services } from './services';
import { contact } from './site';
import { getMemberSlug, team } from './team';

/** The static blog leads every post to the one article page. */
const articleUrl = '/blog-details';

/**
 * Every searchable page as a plain record, built from content at build time;
 * the /search page filters these in the browser.
 */
export function buildSearchIndex(): SearchRecord[] {
  return [
    ...services.map((service) => ({
      title: service.title,
      url: service.url,
      type: 'Service',
      text: excerpt(service.brief),
      keywords: [...service.technologies, ...service.deliverables].join(' '),
    })),
    ...projects.map((project) => ({
      title: project.title,
      url: project.url,
      type: 'Project',
      text: excerpt(project.brief),
      keywords: [project.category, project.client ?? '', ...(project.technologies ?? [])].join(' '),
    })),
    ...posts.map((post) => ({
      title: post.title,
      url: articleUrl,
      type: 'Article',
      text: excerpt(post.description),
      keywords: [post.category, ...post.tags].join(' '),
    })),
    ...team.map((member) => ({
      title: member.name,
      url: `/team-details/${getMemberSlug(member.name)}`,
      type: 'Team',
      text: excerpt(`${member.role}. ${member.description}`),
      keywords: member.skills.join(' '),
    })),
    ...faqs.map((faq) => ({
      title: faq.question,
      url: '/faqs',
      type: 'FAQ',
      text: excerpt(faq.answer),
      keywords: '',
    })),
    {
      title: 'About Us',
      url: '/about',
      type: 'Page',
      text: excerpt(aboutBlock.text),
      keywords: aboutBlock.bullets.join(' '),
    },
    {
      title: 'Pricing Plan',
      url: '/price-plan',
      type: 'Page',
      text: excerpt(pricingCopy.text),
      keywords: [...pricingPlans.map((plan) => `${plan.name} $${plan.price}`), ...pricingFeatures].join(' '),
    },
    {
      title: 'Testimonials',
      url: '/testimonials',
      type: 'Page',
      text: excerpt(testimonialsCopy.text),
      keywords: 'reviews clients',
    },
    {
      title: 'Contact Us',
      url: '/contact',
      type: 'Page',
      text: excerpt(contactCopy.formText),
      keywords: ['quote', contact.address, contact.email, ...contact.phones].join(' '),
    },
  ];
}
