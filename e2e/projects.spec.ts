import { projectPages } from '../content/listings';
import { projects } from '../content/projects';
import { projectCategories, type Project } from '../content/types';
import { expect, test } from './fixtures';
import { expectListingPage, expectNoExtraPages, pagesToVisit } from './listing-pages';
import { expectProjectPage } from './page-checks';

// Tests tagged @desktop here check what the HTML holds or how it behaves, the same at every width;
// pages.spec.ts audits each page at 390 px too (complete, rendered, nothing spilling sideways).

const listingName = 'Work That Moved the Numbers';
const navName = 'Pages of projects';
const firstPage = projectPages[0]!;

test.describe('/projects', () => {
  test('lists every project of the three lists once, page by page, in order', () => {
    expect(projectPages.flatMap((page) => page.entries)).toEqual(projects);
  });

  for (const listed of pagesToVisit(projectPages)) {
    test(`${listed.url} shows its projects with their briefs, and the way to the others`, async ({ page }) => {
      await page.goto(listed.url);
      const cards = page.getByRole('region', { name: listingName }).getByRole('article');
      await expect(cards).toHaveCount(listed.entries.length);
      for (const [index, project] of listed.entries.entries()) {
        await expect(cards.nth(index).getByRole('link', { name: project.title })).toHaveAttribute('href', project.url);
        await expect(cards.nth(index)).toContainText(project.brief);
        await expect(cards.nth(index)).toContainText(project.category);
      }
      await expectListingPage(page, projectPages, listed, navName);
    });
  }

  test('a visitor reaches the next page from the pagination, or sees none while the projects fit one page @desktop', async ({
    page,
    request,
  }) => {
    await page.goto('/projects');
    const next = projectPages[1];
    const nav = page.getByRole('navigation', { name: navName });
    if (!next) await expect(nav).toHaveCount(0);
    else {
      await nav.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(next.url);
      await expect(page.getByRole('link', { name: next.entries[0]!.title })).toBeVisible();
    }
    await expectNoExtraPages(request, projectPages);
  });

  test('filters by category and back to all', async ({ page }) => {
    await page.goto('/projects');
    const cards = page.getByRole('region', { name: listingName }).getByRole('article');
    const filters = page.getByRole('group', { name: 'Filter projects by category' });
    await expect(filters.getByRole('radio', { name: /^All Projects/ })).toBeChecked();
    // The categories of the page's projects, in the filters' order; the last is chosen, then its neighbour by arrow key.
    const shown = projectCategories.filter((category) => firstPage.entries.some((p) => p.category === category));
    const [before, chosen] = shown.slice(-2) as [string, string];
    const inChosen = firstPage.entries.filter((p) => p.category === chosen);
    await filters.getByText(chosen).click();
    await expect(filters.getByRole('radio', { name: new RegExp(`^${chosen}`) })).toBeChecked();
    await expect(cards.filter({ visible: true })).toHaveCount(inChosen.length);
    for (const project of inChosen) await expect(page.getByRole('link', { name: project.title })).toBeVisible();
    await filters.getByRole('radio', { name: new RegExp(`^${chosen}`) }).press('ArrowLeft');
    await expect(filters.getByRole('radio', { name: new RegExp(`^${before}`) })).toBeChecked();
    await filters.getByText('All Projects').click();
    await expect(cards.filter({ visible: true })).toHaveCount(firstPage.entries.length);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every project of the page is visible @desktop', async ({ page }) => {
      await page.goto('/projects');
      const cards = page.getByRole('region', { name: listingName }).getByRole('article');
      await expect(cards.filter({ visible: true })).toHaveCount(firstPage.entries.length);
    });
  });
});

test('/project-details is its own page showing the sample project @desktop', async ({ page }) => {
  const sample = projects[0]!;
  await page.goto('/project-details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Details');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: sample.title })).toBeVisible();
  await expectProjectPage(page, sample);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/project-details$/);
});

test('projects missing facts show the fallbacks @desktop', async ({ page }) => {
  const cases: [keyof Project, string][] = [
    ['client', 'Confidential'],
    ['duration', 'Various phases'],
    ['year', 'Recent'],
    ['technologies', 'Modern tech stack'],
  ];
  for (const [field, fallback] of cases) {
    const lacking = projects.filter((p) => p[field] === undefined);
    expect(lacking.length, `a project without ${field}`).toBeGreaterThan(0);
    // Two of each are the rule shown twice; all of them would take longer with every project added.
    for (const project of lacking.slice(0, 2)) {
      await page.goto(project.url);
      await expect(page.getByRole('region', { name: 'Project Information' })).toContainText(fallback);
    }
  }
});
