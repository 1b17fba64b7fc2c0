// The content manager's editorial workflow as an editor on the live site meets it: signed in
// with GitHub, whose sign-in popup and API are stood in for in the browser
// (test-support/github-stand-in.ts), with six drafts open as pull requests on `cms/…` branches.
// What it proves is the configuration the build writes (content/cms-settings.ts): `publish_mode:
// editorial_workflow` gives the board its three columns, and `backend.preview_context` picks the
// pull request's "site preview" status, whose address with the collection's `preview_path` is
// where "View Preview" leads.
import { previewStatusContext, servedBackend, signInWithGitHub, standInGitHub } from '../test-support/github-stand-in';
import { expect, test } from './fixtures';

/** Each column's cards, most recently updated first: the entries' titles (a file's label). */
const columns = {
  Drafts: ['Priya Raman', 'Cutting Cloud Costs Without Cutting Corners'],
  'In Review': ['Fintech Mobile Banking App', 'Cloud Solutions'],
  Ready: ['How to Scope an AI Pilot That Actually Reaches Production', 'Pricing plans'],
};

test('the Editorial Workflow board lists the drafts by status; a draft in review links its site preview @desktop', async ({
  page,
  baseURL,
}) => {
  const backend = await servedBackend(page);
  const { drafts, unanswered } = await standInGitHub(page.context(), backend, {
    cmsOrigin: new URL(baseURL!).origin,
  });
  const project = drafts.find((draft) => draft.slug === 'fintech-mobile-banking')!;
  // The preview the project's draft was built to, opened in a tab of its own.
  await page
    .context()
    .route(`${project.previewUrl}/**`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Site preview</title>' }),
    );

  await page.goto('/admin/');
  await signInWithGitHub(page);
  // The page switcher offers the board only with the editorial workflow on.
  const board = page.getByRole('radio', { name: 'Editorial Workflow' });
  await expect(board).toBeVisible();
  await board.click();
  await expect(page.getByRole('status').filter({ hasText: 'Editorial Workflow board' })).toHaveText(
    'You’re now viewing the Editorial Workflow board. Drafts: 2. In Review: 2. Ready: 2. Pending Deletion: 0.',
  );
  for (const [column, titles] of Object.entries(columns)) {
    const cards = page.getByRole('list', { name: column, exact: true }).getByRole('listitem');
    await expect(cards, column).toHaveCount(titles.length);
    for (const [index, title] of titles.entries()) {
      await expect(cards.nth(index).getByRole('button').first(), column).toHaveAccessibleName(title);
    }
  }
  // A preview still building says so, and offers no link yet.
  const building = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Priya Raman', exact: true }) });
  await expect(building).toContainText('Building…');
  await expect(building.getByRole('button', { name: 'Checking for Preview' })).toBeDisabled();

  // The project's draft, open: its status, and its preview at the project's page.
  await page.getByRole('button', { name: 'Fintech Mobile Banking App', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Status: \u2068?In Review/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Short description' })).toHaveValue(
    /card fraud losses fell by a third/,
  );
  const tab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'View Preview' }).click();
  const preview = await tab;
  await preview.waitForLoadState('domcontentloaded');
  expect(preview.url(), `the "${previewStatusContext}" status's address and preview_path`).toBe(
    `${project.previewUrl}/project/fintech-mobile-banking`,
  );
  expect(unanswered, 'calls the GitHub stand-in does not know').toEqual([]);
});
