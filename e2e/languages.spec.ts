import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { formWords } from '../content/forms';
import { heroOne } from '../content/home';
import { ui } from '../content/interface';
import { languageInfo, languages, type Language, translatedLanguages } from '../content/languages';
import { inLanguage } from '../content/localized';
import { cardLanguages, englishPath, pathIn } from '../content/permalinks';
import { staticRoutes } from '../content/routes';
import { pages } from '../content/pages';
import { services } from '../content/services';
import { site } from '../content/site';
import { colourRules, expectNoAxeViolations } from './a11y-helpers';
import { expect, expectHydrated, notFoundDocument, test } from './fixtures';

// The site in German (/de/…) and Arabic (/ar/…): the English pages, entered in another language.
// Their words come from the translations beside the English files (content/languages.ts), their
// links stay in their language, and the document says its language and reading direction. Every
// page of each language is visited once at phone width and checked whole in that visit.

// Next.js writes the English home page's address without a slash.
const absolute = (path: string) => (path === '/' ? site.url : new URL(path, site.url).toString());

for (const language of translatedLanguages) {
  test(`the pages in ${languageInfo[language].name} speak it, read its way and link within it`, async ({ page }) => {
    const home = pathIn('/', language);
    await page.goto(home);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', languageInfo[language].dir);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inLanguage(language, () => heroOne.title));
    // The site's structured data names the language.
    const declared = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { inLanguage?: string }).inLanguage),
      );
    expect(declared.filter(Boolean).length).toBeGreaterThan(0);
    expect(new Set(declared.filter(Boolean))).toEqual(new Set([language]));
    const service = inLanguage(language, () => services[0]!);
    await page.goto(service.url);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
    // Its social card is drawn in its language (the English one where the renderer cannot lay the
    // language out: content/permalinks.ts, `cardPath`).
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    const { pathname } = new URL(card!);
    const folder = cardLanguages.includes(language) ? `/og/${language}/` : '/og/';
    expect([pathname.startsWith(folder), pathname.slice(folder.length)]).toEqual([
      true,
      expect.stringMatching(/^[\w-]+\.png$/),
    ]);
    const image = await page.request.get(pathname);
    expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);
  });
}

/**
 * The phrases of the English interface and page texts that `language` words differently (each
 * text cut at its placeholders, pieces of eight letters or more): none may show on a page of
 * `language`, in its text or in a label, alternative text, title or placeholder.
 */
function englishPhrases(language: Language): string[] {
  const phrases = new Set<string>();
  const compare = (english: unknown, translated: unknown) => {
    if (typeof english === 'string') {
      if (english === translated) return;
      for (const piece of english.split(/\{\w+\}/)) {
        const phrase = piece.trim();
        if (phrase.replace(/[^\p{L}]/gu, '').length >= 8) phrases.add(phrase);
      }
    } else if (english && typeof english === 'object') {
      for (const [key, value] of Object.entries(english)) {
        compare(value, (translated as Record<string, unknown> | undefined)?.[key]);
      }
    }
  };
  const read = (other: Language) => inLanguage(other, () => ({ ui: { ...ui }, pages: { ...pages } }));
  compare(read('en'), read(language));
  return [...phrases];
}

const leftovers = Object.fromEntries(translatedLanguages.map((language) => [language, englishPhrases(language)]));

/** A word in lower case, of four letters or more, as a whole (a name is capitalised). */
const lowerCaseWord = /(?<!\p{L})\p{Ll}{4,}(?!\p{L})/gu;

/**
 * The lower-case words of the English page's labels, alternative texts, titles and placeholders,
 * as its HTML writes them: also the words the code puts there, which the content's phrases above
 * do not know. A page in another language labels with none of them ("Services submenu" once read
 * "Leistungen submenu", and the logo was "… home" in every language), but for
 * the words the language's own content files write too (German's "mobile").
 */
