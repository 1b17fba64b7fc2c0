// The content manager's entry (bundled by scripts/cms-bundle.ts into out/admin/): Sveltia CMS
// from its npm package, so /admin loads nothing from another origin; it reads ./config.yml.
import CMS from '@sveltia/cms';
import { colours } from '../styles/palette';

// The preview pane in the site's colours and type, so an entry reads as it will on the site.
CMS.registerPreviewStyle(
  `
  body { font-family: system-ui, sans-serif; color: ${colours['navy-900']}; line-height: 1.6; }
  h1, h2, h3 { color: ${colours['navy-900']}; line-height: 1.25; }
  a { color: ${colours['blue-700']}; }
  img { max-width: 100%; height: auto; border-radius: 12px; }
  `,
  { raw: true },
);

CMS.init();
