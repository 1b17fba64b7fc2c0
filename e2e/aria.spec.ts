import { languages } from '../content/languages';
import { stylesArrived } from './a11y-helpers';
import { ariaSkeleton } from './aria-skeleton';
import { expect, notFoundDocument, test } from './fixtures';

// What a screen reader user moves by on each template, in each language: the landmarks and
// headings with their names (e2e/aria-skeleton.ts), kept beside this file in
// aria.spec.ts-snapshots/. A change to them shows in review as a change to those files
// (`npx playwright test e2e/aria.spec.ts --update-snapshots` writes them anew); the page is then
// held to the file with Playwright's own matcher.

const templates = {
  home: '/',
  about: '/about',
  services: '/services',
  service: '/service/cloud-solutions',
  projects: '/projects',
  project: '/project/ai-ecommerce-platform',
  team: '/team',
  member: '/team-details',
  pricing: '/price-plan',
  faqs: '/faqs',
  contact: '/contact',
  blog: '/blog',
  article: '/blog-details',
  search: '/search',
  privacy: '/privacy',
  accessibility: '/accessibility',
  'not-found': '/404',
};

// The 404 page answers 404, which the browser reports.
test.use({ allowedConsoleErrors: [notFoundDocument] });

for (const language of languages) {
  test(`the landmarks and headings of every template (${language}) @desktop`, async ({ page }) => {
    for (const [name, path] of Object.entries(templates)) {
      const route = language === 'en' ? path : path === '/' ? `/${language}` : `/${language}${path}`;
      await page.goto(route);
      await stylesArrived(page);
      const skeleton = ariaSkeleton(await page.locator('body').ariaSnapshot());
      expect.soft(skeleton, route).toMatchSnapshot(`${language}-${name}.aria.yml`);
      await expect.soft(page.locator('body'), route).toMatchAriaSnapshot(skeleton);
    }
  });
}
