import { projects } from '../content/projects';
import type { Project } from '../content/types';
import { expect, test } from './fixtures';
import { expectProjectPage } from './page-checks';

const listingName = 'Work That Moved the Numbers';

test.describe('/projects', () => {
  test('shows every project of the three lists with its brief', async ({ page }) => {
    await page.goto('/projects');
    const cards = page.getByRole('region', { name: listingName }).getByRole('article');
    await expect(cards).toHaveCount(projects.length);
    for (const [index, project] of projects.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: project.title })).toHaveAttribute('href', project.url);
      await expect(cards.nth(index)).toContainText(project.brief);
      await expect(cards.nth(index)).toContainText(project.category);
    }
  });

  test('filters by category and back to all', async ({ page }) => {
    await page.goto('/projects');
    const cards = page.getByRole('region', { name: listingName }).getByRole('article');
    const filters = page.getByRole('group', { name: 'Filter projects by category' });
    await expect(filters.getByRole('radio', { name: /^All Projects/ })).toBeChecked();
    const security = projects.filter((p) => p.category === 'Cybersecurity');
    await filters.getByText('Cybersecurity').click();
    await expect(filters.getByRole('radio', { name: /^Cybersecurity/ })).toBeChecked();
    await expect(cards.filter({ visible: true })).toHaveCount(security.length);
    for (const project of security) await expect(page.getByRole('link', { name: project.title })).toBeVisible();
    await filters.getByRole('radio', { name: /^Cybersecurity/ }).press('ArrowLeft');
    await expect(filters.getByRole('radio', { name: /^Tech Consulting/ })).toBeChecked();
    await filters.getByText('All Projects').click();
    await expect(cards.filter({ visible: true })).toHaveCount(projects.length);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('every project is visible @desktop', async ({ page }) => {
      await page.goto('/projects');
      const cards = page.getByRole('region', { name: listingName }).getByRole('article');
      await expect(cards.filter({ visible: true })).toHaveCount(projects.length);
    });
  });
});

test('/project-details is its own page showing the sample project', async ({ page }) => {
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
    for (const project of lacking) {
      await page.goto(project.url);
      await expect(page.getByRole('region', { name: 'Project Information' })).toContainText(fallback);
    }
  }
});
