import { contact, site, socials } from '@/content/site';
import type { Faq, Link } from '@/content/types';

export type JsonLdObject = Record<string, unknown>;

function absolute(path: string): string {
  return new URL(path, site.url).toString();
}

export function organizationJsonLd(): JsonLdObject {
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

export function breadcrumbJsonLd(links: Link[]): JsonLdObject {
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
export function faqPageJsonLd(faqs: Faq[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
