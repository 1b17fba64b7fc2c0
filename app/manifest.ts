import type { MetadataRoute } from 'next';
import { paths } from '@/content/permalinks';
import { site } from '@/content/site';
import { colours } from '@/styles/palette';

export const dynamic = 'force-static';

/** The web app manifest: the name, colours and icons a device shows for the site. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: paths.home,
    display: 'standalone',
    background_color: colours.white,
    theme_color: colours['navy-900'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
