import type { Page } from '@playwright/test';
import { faqs } from '../content/faqs';
import { aboutBlock, aboutIntro } from '../content/home';
import { sectionCopy } from '../content/sections';
import { expertiseSkills, statistics } from '../content/stats';
import { team } from '../content/team';
import { testimonials } from '../content/testimonials';
import { expect, test } from './fixtures';
import { expectBarsFilled } from './page-checks';
import {
  activeSlide,
  carousel,
  expectArrowsAndKeys,
  expectSlide,
  expectSlidesInOrder,
  ready,
  stepped,
} from './sliders';

// Tests tagged @desktop here check what the HTML holds or how it behaves, the same at every width;
// pages.spec.ts audits each page at 390 px too (complete, rendered, nothing spilling sideways).

// The pages show the specification's share of the content files: up to 6 testimonials, the first
// 6 members, the first 4 FAQs; the figures are whatever the files hold.
const shownFaqs = faqs.slice(0, 4);
const shownMembers = team.slice(0, 6);
const finalValues = statistics.map((item) => `${item.count}${item.suffix}`);

function section(page: Page, title: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

function statsStrip(page: Page) {
  return section(page, sectionCopy.statistics.title);
}

/** The numbers the strip shows: the digits that count, hidden from assistive technology, which reads the final values (e2e/assistive-text.spec.ts). */
function shownNumbers(page: Page) {
  return statsStrip(page).locator('dd span[aria-hidden="true"]');
}

test.describe('/about', () => {
  test('shows banner, intro, about block, expertise, statistics, testimonials, team and call to action', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
      'Home',
      'About Us',
    ]);
    for (const intro of aboutIntro) await expect(page.getByRole('heading', { name: intro.title })).toBeVisible();

    const about = section(page, aboutBlock.heading);
    await expect(about.getByRole('listitem')).toHaveText([
      'AI-powered solutions for business automation',
      'Expert team of mobile and web developers',
      'Industry-leading security and cloud solutions',
    ]);
    await expect(about.getByRole('link', { name: 'Read More about our services', exact: true })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(about.getByText('25+ Years Of Experience')).toBeVisible();

    const expertise = section(page, sectionCopy.expertise.title);
    await expect(expertise.getByRole('listitem')).toHaveText(
      expertiseSkills.map((skill) => `${skill.title}${skill.percent}%`),
    );
    // Each fill reaches its value once scrolled into view (motion fills it from 0).
    await expectBarsFilled(
      expertise.locator('li').locator('[class*="bar"]'),
      expertiseSkills.map((skill) => skill.percent),
    );

    await expect(statsStrip(page).locator('dt')).toHaveText(statistics.map((item) => item.text));
    await expectSlidesInOrder(
      carousel(page, 'Client testimonials'),
      testimonials.slice(0, 6).map((testimonial) => testimonial.name),
    );
    await expectSlidesInOrder(
      carousel(page, 'Team members'),
      shownMembers.map((member) => member.name),
    );
    await expect(page.getByText('270+ happy clients')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Have a Project in Mind/ })).toBeVisible();
  });

  test('statistics count up to their values once scrolled into view @desktop', async ({ page }) => {
    await page.goto('/about');
    const numbers = shownNumbers(page);
    await page.waitForLoadState('networkidle');
    // Hydrated and out of sight, each number waits at 0 for its run.
    const zeros = statistics.map((item) => `0${item.suffix}`);
    await expect(numbers).toHaveText(zeros);
    await statsStrip(page).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await numbers.allTextContents()).join(' '), { intervals: [50] })
      .not.toBe(zeros.join(' '));
    await expect(numbers).toHaveText(finalValues, { timeout: 5000 });
  });

  test('under reduced motion the statistics show their values without counting @desktop', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const numbers = shownNumbers(page);
    await expect(numbers).toHaveText(finalValues);
    await statsStrip(page).scrollIntoViewIfNeeded();
    expect(await numbers.allTextContents()).toEqual(finalValues);
  });

  test('the team slider loops with its arrows and keys; the testimonial slider moves by them too', async ({ page }) => {
    await page.goto('/about');
    const region = carousel(page, 'Team members');
    await expectArrowsAndKeys(region);
    const next = region.getByRole('button', { name: 'Next slide' });
    await next.focus();
    let current = await activeSlide(region);
    const start = current;
    for (let i = 0; i < shownMembers.length; i += 1) {
      await next.click();
      current = stepped(current, 1);
      await expectSlide(region, current);
    }
    expect(current).toBe(start);
    await expectArrowsAndKeys(carousel(page, 'Client testimonials'));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the statistics show their final values and the first slides are laid out', async ({ page }) => {
      await page.goto('/about');
      await expect(shownNumbers(page)).toHaveText(finalValues);
      const firstMember = carousel(page, 'Team members').locator('.swiper-slide').first();
      await firstMember.scrollIntoViewIfNeeded();
      await expect(firstMember.getByRole('heading')).toBeInViewport();
    });
  });
});

