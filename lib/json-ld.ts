import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Organization,
  Person,
  Service as ServiceThing,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import { pageLanguage } from '@/content/localized';
import { contact, site, socials } from '@/content/site';
import type { Faq, Link, Service, TeamMember } from '@/content/types';

/** A schema.org object as a page embeds it (the page's own things name its language, `inLanguage`), checked against the vocabulary's types. */
export type JsonLdObject = WithContext<Thing>;

/** An absolute URL on the configured site origin. */
export function absolute(path: string): string {
  return new URL(path, site.url).toString();
}

export function organizationJsonLd(): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: absolute(site.logo.src),
    description: site.description,
    email: contact.email,
    telephone: contact.phones[0],
    address: { '@type': 'PostalAddress', streetAddress: contact.address },
    sameAs: socials.map((social) => social.url),
  };
}

/** The site itself, beside the company, on the home pages. */
export function websiteJsonLd(): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    alternateName: site.shortName,
    url: site.url,
    description: site.description,
    inLanguage: pageLanguage(),
    publisher: provider(),
  };
}

function provider(): Exclude<Organization, string> {
  return { '@type': 'Organization', name: site.name, url: site.url };
}

export function serviceJsonLd(service: Service): WithContext<ServiceThing> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    serviceType: service.title,
    description: service.brief,
    url: absolute(service.url),
    ...(service.imgUrl ? { image: absolute(service.imgUrl) } : {}),
    provider: provider(),
    areaServed: 'Worldwide',
  };
}

export function personJsonLd(member: TeamMember, path: string): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: member.name,
    jobTitle: member.role,
    description: member.description,
    image: absolute(member.imgUrl),
    url: absolute(path),
    knowsAbout: member.skills,
    worksFor: provider(),
    sameAs: Object.values(member.social).filter(Boolean),
  };
}

export interface BlogPostingInput {
  title: string;
  description: string;
  /** ISO date. */
  date: string;
  imgUrl: string;
  path: string;
  authorName: string;
  keywords: string[];
}

export function blogPostingJsonLd(post: BlogPostingInput): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: pageLanguage(),
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    image: absolute(post.imgUrl),
    url: absolute(post.path),
    mainEntityOfPage: absolute(post.path),
    author: { '@type': 'Person', name: post.authorName },
    publisher: { ...provider(), logo: { '@type': 'ImageObject', url: absolute(site.logo.src) } },
    keywords: post.keywords.join(', '),
  };
}

export function breadcrumbJsonLd(links: Link[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: links.map((link, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: link.name,
      item: absolute(link.url),
    })),
  };
}

/** FAQPage structured data for the questions a page shows. */
export function faqPageJsonLd(faqs: Faq[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: pageLanguage(),
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
