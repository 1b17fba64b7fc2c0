import type { Metadata } from 'next';
import { dataFile } from './files';
import { dataFiles } from './schema';
import type { ContactItem, Link, SocialLink } from './types';

const settings = dataFile(dataFiles.site);

/** The company, named in one place (content/site.yml) so an owner renames it in one edit. */
export const site = {
  name: settings.company.name,
  shortName: settings.company.short_name,
  /** The canonical origin; every canonical URL, the sitemap and Open Graph use it. */
  url: process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.corevia.example',
  tagline: settings.company.tagline,
  description: settings.company.description
    .replaceAll('{company_full_name}', settings.company.name)
    .replaceAll('{company}', settings.company.short_name),
  locale: 'en_US',
  logo: { src: '/images/logo.svg', width: 180, height: 44 },
  logoLight: { src: '/images/logo-light.svg', width: 180, height: 44 },
  /** The card a page without one of its own shares: drawn with the others (content/og-images.ts). */
  ogImage: { src: '/og/default.png', width: 1200, height: 630 },
} as const;

/** Claims the site repeats (the specification fixes them word for word). */
export const claims = {
  projectsDelivered: settings.claims.projects_delivered,
  yearsOfExperience: settings.claims.years_of_experience,
  happyClients: settings.claims.happy_clients,
} as const;

/** The contact details (placeholders). */
export const contact = {
  address: settings.contact.address,
  phones: settings.contact.phones.map((phone) => phone.number),
  email: settings.contact.email,
  hours: settings.contact.hours,
} as const;

const { map } = settings.contact;

/** The office on the contact page's map (OpenStreetMap, no key needed); a placeholder location. */
export const contactMap = {
  title: `Map showing the ${site.shortName} office location`,
  /** West, south, east, north. */
  bbox: [map.west, map.south, map.east, map.north],
  marker: [map.latitude, map.longitude],
  /** Height of the map frame in pixels (the specification's constant). */
  height: 650,
} as const;

/** The keyless OpenStreetMap embed of the office, and a link to the full map. */
export function contactMapUrls(): { embed: string; full: string } {
  const [lat, lon] = contactMap.marker;
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${contactMap.bbox.join('%2C')}&layer=mapnik&marker=${lat}%2C${lon}`,
    full: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  };
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const contactItems: ContactItem[] = [
  { icon: 'map-pin', label: settings.contact.address_label, name: contact.address },
  ...settings.contact.phones.map((phone): ContactItem => ({
    icon: 'phone',
    label: phone.label,
    name: phone.number,
    url: telHref(phone.number),
  })),
  { icon: 'mail', label: settings.contact.email_label, name: contact.email, url: `mailto:${contact.email}` },
];

const networkNames = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
} as const;

function social(network: keyof typeof networkNames): SocialLink {
  return { network, url: settings.social[network], label: `${site.shortName} on ${networkNames[network]}` };
}

/** The five networks of the mobile menu. */
export const socials: SocialLink[] = [
  social('facebook'),
  social('twitter'),
  social('instagram'),
  social('linkedin'),
  social('youtube'),
];

/** The four networks of the footer, in the specification's order. */
export const footerSocials: SocialLink[] = [
  social('facebook'),
  social('linkedin'),
  social('twitter'),
  social('instagram'),
];

/** The four networks of the top bar. */
export const topBarSocials: SocialLink[] = footerSocials;

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The route, e.g. `/about`. */
  path: string;
  image?: string;
  type?: 'website' | 'article';
  /** Points feed readers at the posts' RSS feed (the blog and the home pages). */
  feed?: boolean;
  /** Keeps the page out of search engines' indexes (search results). */
  noindex?: boolean;
}

/** The RSS feed of the blog's posts. */
export const feedPath = '/feed.xml';

/** Metadata of every route: unique title and description, canonical URL, social cards. */
export function buildMetadata({
  title,
  description,
  path,
  image = site.ogImage.src,
  type = 'website',
  feed = false,
  noindex = false,
}: PageMetadataInput): Metadata {
  const fullTitle = path === '/' ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`;
  return {
    title: { absolute: fullTitle },
    description,
    alternates: {
      canonical: path,
      ...(feed ? { types: { 'application/rss+xml': [{ url: feedPath, title: `${site.name} blog` }] } } : {}),
    },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: site.name,
      locale: site.locale,
      type,
      images: [{ url: image, width: site.ogImage.width, height: site.ogImage.height }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [image] },
  };
}

export type { Link };
