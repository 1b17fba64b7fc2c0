// Each page's head: its title and description, its canonical address and its translations
// (hreflang), and its social card, in the page's language.
import type { Metadata } from 'next';
import { defaultLanguage, languages } from './languages';
import { pageLanguage } from './localized';
import { englishPath, pathIn } from './permalinks';
import { staticRoutes } from './routes';
import { feedPath, feedTitle, site } from './site';

const routesByLanguage = new Map<string, Set<string>>();

/** Whether the page at `path` exists in `language` (an entry may lack a translation). */
function exists(path: string, language: (typeof languages)[number]): boolean {
  let routes = routesByLanguage.get(language);
  if (!routes) {
    routes = new Set(staticRoutes(language));
    routesByLanguage.set(language, routes);
  }
  return routes.has(path);
}

/** The page in every language that has it, and English as the default for any other. */
export function pageTranslations(path: string): Record<string, string> {
  const english = englishPath(path, pageLanguage());
  const twins = languages
    .map((language) => [language, pathIn(english, language)] as const)
    .filter(([language, twin]) => exists(twin, language));
  return Object.fromEntries([...twins, ['x-default', pathIn(english, defaultLanguage)]]);
}

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

/** Metadata of every route: unique title and description, canonical URL, translations, social cards. */
export function buildMetadata({
  title,
  description,
  path,
  image = site.ogImage.src,
  type = 'website',
  feed = false,
  noindex = false,
}: PageMetadataInput): Metadata {
  const home = englishPath(path, pageLanguage()) === '/';
  const fullTitle = home ? `${site.name} | ${site.tagline}` : `${title} | ${site.name}`;
  return {
    title: { absolute: fullTitle },
    description,
    alternates: {
      canonical: path,
      languages: pageTranslations(path),
      ...(feed ? { types: { 'application/rss+xml': [{ url: feedPath(), title: feedTitle() }] } } : {}),
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
