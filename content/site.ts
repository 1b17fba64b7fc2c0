import { dataFileInLanguage } from './files';
import { languageInfo, type Language } from './languages';
import { fill, ui } from './interface';
import { localized } from './localized';
import { cardPath, localPath } from './permalinks';
import { dataFiles } from './schema';
import type { ContactItem, Link, SocialLink } from './types';

/** The site settings (content/site.yml) in the page's language. */
const settingsIn = (language: Language) => dataFileInLanguage(dataFiles.site, language);

/** The company, named in one place (content/site.yml) so an owner renames it in one edit. */
export const site = localized((language) => {
  const settings = settingsIn(language);
  return {
    name: settings.company.name,
    shortName: settings.company.short_name,
    /** The canonical origin; every canonical URL, the sitemap and Open Graph use it. */
    url: process.env.NEXT_PUBLIC_SITE_URL ?? 'https://www.corevia.example',
    tagline: settings.company.tagline,
    description: settings.company.description
      .replaceAll('{company_full_name}', settings.company.name)
      .replaceAll('{company}', settings.company.short_name),
    locale: languageInfo[language].locale,
    logo: { src: '/images/logo.svg', width: 180, height: 44 },
    logoLight: { src: '/images/logo-light.svg', width: 180, height: 44 },
    /** The card a page without one of its own shares: drawn with the others (content/og-images.ts). */
    ogImage: { src: cardPath('default.png', language), width: 1200, height: 630 },
  } as const;
});

/** Claims the site repeats (the specification fixes them word for word). */
export const claims = localized((language) => {
  const settings = settingsIn(language);
  return {
    projectsDelivered: settings.claims.projects_delivered,
    yearsOfExperience: settings.claims.years_of_experience,
    happyClients: settings.claims.happy_clients,
  } as const;
});

/** The contact details (placeholders). */
export const contact = localized((language) => {
  const settings = settingsIn(language);
  return {
    address: settings.contact.address,
    phones: settings.contact.phones.map((phone) => phone.number),
    email: settings.contact.email,
    hours: settings.contact.hours,
  } as const;
});

/** The office on the contact page's map (OpenStreetMap, no key needed); a placeholder location. */
export const contactMap = localized((language) => {
  const { map } = settingsIn(language).contact;
  return {
    title: fill(ui.contact.map, { company: settingsIn(language).company.short_name }),
    /** West, south, east, north. */
    bbox: [map.west, map.south, map.east, map.north],
    marker: [map.latitude, map.longitude],
    /** Height of the map frame in pixels (the specification's constant). */
    height: 650,
  } as const;
});

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

export const contactItems: ContactItem[] = localized((language) => {
  const settings = settingsIn(language);
  return [
    { icon: 'map-pin', label: settings.contact.address_label, name: settings.contact.address },
    ...settings.contact.phones.map((phone): ContactItem => ({
      icon: 'phone',
      label: phone.label,
      name: phone.number,
      url: telHref(phone.number),
    })),
    {
      icon: 'mail',
      label: settings.contact.email_label,
      name: settings.contact.email,
      url: `mailto:${settings.contact.email}`,
    },
  ];
});

const networkNames = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
} as const;

function social(network: keyof typeof networkNames, language: Language): SocialLink {
  const { short_name } = settingsIn(language).company;
  const label = fill(ui.people.on_network, { name: short_name, network: networkNames[network] });
  return { network, url: settingsIn(language).social[network], label };
}

/** The five networks of the mobile menu. */
export const socials: SocialLink[] = localized((language) =>
  (['facebook', 'twitter', 'instagram', 'linkedin', 'youtube'] as const).map((network) => social(network, language)),
);

/** The four networks of the footer, in the specification's order. */
export const footerSocials: SocialLink[] = localized((language) =>
  (['facebook', 'linkedin', 'twitter', 'instagram'] as const).map((network) => social(network, language)),
);

/** The four networks of the top bar. */
export const topBarSocials: SocialLink[] = footerSocials;

/** The RSS feed of the blog's posts in the page's language: `/feed.xml`, `/de/feed.xml`. */
export const feedPath = (): string => localPath('/feed.xml');

/** The feed's title in the page's language: "Corevia Technologies blog". */
export const feedTitle = (): string => fill(ui.posts.feed, { company_full_name: site.name });

export type { Link };
