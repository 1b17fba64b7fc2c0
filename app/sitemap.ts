import type { MetadataRoute } from 'next';
import { defaultLanguage, languages } from '@/content/languages';
import { englishPath, englishPaths, pathIn } from '@/content/permalinks';
import { site } from '@/content/site';
import { staticRoutes } from '@/content/routes';

export const dynamic = 'force-static';

/**
 * Every page in every language, each naming its translations (`xhtml:link` alternates, English
 * as the default). A page is listed in the languages that have it: an entry without a
 * translation has no page in that language.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const absolute = (path: string) => new URL(path, site.url).toString();
  const routes = new Map(languages.map((language) => [language, new Set(staticRoutes(language))]));
  return languages.flatMap((language) =>
    [...routes.get(language)!]
      // Search results are not a page of their own to index.
      .filter((path) => englishPath(path, language) !== englishPaths.search)
      .map((path) => {
        const english = englishPath(path, language);
        const translations = languages
          .map((other) => [other, pathIn(english, other)] as const)
          .filter(([other, twin]) => routes.get(other)!.has(twin));
        return {
          url: absolute(path),
          changeFrequency: 'monthly' as const,
          priority: english === englishPaths.home ? 1 : 0.7,
          alternates: {
            languages: Object.fromEntries([
              ...translations.map(([other, twin]) => [other, absolute(twin)]),
              ...(routes.get(defaultLanguage)!.has(english) ? [['x-default', absolute(english)]] : []),
            ]),
          },
        };
      }),
  );
}
