import type { Page } from '@playwright/test';
import { projects } from '../content/projects';
import { pageRoutes, staticRoutes } from '../content/routes';
import { services } from '../content/services';
import { site } from '../content/site';
import { getMemberSlug, team } from '../content/team';
import { type ColourScheme, colourRules, colourSchemes, expectNoAxeViolations } from './a11y-helpers';
import { expectContrastReviewed } from './contrast-review';
import { expect, expectHydrated, test } from './fixtures';
import {
  expectIconsDrawn,
  expectImagesRendered,
  expectMemberPage,
  expectProjectPage,
  expectServicePage,
} from './page-checks';
import { expectCurrentSection, openMenu, wayfinding } from './wayfinding';

/** The title each inner page's banner (and the last breadcrumb) shows; home pages have no banner. */
const bannerTitles: Record<string, string> = {
  '/about': 'About Us',
  '/services': 'Our Services',
  '/service-details': 'Service Details',
  '/projects': 'Our Projects',
  '/project-details': 'Project Details',
  '/team': 'Our Team',
  '/team-details': 'Team Details',
  '/testimonials': 'Testimonials',
  '/price-plan': 'Pricing Plan',
  '/faqs': 'FAQs',
  '/blog': 'Our Blog',
  '/blog-details': 'Blog Details',
  '/contact': 'Contact Us',
  '/search': 'Search',
  '/privacy': 'Privacy Notice',
  '/accessibility': 'Accessibility Statement',
};

interface GeneratedPage {
  route: string;
  /** The title its banner shows. */
  title: string;
  /** What this page shows beyond what every page owes; `first`: the first page of its template. */
  expectContent: (page: Page, first: boolean) => Promise<void>;
}

/** Pages generated from content, one template per collection. */
const collections: Record<string, GeneratedPage[]> = {
  services: services.map((service) => ({
    route: service.url,
    title: service.title,
    expectContent: (page) => expectServicePage(page, service),
  })),
  projects: projects.map((project) => ({
    route: project.url,
    title: project.title,
    expectContent: (page) => expectProjectPage(page, project),
  })),
  members: team.map((member) => ({
    route: `/team-details/${getMemberSlug(member.name)}`,
    title: member.name,
    expectContent: (page, first) => expectMemberPage(page, member, { reload: first }),
  })),
};

const homes = new Set(['/', '/home-2', '/home-3']);

/**
 * How far the document reaches past the viewport the test set, in px. Measured against the set
 * width, not `window.innerWidth`: a mobile browser (the phone project emulates one) widens its
 * layout viewport to fit content that overflows, so `innerWidth` grows with the overflow.
 */
async function sidewaysSpill(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  expect(width, 'the viewport has a width').toBeGreaterThan(0);
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
}

/**
 * Everything every page owes a visitor: status 200, one h1, canonical URL, description, sized
 * images with alt text that render once scrolled to, icons that draw, no sideways scrolling, no `undefined` among its class names, and (for
 * inner pages) the banner with a Home-then-page breadcrumb and the call to action. Then a WCAG
 * 2.2 AA audit in each of `themes`, holding the text whose contrast axe could not judge against
 * the reviewed list (e2e/contrast-review.ts).
 */
async function expectPage(
  page: Page,
  route: string,
  title: string | undefined,
  themes: readonly ColourScheme[] = colourSchemes,
) {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // The page as a visitor meets it once it has settled: the scroll through it below (and the audit
  // after it) would otherwise overlap its hydration.
  await expectHydrated(page);
  // The one configured origin plus the route (Next.js writes the home page without a slash).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    route === '/' ? site.url : new URL(route, site.url).toString(),
  );
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length, `${route} description`).toBeGreaterThan(40);
  const unsized = await page
    .locator('img')
    .evaluateAll((images) =>
      images
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height') || !img.hasAttribute('alt'))
        .map((img) => img.getAttribute('src')),
    );
  expect(unsized, `${route} images without size or alt`).toEqual([]);
  await expectImagesRendered(page, route);
  await expectIconsDrawn(page, route);
  expect(await sidewaysSpill(page), `${route} spills sideways`).toBeLessThanOrEqual(0);
  const undefinedClasses = await page
    .locator('[class*="undefined"]')
    .evaluateAll((elements) =>
      elements.map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class')}">`),
    );
  // Soft: a stray class name is reported without hiding what the checks after it find.
  expect.soft(undefinedClasses, `${route} elements with "undefined" in their class`).toEqual([]);
  // Every page's footer links the accessibility statement (e2e/accessibility.spec.ts reads it).
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement', exact: true }),
    `${route} links the accessibility statement`,
  ).toHaveAttribute('href', '/accessibility');

  if (title !== undefined) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
    await expect(crumbs).toHaveText(['Home', title]);
    await expect(crumbs.nth(0)).toHaveAttribute('href', '/');
    await expect(crumbs.nth(1)).toHaveAttribute('href', route);
    await expect(crumbs.nth(1)).toHaveAttribute('aria-current', 'page');
    const cta = page.getByRole('region', { name: /Have a Project in Mind/ });
    await expect(cta.getByRole('link', { name: 'Get A Free Quote' })).toHaveAttribute('href', '/contact');
  }

  // Audited whole as it loads, then with the system asking for dark for the rules a colour can
  // change (the same visit: the theme is the stylesheet's, so nothing but the colours changes).
  for (const scheme of themes) {
    await page.emulateMedia({ colorScheme: scheme });
    const results =
      scheme === 'light'
        ? await expectNoAxeViolations(page, route)
        : await expectNoAxeViolations(page, `${route} in the dark theme`, colourRules);
    await expectContrastReviewed(page, route, test.info().project.name, results, { scheme });
  }

  await expectWayfinding(page, route);
}

