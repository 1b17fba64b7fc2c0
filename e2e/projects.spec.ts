import {
  getProjectFacts,
  getRelatedProjects,
  getTechnicalDetails,
  projectFeatures,
  projectResultsSentence,
  projects,
} from '../content/projects';
import type { Project } from '../content/types';
import { expect, test } from './fixtures';

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

async function expectProject(page: import('@playwright/test').Page, project: Project) {
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: `${project.title}: the delivered product` })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Project Overview' })).toContainText(project.brief);
  await expect(main.getByRole('region', { name: 'Technical Details' })).toContainText(getTechnicalDetails(project));
  await expect(main.getByRole('region', { name: 'Results' })).toContainText(projectResultsSentence);
  await expect(main.getByRole('region', { name: 'Key Features' }).getByRole('listitem')).toHaveText([
    ...projectFeatures,
  ]);
  const facts = getProjectFacts(project);
  const info = main.getByRole('region', { name: 'Project Information' });
  const rows = info.locator('dl > div');
  const expected = [
    ['Client', facts.client],
    ['Category', project.category],
    ['Duration', facts.duration],
    ['Year', facts.year],
    ['Technologies', facts.technologies],
  ];
  await expect(rows).toHaveCount(expected.length);
  for (const [index, [label, value]] of expected.entries()) {
    await expect(rows.nth(index).getByRole('term')).toHaveText(label!);
    await expect(rows.nth(index).getByRole('definition')).toHaveText(value!);
  }
  const related = main.getByRole('region', { name: 'Related Projects' }).getByRole('article');
  await expect(related).toHaveCount(3);
  await expect(related.first().getByRole('link')).toHaveAttribute('href', getRelatedProjects(project)[0]!.url);
}

for (const project of projects) {
  test(`${project.url} shows the case study and its facts`, async ({ page }) => {
    await page.goto(project.url);
    await expectProject(page, project);
  });
}

test('/project-details is its own page showing the sample project', async ({ page }) => {
  const sample = projects[0]!;
  await page.goto('/project-details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Details');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: sample.title })).toBeVisible();
  await expectProject(page, sample);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/project-details$/);
});

test('projects missing facts show the fallbacks', async ({ page }) => {
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
