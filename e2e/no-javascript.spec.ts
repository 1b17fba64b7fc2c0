import { pathIn } from '../content/permalinks';
import type { Page } from '@playwright/test';
import { faqs } from '../content/faqs';
import { footerColumns, mainMenu } from '../content/navigation';
import { blogArticle } from '../content/posts';
import { projects } from '../content/projects';
import { languages } from '../content/languages';
import { pageRoutes, staticRoutes } from '../content/routes';
import { services } from '../content/services';
import { contact } from '../content/site';
import { defaultSkills, expertiseSkills, statistics } from '../content/stats';
import { getMemberSkillBars, getMemberUrl, team } from '../content/team';
import { exportFiles, pageFiles, routeOf } from '../buildtime/export-files';
import { expect, test } from './fixtures';

// Every exported page read with JavaScript off, as a visitor whose script failed or was
// blocked gets it: one visit per page, all its checks on what that one visit shows.

/** The routes of the HTML files in `out/`, the export the tests serve. */
function exportedRoutes(): string[] {
  // The export's pages as the build counts them: the content manager (out/admin/) is not one.
  return pageFiles(exportFiles('out')).map(routeOf).sort();
}

/** The not-found page, as an unknown URL gets it (`out/404.html`; the build removes Next's `_not-found.html`). */
const unknownUrl = '/no-such-page';
/** The not-found page of each language (the host answers an unknown address with the nearest). */
const notFoundFiles = languages.map((language) => pathIn('/404', language));

/** Pages with the FAQ accordion and with the statistics strip: the checks below must find them there. */
const faqRoutes = new Set(['/', '/home-2', '/price-plan', '/faqs']);
const statsRoutes = new Set(['/about']);

/** How many sliders each page composes (others have none). */
const carouselCounts: Record<string, number> = { '/': 2, '/home-2': 1, '/home-3': 3, '/about': 3, '/faqs': 1 };

/** The skill bars a page shows, from content: the expertise and about blocks, each member's own. */
function expectedBars(route: string): number {
  if (route === '/about') return expertiseSkills.length;
  if (route === '/home-3') return defaultSkills.length;
  const member = team.find((item) => getMemberUrl(item) === route);
  return member ? getMemberSkillBars(member).length : 0;
}

/** The forms a page's main content offers, by where they send without script. */
function expectedForms(route: string): RegExp[] {
  const mail = (subject: string) => new RegExp(`^mailto:${contact.email}\\?subject=${encodeURIComponent(subject)}$`);
  const forms: RegExp[] = [];
  if (route === '/contact') forms.push(mail('Quote request'));
  if (route === '/blog-details') forms.push(mail(`Comment on “${blogArticle.title}”`));
  if (route === '/service-details') forms.push(mail('Service enquiry'));
  const service = services.find((item) => item.url === route);
  if (service) forms.push(mail(`Enquiry about ${service.title}`));
  if (['/', '/home-2', '/services', '/price-plan', unknownUrl].includes(route))
    forms.push(mail('Newsletter subscription'));
  if (route === '/search') forms.push(/^\/search$/);
  return forms;
}

interface Reading {
  /** The web fonts the page has set its text in (a browser without scripts links them itself). */
  webFonts: string[];
  h1: { text: string; visible: boolean }[];
  mainText: number;
  mainNavHrefs: string[];
  mainNavVisible: boolean;
  menuButtonVisible: boolean;
  footerLinks: { text: string; href: string; visible: boolean }[];
  carousels: { name: string; slides: { label: string; visible: boolean; content: boolean }[] }[];
  answers: { question: string; answer: string; open: boolean; visible: boolean }[];
  statistics: string[];
  bars: { label: string; percent: number; painted: number }[];
  forms: {
    name: string;
    action: string;
    submit: string;
    visible: boolean;
    inMain: boolean;
    fields: { name: string; label: string }[];
  }[];
}