async function englishLabelWords(page: Page, route: string, language: Language): Promise<string[]> {
  const html = await (await page.request.get(englishPath(route, language))).text();
  const words = new Set<string>();
  for (const [, value] of html.matchAll(/\s(?:aria-label|aria-roledescription|alt|title|placeholder)="([^"]*)"/g))
    for (const [word] of value!.matchAll(lowerCaseWord)) if (!contentWords[language]!.has(word)) words.add(word);
  return [...words];
}

/**
 * The lower-case words a language's content files write (`content/*.<language>.yml`,
 * `content/<collection>/<language>/`), without what is not prose: comments, keys, placeholders,
 * addresses and slugs, which are English in every language.
 */
function wordsOfContent(language: Language): Set<string> {
  const files = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter(
    (path) => path.endsWith(`.${language}.yml`) || path.split(sep).includes(language),
  );
  const prose = (file: string) =>
    file
      .replace(/^\s*#\s.*$/gm, ' ')
      .replace(/^[ \t-]*[\w-]+:/gm, ' ')
      .replace(/\{\w+\}/g, ' ')
      .replace(/\S*\/\S*/g, ' ')
      .replace(/[a-z0-9]+(?:-[a-z0-9]+)+/g, ' ');
  const text = files.map((path) =>
    statSync(join('content', path)).isFile() ? readFileSync(join('content', path), 'utf8') : '',
  );
  return new Set(text.flatMap((file) => [...prose(file).matchAll(lowerCaseWord)].map(([word]) => word)));
}

const contentWords = Object.fromEntries(translatedLanguages.map((language) => [language, wordsOfContent(language)]));

/**
 * What every page of another language owes: its language and direction on the root, one h1, its
 * own address as canonical and its translations named, links that stay in its language (the
 * switcher's aside), nothing wider than the phone, and no accessibility violation.
 */
async function expectLocalizedPage(page: Page, language: Language, route: string, dark: boolean) {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  const root = page.locator('html');
  await expect(root).toHaveAttribute('lang', language);
  await expect(root).toHaveAttribute('dir', languageInfo[language].dir);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(route));
  const english = englishPath(route, language);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(alternates, `${route} names its translations`).toEqual([
    ...languages.map((other) => [other, absolute(pathIn(english, other))]),
    ['x-default', absolute(english)],
  ]);
  const strayLinks = await page
    .locator('a[href^="/"]:not([hreflang])')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const home = pathIn('/', language);
  expect(
    strayLinks.filter((href) => !/\.[a-z0-9]+$/i.test(href) && href !== home && !href.startsWith(`${home}/`)),
    `${route} links out of its language`,
  ).toEqual([]);
  const statement = inLanguage(language, () => ui.footer.accessibility);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: statement, exact: true }),
    `${route} links the accessibility statement`,
  ).toHaveAttribute('href', pathIn('/accessibility', language));
  await expectHydrated(page);
  const englishShown = await page.evaluate((phrases) => {
    // A text node, or a label, alternative text, title or placeholder, each whole.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const texts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]'))
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) texts.push(element.getAttribute(name) ?? '');
    const whole = new Set(texts.map((text) => text.trim().replace(/[:.]$/, '')));
    const all = texts.join('\n');
    // A phrase of several words anywhere; a single word only as a whole text or label, since a
    // language may borrow it ("NestJS-Services") or a name may hold it (the company's).
    return phrases.filter((phrase) =>
      /\s/.test(phrase) ? all.includes(phrase) : whole.has(phrase.replace(/[:.]$/, '')),
    );
  }, leftovers[language]!);
  expect.soft(englishShown, `${route} shows English words`).toEqual([]);
  const englishLabels = await page.evaluate(
    ([words, word]) => {
      const english = new Set(words);
      const labels = [
        ...document.querySelectorAll('[aria-label], [aria-roledescription], [alt], [title], [placeholder]'),
      ].flatMap((element) =>
        ['aria-label', 'aria-roledescription', 'alt', 'title', 'placeholder'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      );
      return labels.filter((label) =>
        [...label.matchAll(new RegExp(word, 'gu'))].some(([found]) => english.has(found)),
      );
    },
    [await englishLabelWords(page, route, language), lowerCaseWord.source] as const,
  );
  expect.soft(englishLabels, `${route} labels in English words`).toEqual([]);
  const spill = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(spill, `${route} spills sideways`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, route);
  if (dark) {
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page, `${route} in the dark theme`, colourRules);
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

/** Pages per test: one tab walks through them. */
const batchSize = 8;

for (const language of translatedLanguages) {
  const routes = staticRoutes(language);
  for (let start = 0; start < routes.length; start += batchSize) {
    const batch = routes.slice(start, start + batchSize);
    test(`${languageInfo[language].name}: pages ${start + 1}–${start + batch.length} of ${routes.length} are complete, in their language, and accessible @phone`, async ({
      page,
    }) => {
      test.slow();
      for (const [index, route] of batch.entries()) {
        // Colours do not change with the language: the dark theme is audited on the first page of
        // each batch, the light one everywhere.
        await test.step(route, () => expectLocalizedPage(page, language, route, index === 0));
      }
    });
  }
}

// Each language searches its own pages: the German index answers with German pages, and the
// Arabic one matches a word typed without its hamza.
for (const [language, query, service] of [
  ['de', 'Cybersicherheit', 'cybersecurity'],
  ['ar', 'الامن', 'cybersecurity'],
] as const) {
  test(`a search in ${languageInfo[language].name} finds its pages in its words @desktop`, async ({ page }) => {
    const { title, url } = inLanguage(language, () => services.find((entry) => entry.url.endsWith(service))!);
    await page.goto(`${pathIn('/search', language)}?q=${encodeURIComponent(query)}`);
    const main = page.getByRole('main');
    const heading = main.locator('#search-results-title');
    await expect(heading).toContainText(query);
    await expect(heading).not.toContainText('results for');
    const link = main.getByRole('link', { name: title, exact: true });
    await expect(link).toHaveAttribute('href', url);
    const found = await main
      .locator('ol a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((href) => !href!.startsWith(`/${language}`))).toEqual([]);
  });
}

// Arabic reads right to left: the header starts at the right, sliders move leftward to their
// next slide, the off-canvas menu comes in from the right, and the forms say what is missing in
// Arabic.
test('in Arabic the header starts at the right and a slider moves the reading way @desktop', async ({ page }) => {
  await page.goto(pathIn('/', 'ar'));
  const width = page.viewportSize()!.width;
  const logo = await page.getByRole('banner').getByRole('link', { name: site.name }).first().boundingBox();
  expect(logo!.x, 'the logo sits in the right half').toBeGreaterThan(width / 2);
  await expectHydrated(page);

  const carousel = page.locator(`main [aria-roledescription="${inLanguage('ar', () => ui.sliders.carousel)}"]`).first();
  await carousel.scrollIntoViewIfNeeded();
  const slides = carousel.locator(`[aria-roledescription="${inLanguage('ar', () => ui.sliders.slide)}"]`);
  const left = async (index: number) => (await slides.nth(index).boundingBox())!.x;
  const [first, second] = [await left(0), await left(1)];
  expect(second, 'the second slide lies to the left of the first').toBeLessThan(first);
  await carousel.getByRole('button', { name: inLanguage('ar', () => ui.sliders.next) }).click();
  // The next slide comes in from the left: it moves rightward into the first one's place.
  await expect.poll(() => left(1)).toBeGreaterThan(second + 50);
});

test('in Arabic the menu comes in from the right, and an empty form says what is missing in Arabic @phone', async ({
  page,
}) => {
  await page.goto(pathIn('/contact', 'ar'));
  await expectHydrated(page);
  await page.getByRole('button', { name: inLanguage('ar', () => ui.menu.open) }).click();
  const menu = page.getByRole('dialog', { name: inLanguage('ar', () => ui.menu.dialog) });
  await expect(menu).toBeVisible();
  const from = await menu.evaluate((dialog) => getComputedStyle(dialog).getPropertyValue('--dialog-from-transform'));
  expect(from.replace(/\s/g, ''), 'it enters from beyond the right edge').toBe('translateX(100%)');
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => Math.round((await menu.boundingBox())!.x + (await menu.boundingBox())!.width))
    .toBe(width);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const words = inLanguage('ar', () => formWords());
  const form = page.getByRole('form', { name: inLanguage('ar', () => pages.contact.formTitle) });
  await form.getByRole('button', { name: inLanguage('ar', () => pages.contact.formSubmit) }).click();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expect(form.locator('[aria-invalid="true"]').first()).toHaveAccessibleDescription(words.missing.name);
  for (const field of ['email', 'message'] as const) await expect(form.getByText(words.missing[field])).toBeVisible();
});

test.describe('the not-found page of each language', () => {
  test.use({ allowedConsoleErrors: [notFoundDocument] });

  test('an unknown address under /de or /ar answers 404 with its language’s page @desktop', async ({ page }) => {
    for (const language of translatedLanguages) {
      const words = inLanguage(language, () => ui.not_found);
      for (const path of [
        pathIn('/does-not-exist', language),
        pathIn('/service/nope', language),
        pathIn('/404', language),
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
        await expect(page.getByRole('link', { name: words.back })).toHaveAttribute('href', pathIn('/', language));
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
    }
  });
});

// The header holds the desktop menu and its actions (the language switcher among them) on one
// line at every desktop width, in the language with the longest words, within the page's margins.
test('the German header keeps its menu, switcher and actions on one line at every desktop width @desktop', async ({
  page,
}) => {
  await page.goto(pathIn('/', 'de'));
  await expectHydrated(page);
  const banner = page.getByRole('banner');
  const switcher = banner.getByRole('navigation', { name: inLanguage('de', () => ui.language.label) });
  for (const width of [992, 1024, 1199, 1200, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing reaches past the window. (The document may be narrower than the window: the root
    // keeps a scrollbar's room, which the tests' browser, its scrollbars hidden, reserves too.)
    const spill = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(spill, `${width} px: spills sideways`).toBeLessThanOrEqual(0);
    // Every control of the header's row sits on the logo's line: none wrapped below it.
    const logo = (await banner.getByRole('link', { name: site.name }).first().boundingBox())!;
    const line = logo.y + logo.height / 2;
    const offLine = await banner
      .locator('a, button, summary')
      .filter({ visible: true })
      .evaluateAll(
        (elements, [top, middle]) =>
          elements
            .map((element) => {
              const box = element.getBoundingClientRect();
              return { text: element.textContent?.trim().slice(0, 20), centre: box.top + box.height / 2 };
            })
            .filter(({ centre }) => centre > top! && Math.abs(centre - middle!) > 8),
        [logo.y, line],
      );
    expect([width, offLine]).toEqual([width, []]);
    await expect(switcher).toBeVisible();
    // Nothing reaches into the page's side margins (the container's padding, where the logo starts).
    const margin = logo.x;
    expect(margin).toBeGreaterThanOrEqual(16);
    const outside = await banner
      .locator('a, button, summary')
      .filter({ visible: true })
      .evaluateAll(
        (elements, [top, edge, right]) =>
          elements
            .map((element) => ({
              text: element.textContent?.trim().slice(0, 20),
              box: element.getBoundingClientRect(),
            }))
            .filter(({ box }) => box.top > top! && (box.left < edge! - 0.5 || box.right > right! + 0.5))
            .map(({ text, box }) => `${text} ${Math.round(box.left)}–${Math.round(box.right)}`),
        [logo.y - 1, margin, width - margin],
      );
    expect([width, outside]).toEqual([width, []]);
  }
  // Above it, the top bar keeps each contact detail on one line, in the language with the longest
  // address too (which gives way, cut short, where the strip is narrowest).
  await page.goto(pathIn('/', 'ar'));
  for (const width of [992, 1100, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const details = page.getByRole('banner').getByRole('list').first().getByRole('listitem');
    await expect(details).toHaveCount(3);
    const heights = await details.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().height));
    expect([width, heights.filter((height) => height > 24)]).toEqual([width, []]);
  }
});