/**
 * A page below a menu entry marks that entry as the current section (e2e/wayfinding.ts), in the
 * header's bar or, at phone width, in the mobile menu, opened last since it covers the page.
 */
async function expectWayfinding(page: Page, route: string) {
  if (!wayfinding.has(route)) return;
  // Away from the pointer, so that no hover colour stands in for the highlight.
  await page.mouse.move(0, 0);
  const menu = await openMenu(page, test.info().project.name === 'phone');
  await expectCurrentSection(menu, wayfinding.get(route)!);
}

for (const route of pageRoutes) {
  test(`${route} is complete and has no accessibility violations`, async ({ page }) => {
    expect(homes.has(route) || route in bannerTitles, `${route} has an expected banner title`).toBe(true);
    // The home pages are the largest documents, and their sliders keep moving while axe reads them.
    if (homes.has(route)) test.slow();
    await expectPage(page, route, bannerTitles[route]);
  });
}

/** Pages checked per test: one browser tab walks through them, a few at a time. */
const batchSize = 4;

// A template's pages differ in content, not in colours: the first page of each is audited in
// both themes and reloaded where its content could differ after a reload (the members' skill
// bars), the others in the light theme, where axe judges their own text and markup.

for (const [name, pages] of Object.entries(collections)) {
  for (let start = 0; start < pages.length; start += batchSize) {
    const batch = pages.slice(start, start + batchSize);
    const range = `${start + 1}–${start + batch.length} of ${pages.length}`;
    test(`the ${name} pages ${range} show their content, are complete and have no accessibility violations @desktop`, async ({
      page,
    }) => {
      test.slow();
      for (const [index, { route, title, expectContent }] of batch.entries()) {
        const first = start + index === 0;
        await test.step(route, async () => {
          await expectPage(page, route, title, first ? colourSchemes : ['light']);
          await expectContent(page, first);
        });
      }
    });
  }

  // One template per collection: what differs from page to page is content, checked above at
  // desktop width; at phone width the template is checked whole on its first page, and every
  // page for what its own content could break (a long title or name spilling sideways).
  test(`the ${name} template is complete at 390 px, and none of its ${pages.length} pages spills sideways @phone`, async ({
    page,
  }) => {
    test.slow();
    const [first, ...rest] = pages;
    await test.step(first!.route, async () => {
      await expectPage(page, first!.route, first!.title);
      await first!.expectContent(page, true);
    });
    for (const { route, title } of rest) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(title);
      expect.soft(await sidewaysSpill(page), `${route} spills sideways`).toBeLessThanOrEqual(0);
      if (wayfinding.has(route)) await expectHydrated(page);
      await expectWayfinding(page, route);
    }
  });
}

/** Routes checked per test at tablet width. */
const tabletBatchSize = 6;
const allRoutes = staticRoutes();

// The phone and desktop projects check every page at 390 and 1280 px; between them lies the
// tablet layout, checked here on every route for spilling sideways only (one tab, a few routes
// per test, so that it adds little to the run).
for (let start = 0; start < allRoutes.length; start += tabletBatchSize) {
  const batch = allRoutes.slice(start, start + tabletBatchSize);
  test(`routes ${start + 1}–${start + batch.length} of ${allRoutes.length} do not spill sideways at 768 px @desktop`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 768, height: 1024 });
    for (const route of batch) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      expect.soft(await sidewaysSpill(page), `${route} spills sideways at 768 px`).toBeLessThanOrEqual(0);
    }
  });
}

test('every page of the wayfinding list is one the audits above visit @desktop', () => {
  for (const route of wayfinding.keys()) expect(allRoutes, route).toContain(route);
});

test('every route has a distinct title @desktop', async ({ request }) => {
  const titles = new Map<string, string>();
  for (const route of staticRoutes()) {
    const html = await (await request.get(route)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, `${route} has a title`).not.toBe('');
    expect(titles.get(title), `${route} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, route);
  }
});