/** Everything the checks need from the page, read in one pass. */
function read(page: Page): Promise<Reading> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const seen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0
      );
    };
    const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .map((id) => text(document.getElementById(id)))
        .join(' ')
        .trim();
    const main = document.querySelector('main');
    const mainNav = document.querySelector('header nav[aria-label="Main"]');
    const menuButton = document.querySelector('header button[aria-controls="mobile-menu"]');
    return {
      // The fallback faces (local fonts, scaled) load too; the web fonts are the others.
      webFonts: [
        ...new Set(
          [...document.fonts]
            .filter((face) => face.status === 'loaded')
            .map((face) => face.family.replaceAll('"', ''))
            .filter((family) => !family.endsWith(' Fallback')),
        ),
      ].sort(),
      h1: [...document.querySelectorAll('h1')].map((h1) => ({ text: text(h1), visible: seen(h1) })),
      mainText: text(main).length,
      mainNavHrefs: [...(mainNav?.querySelectorAll('a[href]') ?? [])].map((a) => a.getAttribute('href') ?? ''),
      mainNavVisible: mainNav ? seen(mainNav) : false,
      menuButtonVisible: menuButton ? seen(menuButton) : false,
      footerLinks: [...document.querySelectorAll('footer nav a[href]')].map((a) => ({
        text: text(a),
        href: a.getAttribute('href') ?? '',
        visible: seen(a),
      })),
      carousels: [...document.querySelectorAll('[aria-roledescription="carousel"]')].map((region) => ({
        name: region.getAttribute('aria-label') ?? '',
        slides: [...region.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => ({
          label: slide.getAttribute('aria-label') ?? '',
          visible: seen(slide),
          content: text(slide).length > 0 || [...slide.querySelectorAll('img[alt]')].some((img) => seen(img)),
        })),
      })),
      answers: [...document.querySelectorAll<HTMLDetailsElement>('main details')].map((details) => {
        const summary = details.querySelector('summary');
        const body = [...details.children].filter((child) => child !== summary);
        return {
          question: text(summary),
          answer: body.map(text).join(' '),
          open: details.open,
          visible: body.length > 0 && body.every(seen),
        };
      }),
      // The figures shown (assistive technology reads a copy of each: e2e/assistive-text.spec.ts).
      statistics: [
        ...document.querySelectorAll('section[aria-labelledby="statistics-title"] dd span[aria-hidden="true"]'),
      ].map(text),
      // A bar's fill carries its value as an inline width; what is painted must match it.
      bars: [...document.querySelectorAll<HTMLElement>('main [style*="width"]')]
        .filter((fill) => /^\d+%$/.test(fill.style.width) && fill.parentElement)
        .map((fill) => ({
          label: (fill.closest('li')?.innerText ?? '').replace(/\s+/g, ' ').trim(),
          percent: Number.parseFloat(fill.style.width),
          painted: (100 * fill.getBoundingClientRect().width) / fill.parentElement!.getBoundingClientRect().width,
        })),
      forms: [...document.querySelectorAll('form')].map((form) => ({
        name: form.getAttribute('aria-label') ?? byIds(form.getAttribute('aria-labelledby')),
        action: form.getAttribute('action') ?? '',
        submit: ((button) => button?.getAttribute('aria-label') ?? text(button))(
          form.querySelector('button[type="submit"], button:not([type])'),
        ),
        visible: seen(form),
        inMain: Boolean(form.closest('main')),
        fields: [...form.querySelectorAll('input, textarea, select')]
          .filter((field) => (field as HTMLInputElement).type !== 'hidden' && !field.closest('[aria-hidden="true"]'))
          .map((field) => ({
            name: field.getAttribute('name') ?? '',
            label:
              field.getAttribute('aria-label') ??
              (byIds(field.getAttribute('aria-labelledby')) ||
                [...((field as HTMLInputElement).labels ?? [])].map(text).join(' ')),
          })),
      })),
    };
  });
}

