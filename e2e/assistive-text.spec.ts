import type { Locator, Page } from '@playwright/test';
import { homeVideo } from '../content/home';
import { fill, ui } from '../content/interface';
import { languageInfo, languages, type Language } from '../content/languages';
import { inLanguage } from '../content/localized';
import { pathIn } from '../content/permalinks';
import { statistics } from '../content/stats';
import type { PluralText } from '../content/words';
import { expect, expectHydrated, scrollToY, stubEmbeds, test } from './fixtures';

// What assistive technology reads tells the truth, in each language: a control's name holds the
// words it shows (WCAG 2.5.3), a counter its final value at all times, a count the plural form of
// the page's language, and third-party parts (the video player) the page's language. Back to top
// leaves focus at the top. One visit per page, every check of that page in it.

/** `shown`, as whole words (not inside others), for a name that must contain it; case aside. */
function wholeWords(shown: string): RegExp {
  const escaped = shown
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'iu');
}

/** The text `root` shows: its text but what is hidden, or visually hidden (a 1 px clipped box), within it. */
function shownText(root: Element): string {
  const hidden = (from: Element | null): boolean => {
    for (let element = from; element && element !== root.parentElement; element = element.parentElement) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const clipped = style.overflow === 'hidden' && box.width <= 1 && box.height <= 1;
      if (style.display === 'none' || style.visibility === 'hidden' || clipped) return true;
    }
    return false;
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!hidden(node.parentElement)) texts.push(node.textContent ?? '');
  return texts.join('').replace(/\s+/g, ' ').trim();
}

/** Each of `controls` is named by what it shows, whole words and all. */
async function expectLabelInName(controls: Locator): Promise<void> {
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const shown = await control.evaluate(shownText);
    expect(shown).not.toBe('');
    await expect(control).toHaveAccessibleName(wholeWords(shown));
  }
}

/** The form of `text` for `count` by the plural rules of `language`, as a reader should hear it. */
const pluralForm = (language: Language, text: PluralText, count: number) =>
  fill(text[new Intl.PluralRules(language).select(count)] ?? text.other, { count });

/** Each of `counted` ends its name with its number (the first it shows) in the plural form of `language`. */
async function expectCountedIn(language: Language, counted: Locator, text: PluralText): Promise<void> {
  const count = await counted.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const element = counted.nth(index);
    // What it shows: its own text, or its label's (a radio button's).
    const shown = await element.evaluate((control) => (control.closest('label') ?? control).textContent ?? '');
    const number = Number(/\d+/.exec(shown)?.[0]);
    const form = pluralForm(language, text, number);
    await expect(element).toHaveAccessibleName(new RegExp(`${form.replace(/[+]/g, '\\+')}$`));
  }
}

/** The words a language's pages use for what these checks look at. */
function words(language: Language) {
  return inLanguage(language, () => ({
    languageLabel: ui.language.label,
    play: fill(ui.video.play, { title: homeVideo.title }),
    video: homeVideo.title,
    top: ui.page.top,
    skip: ui.page.skip,
    articles: ui.posts.articles,
    projects: ui.projects.count,
    results: ui.search.results,
    statistics: statistics.map(({ count, suffix }) => `${count}${suffix}`),
  }));
}

/** A search that finds something in each language (in Arabic, a few: 3 to 10 take a form of their own). */
const queries: Record<Language, string> = { en: 'security', de: 'Cybersicherheit', ar: 'Kubernetes' };

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expectHydrated(page);
}

for (const language of languages) {
  const said = words(language);

  test(`${languageInfo[language].english}: names hold what controls show, counters and counts read true, and the player speaks the language @desktop`, async ({
    page,
  }) => {
    test.slow();
    await stubEmbeds(page);

    await test.step('home: the language control is named by the code it shows', async () => {
      await open(page, pathIn('/', language));
      const control = page.getByRole('banner').getByRole('navigation', { name: said.languageLabel }).locator('summary');
      await expectLabelInName(control);
    });

    await test.step('home: the video player speaks the page’s language', async () => {
      await page.getByRole('button', { name: said.play }).first().click();
      const player = page.getByRole('dialog', { name: said.video }).locator('iframe');
      const src = new URL((await player.getAttribute('src'))!);
      expect(
        ['hl', 'cc_lang_pref', 'cc_load_policy'].map((name) => [name, src.searchParams.get(name)]),
        'the player’s interface and captions in the page’s language',
      ).toEqual([
        ['hl', language],
        ['cc_lang_pref', language],
        ['cc_load_policy', '1'],
      ]);
      await page.keyboard.press('Escape');
      await expect(player).toBeHidden();
    });

    await test.step('home: back to top leaves focus at the top', async () => {
      await scrollToY(page, await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight));
      const top = page.getByRole('button', { name: said.top });
      await top.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // Focus is at the top of the page: on its first stop, the skip link, from where Tab goes on
      // into the header.
      await expect(page.getByRole('link', { name: said.skip })).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.getByRole('banner').evaluate((banner) => banner.contains(document.activeElement))).toBe(true);
    });

    await test.step('/about: the counters read their final values, before and after they count', async () => {
      await open(page, pathIn('/about', language));
      const values = page.locator('[aria-labelledby="statistics-title"] dd');
      await expect(values).toHaveCount(said.statistics.length);
      // Out of sight, each animated number waits at 0 for its run.
      for (let index = 0; index < said.statistics.length; index += 1)
        await expect
          .poll(() =>
            values
              .nth(index)
              .evaluate((dd) => [...dd.querySelectorAll('span')].some((span) => span.textContent === '0')),
          )
          .toBe(true);
      for (const [index, value] of said.statistics.entries())
        await expect(values.nth(index)).toMatchAriaSnapshot(`- definition: "${value}"`);
      await values.first().scrollIntoViewIfNeeded();
      for (const [index, value] of said.statistics.entries()) {
        await expect(values.nth(index)).toHaveText(new RegExp(`^${value.replace('+', '\\+')}`));
        await expect(values.nth(index)).toMatchAriaSnapshot(`- definition: "${value}"`);
      }
    });

    await test.step('/blog-details: the reply links are named by the words they show', async () => {
      await open(page, pathIn('/blog-details', language));
      await expectLabelInName(page.locator('#comments-title ~ ol a[href^="#"]'));
    });

    await test.step('/blog-details: the categories’ counts', async () => {
      await expectCountedIn(language, page.locator('#blog-categories ~ ul a'), said.articles);
    });

    await test.step('/projects: the filters’ counts', async () => {
      await open(page, pathIn('/projects', language));
      await expectCountedIn(language, page.getByRole('radio'), said.projects);
    });

    await test.step('/search: the number of results', async () => {
      await open(page, `${pathIn('/search', language)}?q=${encodeURIComponent(queries[language])}`);
      const heading = page.locator('#search-results-title');
      const found = page.locator('[aria-labelledby="search-results-title"] ol > li');
      await expect(found.first()).toBeVisible();
      // The heading counts what the list holds, in words of the page's plural form for that number.
      const number = Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
      await expect(found).toHaveCount(number);
      await expect(heading).toContainText(pluralForm(language, said.results, number));
    });
  });
}
