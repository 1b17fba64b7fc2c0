// The content manager's entry (bundled by buildtime/cms-bundle.ts into out/admin/): Sveltia CMS
// from its npm package, so /admin loads nothing from another origin; it reads ./config.yml,
// written from the content's schemas at build (buildtime/cms-config.ts).
import CMS from '@sveltia/cms';
import { colours } from '../styles/palette';

// Sveltia adds a viewport <meta> of its own with maximum-scale=1, which stops an editor on a
// phone from zooming (WCAG 1.4.4): the page's own one (admin/index.html, with Sveltia's
// interactive-widget setting) stays, and any other is taken out as soon as it is added.
const viewport = document.querySelector('meta[name="viewport"]');
new MutationObserver(() => {
  for (const meta of document.head.querySelectorAll('meta[name="viewport"]')) if (meta !== viewport) meta.remove();
}).observe(document.head, { childList: true });

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