/** All the checks of one page, soft, so that a run lists every page that falls short. */
async function expectReadable(page: Page, route: string, desktop: boolean) {
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(route === unknownUrl ? 404 : 200);
  const reading = await read(page);
  const soft = (what: string) => `${route}: ${what}`;

  expect.soft(reading.h1, soft('one visible h1')).toEqual([{ text: expect.any(String), visible: true }]);
  expect.soft(reading.h1[0]?.text.length ?? 0, soft('the h1 has text')).toBeGreaterThan(2);
  expect.soft(reading.mainText, soft('the main landmark has text')).toBeGreaterThan(200);
  expect.soft(reading.webFonts, soft('the text is set in the web fonts')).toEqual(['Inter', 'Plus Jakarta Sans']);

  // The whole menu is in the page; at desktop width it is on screen, at phone width its button is.
  const menuHrefs = mainMenu.flatMap((item) => [item.url, ...(item.children ?? []).map((child) => child.url)]);
  expect.soft(reading.mainNavHrefs, soft('the menu links')).toEqual(menuHrefs.filter(Boolean));
  if (desktop) expect.soft(reading.mainNavVisible, soft('the menu is shown')).toBe(true);
  else expect.soft(reading.menuButtonVisible, soft('the menu button is shown')).toBe(true);
  expect
    .soft(reading.footerLinks, soft('the footer links, shown'))
    .toEqual(
      footerColumns.flatMap((column) =>
        column.links.map((link) => ({ text: link.name, href: link.url, visible: true })),
      ),
    );

  expect.soft(reading.carousels.length, soft('the sliders')).toBe(carouselCounts[route] ?? 0);
  for (const { name, slides } of reading.carousels) {
    expect.soft(slides.length, soft(`${name} has slides`)).toBeGreaterThan(0);
    const unseen = slides.filter((slide) => !slide.visible || !slide.content).map((slide) => slide.label);
    expect.soft(unseen, soft(`${name}: slides hidden or empty`)).toEqual([]);
  }

  if (faqRoutes.has(route)) {
    const answers = reading.answers;
    expect
      .soft(
        answers.map((item) => item.question),
        soft('the FAQ questions'),
      )
      .toEqual(faqs.slice(0, 4).map((faq) => faq.question));
    expect
      .soft(
        answers.map((item) => item.answer),
        soft('the FAQ answers, in the page'),
      )
      .toEqual(faqs.slice(0, 4).map((faq) => faq.answer));
    expect
      .soft(
        answers.filter((item) => item.open && !item.visible),
        soft('open answers not shown'),
      )
      .toEqual([]);
    expect.soft(answers.filter((item) => item.open).length, soft('an answer is open')).toBeGreaterThan(0);
    // A closed one opens by the browser alone.
    const closed = faqs.find((faq) => answers.some((item) => item.question === faq.question && !item.open));
    if (closed) {
      const item = page.locator('details').filter({ hasText: closed.question });
      await item.locator('summary').click();
      await expect.soft(item.getByText(closed.answer), soft('a closed answer opens')).toBeVisible();
    }
  } else {
    expect.soft(reading.answers, soft('no FAQ expected')).toEqual([]);
  }

  const finalValues = statistics.map((item) => `${item.count}${item.suffix}`);
  expect
    .soft(reading.statistics, soft('the statistics, at their final values'))
    .toEqual(statsRoutes.has(route) ? finalValues : []);
  expect.soft(reading.bars.length, soft('the skill bars')).toBe(expectedBars(route));
  for (const bar of reading.bars)
    expect.soft(bar.painted, soft(`the bar "${bar.label}" is drawn at ${bar.percent}%`)).toBeCloseTo(bar.percent, 0);

  const shown = reading.forms.filter((form) => form.inMain && form.visible).map((form) => form.action);
  expect
    .soft(shown.length, soft('every form in the main content is shown'))
    .toBe(reading.forms.filter((form) => form.inMain).length);
  for (const action of expectedForms(route))
    expect
      .soft(
        shown.filter((shownAction) => action.test(shownAction)),
        soft(`a form sent to ${action}`),
      )
      .toHaveLength(1);
  for (const form of reading.forms) {
    const what = soft(`the form "${form.name || form.action}"`);
    expect.soft(form.submit, `${what} has a submit button`).not.toBe('');
    // Without script a form is sent by the browser: to the mail program or to /search.
    expect.soft(form.action, `${what} is sent without script`).toMatch(/^(mailto:|\/search$)/);
    expect.soft(form.fields.length, `${what} has fields`).toBeGreaterThan(0);
    expect
      .soft(
        form.fields.filter((field) => !field.label),
        `${what}: fields without a label`,
      )
      .toEqual([]);
  }
  return reading;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, allowedConsoleErrors: [new RegExp(`status of 404 .*${unknownUrl}\\]$`)] });

  test('the export writes every page of every language, and no other @desktop', () => {
    // The English ones are checked below; the others in languages.spec.ts.
    const every = languages.flatMap((language) => staticRoutes(language));
    expect(exportedRoutes()).toEqual([...every, ...notFoundFiles].sort());
  });

  // At desktop width every page; at phone width each layout once: the specification's pages, the
  // first page of each generated collection and the not-found page (the generated siblings
  // differ from their first only in content, which the desktop pass reads on each of them).
  const routes = [...staticRoutes(), unknownUrl];
  const layouts = [...pageRoutes, services[0]!.url, projects[0]!.url, getMemberUrl(team[0]!), unknownUrl];
  /** Pages per test: each test walks through its share in one tab. */
  const batchSize = 12;
  for (const [width, list] of [
    ['desktop', routes],
    ['phone', layouts],
  ] as const) {
    for (let start = 0; start < list.length; start += batchSize) {
      const batch = list.slice(start, start + batchSize);
      test(`pages ${start + 1}–${start + batch.length} of ${list.length} show their content, menu, slides, answers, figures and forms @${width}`, async ({
        page,
      }) => {
        test.slow();
        for (const route of batch)
          await test.step(route, () => expectReadable(page, route, width === 'desktop').then(() => undefined));
      });
    }
  }
});
