import type { APIRequestContext, Page } from '@playwright/test';
import type { ListingPage } from '../content/paging';
import { site } from '../content/site';
import { expect } from './fixtures';

/** The pages of a listing worth a visit: the first, the second and the last, each once. */
export function pagesToVisit<T>(pages: ListingPage<T>[]): ListingPage<T>[] {
  return [...new Set([pages[0], pages[1], pages.at(-1)])].filter((page) => page !== undefined);
}

const absolute = (path: string) => new URL(path, site.url).toString();

/**
 * What a page of a listing shows around its entries: its own canonical address and title, and
 * the pagination nav with the head's previous and next links, or neither for a listing of one page.
 */
export async function expectListingPage<T>(
  page: Page,
  pages: ListingPage<T>[],
  current: ListingPage<T>,
  navName: string,
): Promise<void> {
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(current.url));
  const nav = page.getByRole('navigation', { name: navName });
  const series = page.locator('head link[rel="prev"], head link[rel="next"]');
  if (pages.length === 1) {
    await expect(nav).toHaveCount(0);
    await expect(series).toHaveCount(0);
    return;
  }
  if (current.number > 1) await expect(page).toHaveTitle(new RegExp(` – page ${current.number} \\|`));
  await expect(nav).toBeVisible();
  const here = nav.locator('[aria-current="page"]');
  await expect(here).toHaveCount(1);
  await expect(here).toHaveAccessibleName(`Page ${current.number}`);
  await expect(here).toHaveAttribute('href', current.url);
  const neighbours = [
    { rel: 'prev', name: 'Previous page', to: pages[current.number - 2] },
    { rel: 'next', name: 'Next page', to: pages[current.number] },
  ];
  for (const { rel, name, to } of neighbours) {
    const link = nav.getByRole('link', { name, exact: true });
    const head = page.locator(`head link[rel="${rel}"]`);
    if (!to) {
      await expect(link).toHaveCount(0);
      await expect(head).toHaveCount(0);
      continue;
    }
    await expect(link).toHaveAttribute('href', to.url);
    await expect(head).toHaveAttribute('href', absolute(to.url));
  }
}

/** Page 1 has no second address under /page/, and no page follows the last. */
export async function expectNoExtraPages<T>(request: APIRequestContext, pages: ListingPage<T>[]): Promise<void> {
  const path = pages[0]!.url;
  for (const route of [`${path}/page/1`, `${path}/page/${pages.length + 1}`])
    expect((await request.get(route)).status(), route).toBe(404);
}