test.describe('/faqs', () => {
  test('shows the banner, the two-column accordion, testimonials with arrows and the call to action', async ({
    page,
  }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
    const items = page.getByRole('main').locator('details');
    await expect(items.locator('summary')).toHaveText(shownFaqs.map((faq) => faq.question));
    // Measured together, in one frame: apart, the web fonts may swap in between and move a line
    // by a pixel of rounding.
    const [first, , third] = await items.evaluateAll((elements) =>
      elements.slice(0, 3).map((element) => {
        const { x, y } = element.getBoundingClientRect();
        return { x, y };
      }),
    );
    if ((page.viewportSize()?.width ?? 0) >= 992) {
      // Two per column: the third question starts a second column beside the first.
      expect(third?.x).toBeGreaterThan((first?.x ?? 0) + 100);
      expect(third?.y).toBeCloseTo(first?.y ?? 0, 0);
    }
    const region = carousel(page, 'Client testimonials');
    await ready(region);
    await expect(region.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Have a Project in Mind/ })).toBeVisible();
    const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = structuredData.map((json) => JSON.parse(json)).find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity.map((entity: { name: string }) => entity.name)).toEqual(
      shownFaqs.map((faq) => faq.question),
    );
  });

  test('one answer is open per column; selecting the open one closes it', async ({ page }) => {
    await page.goto('/faqs');
    const item = (index: number) =>
      page.getByRole('main').locator('details').filter({ hasText: faqs[index]!.question });
    await expect(item(0)).toHaveAttribute('open', '');
    await item(1).locator('summary').click();
    await expect(item(1)).toHaveAttribute('open', '');
    await expect(item(0)).not.toHaveAttribute('open');
    await item(2).locator('summary').click();
    await expect(item(2)).toHaveAttribute('open', '');
    await expect(item(1)).toHaveAttribute('open', '');
    await item(3).locator('summary').click();
    await expect(item(3)).toHaveAttribute('open', '');
    await expect(item(2)).not.toHaveAttribute('open');
    await item(3).locator('summary').click();
    await expect(item(3)).not.toHaveAttribute('open');
    await expect(item(1)).toHaveAttribute('open', '');
  });

  test('the testimonial slider moves by its arrows and keys', async ({ page }) => {
    await page.goto('/faqs');
    await expectArrowsAndKeys(carousel(page, 'Client testimonials'));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every answer is in the page and the accordion still opens', async ({ page }) => {
      await page.goto('/faqs');
      for (const faq of shownFaqs) await expect(page.getByText(faq.answer)).toBeAttached();
      await expect(page.getByText(faqs[0]!.answer)).toBeVisible();
      const second = page.getByRole('main').locator('details').filter({ hasText: faqs[1]!.question });
      await second.locator('summary').click();
      await expect(page.getByText(faqs[1]!.answer)).toBeVisible();
      await expect(page.getByText(faqs[0]!.answer)).toBeHidden();
    });
  });
});
