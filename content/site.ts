import type { Metadata } from 'next';
import type { ContactItem, Link, SocialLink } from './types';

/** The company, named in one place so an owner renames it in one edit. */
export const site = {
  name: 'Corevia Technologies',
  shortName: 'Corevia',
  /** The canonical origin; every canonical URL, the sitemap and Open Graph use it. */
  url: process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.corevia.example',
  tagline: 'Mobile, AI & Web Development',
  description:
    'Corevia Technologies specialises in mobile app, AI and web development that helps businesses transform digitally.',
  locale: 'en_US',
  logo: { src: '/images/logo.svg', width: 180, height: 44 },
  logoLight: { src: '/images/logo-light.svg', width: 180, height: 44 },
  /** The card a page without one of its own shares: drawn with the others (content/og-images.ts). */
  ogImage: { src: '/og/default.png', width: 1200, height: 630 },
} as const;

/** Claims the specification fixes word for word. */
export const claims = {
  projectsDelivered: { value: '50+', label: 'Projects Delivered' },
  yearsOfExperience: { value: '25+', label: 'Years Of Experience' },
  sliderYears: '30+ years',
  happyClients: { value: '270+', label: 'happy clients' },
} as const;

/** All contact details are placeholders, kept here only. */
export const contact = {
  address: '123 Placeholder Avenue, Suite 400, Springfield, USA',
  phones: ['+1 (555) 010-0199', '+1 (555) 010-0142'],
  email: 'hello@corevia.example',
  hours: 'Mon – Fri, 9:00 – 18:00',
} as const;

/** The office on the contact page's map (OpenStreetMap, no key needed); a placeholder location. */
export const contactMap = {
  title: `Map showing the ${site.shortName} office location`,
  /** West, south, east, north. */
  bbox: [-89.6645, 39.7745, -89.6345, 39.7905],
  marker: [39.7817, -89.6501],
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
  { icon: 'map-pin', label: 'Our Office', name: contact.address },
  ...contact.phones.map((phone, index): ContactItem => ({
    icon: 'phone',
    label: index === 0 ? 'Call Us' : 'Sales Line',
    name: phone,
    url: telHref(phone),
  })),
  { icon: 'mail', label: 'Email Us', name: contact.email, url: `mailto:${contact.email}` },
];

const socialUrls = {
  facebook: 'https://www.facebook.com/corevia.example',
  twitter: 'https://twitter.com/corevia_example',
  instagram: 'https://www.instagram.com/corevia.example',
  linkedin: 'https://www.linkedin.com/company/corevia-example',
  youtube: 'https://www.youtube.com/@corevia-example',
} as const;

function social(network: keyof typeof socialUrls, label: string): SocialLink {
  return { network, url: socialUrls[network], label: `${site.shortName} on ${label}` };
}

/** The five networks of the mobile menu. */
export const socials: SocialLink[] = [
  social('facebook', 'Facebook'),
  social('twitter', 'Twitter'),
  social('instagram', 'Instagram'),
  social('linkedin', 'LinkedIn'),
  social('youtube', 'YouTube'),
];

/** The four networks of the footer, in the specification's order. */
export const footerSocials: SocialLink[] = [
  social('facebook', 'Facebook'),
  social('linkedin', 'LinkedIn'),
  social('twitter', 'Twitter'),
  social('instagram', 'Instagram'),
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
