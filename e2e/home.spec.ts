import type { Page } from '@playwright/test';
import { clientLogos } from '../content/clients';
import { faqs } from '../content/faqs';
import { aboutBlock, heroOne, heroSlides, heroTwo, homeVideo } from '../content/home';
import { posts } from '../content/posts';
import { projects } from '../content/projects';
import { sectionCopy } from '../content/sections';
import { services } from '../content/services';
import { defaultSkills } from '../content/stats';
import { testimonials } from '../content/testimonials';
import { expect, expectSettled, expectStyled, stubEmbeds, test } from './fixtures';
import {
  activeSlide,
  blurActiveElement,
  carousel,
  carouselLayout,
  expectArrowsAndKeys,
  expectSlidesInOrder,
  ready,
} from './sliders';

// What each home shows is the specification's rule over the content files: the first 6 projects,
// the first 4 FAQs, 1 featured post and the next 3, and so on, whatever the files hold.
const shownFaqs = faqs.slice(0, 4);
const [leftFirst, leftSecond, rightFirst, rightSecond] = shownFaqs.map((faq) => faq.question);
const titles = (entries: { title: string }[]) => entries.map((entry) => entry.title);

function section(page: Page, title: string) {
  return page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Slides Swiper knows (duplicates excluded: loop mode moves slides, it never copies them). */
function slides(page: Page, name: string) {
  return carousel(page, name).locator('.swiper-slide');
}

test.describe('home variant one', () => {
  test('shows each section with its counts', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroOne.title);
    await expect(page.getByText('50+ Projects Delivered')).toBeVisible();
    await expect(page.getByRole('button', { name: `Play video: ${homeVideo.title}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Trusted by 270+ happy clients' })).toBeVisible();
    await expect(slides(page, 'Client logos')).toHaveCount(clientLogos.length);
    await expect(section(page, sectionCopy.services.title).locator('article').getByRole('heading')).toHaveText(
      titles(services),
    );
    await expect(
      page.getByRole('heading', { name: 'Subscribe to Our Newsletter for the daily Updates' }),
    ).toBeVisible();
    await expectSlidesInOrder(carousel(page, 'Latest projects'), titles(projects.slice(0, 6)));
    await expect(page.getByRole('main').locator('summary')).toHaveText(shownFaqs.map((faq) => faq.question));
    const blog = section(page, sectionCopy.blog.title);
    // The newest post featured, then the next 3.
    await expect(blog.locator('article').getByRole('heading')).toHaveText(titles(posts.slice(0, 4)));
    await expect(blog.getByRole('list', { name: 'More recent posts' }).locator(':scope > li')).toHaveCount(3);
    const structuredData = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(structuredData.filter((json) => json.includes('"FAQPage"'))).toHaveLength(1);
  });

  test('the latest projects and client logo sliders move by their arrows and keys', async ({ page }) => {
    await page.goto('/');
    await expectArrowsAndKeys(carousel(page, 'Latest projects'));
    await expectArrowsAndKeys(carousel(page, 'Client logos'));
  });

  test('the projects slider shows 1, 2 and 3 slides at 390, 768 and 1280 px @desktop', async ({ page }) => {
    for (const [width, perView] of [
      [390, 1],
      [768, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const region = carousel(page, 'Latest projects');
      await ready(region);
      const trackWidth = (await region.locator('.swiper').boundingBox())?.width ?? 0;
      const slideWidth = (await region.locator('.swiper-slide-active').boundingBox())?.width ?? 0;
      expect(Math.round((trackWidth + 30) / (slideWidth + 30))).toBe(perView);
    }
  });

  test('autoplay advances, pauses with its control and on hover, and plays again @desktop', async ({ page }) => {
    test.setTimeout(60_000);
    // The page's clock runs as a real one, and is run ahead where the test shows that nothing
    // moves for a while: every timer due in that time fires at once.
    await page.clock.install();
    await page.goto('/');
    const region = carousel(page, 'Latest projects');
    await ready(region);
    await page.mouse.move(0, 0);
    const first = await activeSlide(region);
    await expect.poll(() => activeSlide(region), { timeout: 6000 }).not.toBe(first);

    const pause = region.getByRole('button', { name: 'Pause autoplay' });
    await pause.click();
    await expect(region.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
    await blurActiveElement(page);
    const paused = await activeSlide(region);
    await page.clock.runFor(4000);
    expect(await activeSlide(region)).toBe(paused);

    await region.getByRole('button', { name: 'Start autoplay' }).click();
    await expect(region.getByRole('button', { name: 'Pause autoplay' })).toBeVisible();
    await blurActiveElement(page);
    await expect.poll(() => activeSlide(region), { timeout: 6000 }).not.toBe(paused);

    await region.locator('.swiper').hover();
    const hovered = await activeSlide(region);
    await page.clock.runFor(4000);
    expect(await activeSlide(region)).toBe(hovered);
  });

  test('the accordion keeps one answer open per column', async ({ page }) => {
    await page.goto('/');
    const item = (question = '') => page.locator('details').filter({ hasText: question });
    await expect(item(leftFirst)).toHaveAttribute('open', '');
    await expect(item(leftSecond)).not.toHaveAttribute('open');
    await expect(item(rightFirst)).not.toHaveAttribute('open');
    await expect(page.getByText(faqs[0]!.answer)).toBeVisible();

    await item(leftSecond).locator('summary').click();
    await expect(item(leftSecond)).toHaveAttribute('open', '');
    await expect(item(leftFirst)).not.toHaveAttribute('open');
    await expect(page.getByText(faqs[1]!.answer)).toBeVisible();

    await item(rightSecond).locator('summary').click();
    await expect(item(rightSecond)).toHaveAttribute('open', '');
    await expect(item(leftSecond)).toHaveAttribute('open', '');

    await item(rightSecond).locator('summary').click();
    await expect(item(rightSecond)).not.toHaveAttribute('open');
    await expect(item(leftSecond)).toHaveAttribute('open', '');

    await item(leftSecond).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(item(leftSecond)).not.toHaveAttribute('open');
  });

  test('the intro video opens in a modal, traps focus and closes three ways', async ({ page }) => {
    const providerRequests: string[] = [];
    page.on('request', (request) => {
      if (/youtube|vimeo|ytimg/.test(request.url())) providerRequests.push(request.url());
    });
    await stubEmbeds(page);
    await page.goto('/');
    const play = page.getByRole('button', { name: `Play video: ${homeVideo.title}` });
    const dialog = page.getByRole('dialog', { name: homeVideo.title });
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(providerRequests).toEqual([]);

    await play.click();
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close video' });
    await expect(close).toBeFocused();
    const src = (await dialog.locator('iframe').getAttribute('src')) ?? '';
    expect(src).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${homeVideo.videoId}\\?`));
    expect(new URL(src).searchParams.get('autoplay')).toBe('1');
    expect(new URL(src).searchParams.get('mute')).toBe('1');
    await expect(dialog.locator('iframe')).toHaveAttribute('title', homeVideo.title);
    // The player's page (a stand-in offline) loads inside the frame: frame-src lets it in.
    await expect(dialog.frameLocator('iframe').locator('#embed-stub')).toHaveText(
      'Stand-in for https://www.youtube-nocookie.com',
    );

    // Focus stays inside: backwards from the close button wraps to the player, forwards comes back.
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.locator('iframe')).toBeFocused();
    await close.focus();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await close.focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();

    await play.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();

    await play.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});

test.describe('home variant two', () => {
  test('shows hero, 3 services, about, newsletter, 3 projects, FAQ, testimonials and blog', async ({ page }) => {
    await page.goto('/home-2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTwo.title);
    await expect(section(page, sectionCopy.services.title).locator('article').getByRole('heading')).toHaveText(
      titles(services.slice(0, 3)),
    );
    const about = section(page, aboutBlock.heading);
    await expect(about.getByRole('listitem')).toHaveText([
      'AI-powered solutions for business automation',
      'Expert team of mobile and web developers',
      'Industry-leading security and cloud solutions',
    ]);
    await expect(about.getByText('25+ Years Of Experience')).toBeVisible();
    await expect(about.getByRole('link', { name: 'Read More about our services', exact: true })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(page.getByRole('heading', { name: /Subscribe to Our Newsletter/ })).toBeVisible();
    await expect(section(page, sectionCopy.projects.title).locator('article').getByRole('heading')).toHaveText(
      titles(projects.slice(0, 3)),
    );
    await expect(page.getByRole('main').locator('summary')).toHaveText(shownFaqs.map((faq) => faq.question));
    await expectSlidesInOrder(
      carousel(page, 'Client testimonials'),
      testimonials.slice(0, 6).map((testimonial) => testimonial.name),
    );
    await expect(section(page, sectionCopy.blog.title).locator('article').getByRole('heading')).toHaveText(
      titles(posts.slice(0, 3)),
    );
  });

  test('its rows of three cards sit in one row or one column at tablet widths, never two then one @desktop', async ({
    page,
  }) => {
    const rowsOfThree = [sectionCopy.services.title, sectionCopy.projects.title, sectionCopy.blog.title];
    for (const width of [768, 900]) {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto('/home-2');
      // Laid out as styled: the sections below the first screen hold a room of their own until then.
      await expectStyled(page);
      for (const title of rowsOfThree) {
        const cards = section(page, title).getByRole('article');
        await expect(cards).toHaveCount(3);
        const tops = await cards.evaluateAll((articles) =>
          articles.map((article) => Math.round(article.getBoundingClientRect().top)),
        );
        const rows = new Set(tops).size;
        expect([1, 3], `${title} at ${width} px: the cards' tops are ${tops.join(', ')}`).toContain(rows);
      }
    }
  });

  test('the testimonial slider moves by its arrows and keys', async ({ page }) => {
    await page.goto('/home-2');
    await expectArrowsAndKeys(carousel(page, 'Client testimonials'));
  });
});

test.describe('home variant three', () => {
  test('shows the hero slider, service strip, about with bars, video, projects, testimonials and blog', async ({
    page,
  }) => {
    await page.goto('/home-3');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroSlides[0]!.title);
    await expectSlidesInOrder(carousel(page, 'Highlights'), titles(heroSlides.slice(0, 3)));
    await expect(carousel(page, 'Highlights').getByText(/30\+ years/)).toHaveCount(1);
    const strip = section(page, sectionCopy.serviceStrip.title);
    await expect(strip.locator('article').getByRole('heading')).toHaveText(titles(services));
    await expect(strip.getByText(String(services.length).padStart(2, '0'), { exact: true })).toBeVisible();
    const about = section(page, aboutBlock.heading);
    for (const bar of defaultSkills.map((skill) => `${skill.title}${skill.percent}%`)) {
      await expect(about.getByRole('listitem').filter({ hasText: bar })).toHaveCount(1);
    }
    await expect(page.getByRole('button', { name: `Play video: ${homeVideo.title}` })).toBeVisible();
    await expectSlidesInOrder(carousel(page, 'Latest projects'), titles(projects.slice(0, 6)));
    await expectSlidesInOrder(
      carousel(page, 'Client testimonials'),
      testimonials.slice(0, 4).map((testimonial) => testimonial.name),
    );
    await expect(section(page, sectionCopy.blog.title).locator('article').getByRole('heading')).toHaveText(
      titles(posts.slice(0, 3)),
    );
  });

  test('the header lies transparent over the hero slider', async ({ page }) => {
    await page.goto('/home-3');
    const header = page.locator('header');
    await expect(header).toHaveAttribute('data-variant', 'over-dark-hero');
    await expect(header).toHaveAttribute('data-overlay', 'true');
    await expect(header).toHaveAttribute('data-tone', 'light');
    const hero = carousel(page, 'Highlights');
    expect((await hero.boundingBox())?.y).toBe(0);
    expect((await header.boundingBox())?.y).toBe(0);
    const background = await header.evaluate((element) => {
      const surface = element.querySelector('[class*="surface"]') ?? element;
      return getComputedStyle(surface).backgroundColor;
    });
    expect(background).toBe('rgba(0, 0, 0, 0)');
    await expect(page.getByRole('button', { name: 'Search' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  });

  test('the hero slider rewinds with its arrows and keys', async ({ page }) => {
    await page.goto('/home-3');
    await expectArrowsAndKeys(carousel(page, 'Highlights'));
  });

  test('the project and testimonial sliders move by their arrows and keys', async ({ page }) => {
    await page.goto('/home-3');
    await expectArrowsAndKeys(carousel(page, 'Latest projects'));
    await expectArrowsAndKeys(carousel(page, 'Client testimonials'));
  });

  test('the testimonials play every 2500 ms @desktop', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/home-3');
    const region = carousel(page, 'Client testimonials');
    await ready(region);
    await page.mouse.move(0, 0);
    const changes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const current = await activeSlide(region);
      await expect.poll(() => activeSlide(region), { timeout: 6000, intervals: [25] }).not.toBe(current);
      changes.push(Date.now());
    }
    const intervals = changes.slice(1).map((time, index) => time - changes[index]!);
    // 2500 ms of delay after each 300 ms transition (the default sliders wait 3000 ms); a busy
    // machine only makes an interval longer, so the shortest one tells.
    expect(Math.min(...intervals)).toBeGreaterThan(2300);
    expect(Math.min(...intervals)).toBeLessThan(3200);
  });

  test('the video section opens the same muted, autoplaying home video', async ({ page }) => {
    await page.goto('/home-3');
    const play = page.getByRole('button', { name: `Play video: ${homeVideo.title}` });
    await play.click();
    const dialog = page.getByRole('dialog', { name: homeVideo.title });
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${homeVideo.videoId}\\?.*autoplay=1&mute=1`),
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });
});

test.describe('with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Run ahead below: what would play within the time shown plays at once.
    await page.clock.install();
  });

  test('sliders do not play until asked to @desktop', async ({ page }) => {
    await page.goto('/');
    const region = carousel(page, 'Latest projects');
    await ready(region);
    await page.mouse.move(0, 0);
    await expect(region.getByRole('button', { name: 'Start autoplay' })).toBeVisible();
    const first = await activeSlide(region);
    await page.clock.runFor(4000);
    expect(await activeSlide(region)).toBe(first);
  });

  test('the hero slider stays on its first slide @phone', async ({ page }) => {
    await page.goto('/home-3');
    const region = carousel(page, 'Highlights');
    await ready(region);
    await page.clock.runFor(3800);
    expect(await activeSlide(region)).toBe('1 of 3');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first slides are laid out and every FAQ answer is in the page', async ({ page }) => {
    await page.goto('/');
    const width = page.viewportSize()?.width ?? 0;
    const perView = width >= 992 ? 3 : width >= 767 ? 2 : 1;
    const projectSlides = slides(page, 'Latest projects');
    await projectSlides.first().scrollIntoViewIfNeeded();
    for (let index = 0; index < perView; index += 1) {
      const box = await projectSlides.nth(index).boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    await expect(projectSlides.first().getByRole('heading')).toBeVisible();
    for (const faq of shownFaqs) await expect(page.getByText(faq.answer)).toBeAttached();
    await expect(page.getByText(faqs[0]!.answer)).toBeVisible();
  });

  test('the hero slider shows its first slide', async ({ page }) => {
    await page.goto('/home-3');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  });
});

test('the slider pages have no layout shift from sliders or images', async ({ page }) => {
  test.slow();
  for (const route of ['/', '/home-2', '/home-3', '/about', '/faqs']) {
    await page.goto(route);
    await expectSettled(page);
    // Each shift with what moved, so that a failure says where to look.
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; moved: string[] }[]>((resolve) => {
          const found: { value: number; moved: string[] }[] = [];
          const rect = ({ x, y, width, height }: DOMRectReadOnly) =>
            [x, y, width, height].map((n) => Math.round(n)).join(',');
          new PerformanceObserver((list) => {
            type Shift = PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
            };
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              const moved = entry.sources.map(({ node, previousRect, currentRect }) => {
                const element = node instanceof Element ? node : node?.parentElement;
                const name = element ? `${element.tagName.toLowerCase()}.${element.classList[0] ?? ''}` : '?';
                return `${name} [${rect(previousRect)}] to [${rect(currentRect)}]`;
              });
              found.push({ value: entry.value, moved });
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(found), 300);
        }),
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `${route}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
  }
});

/** The carousels of the pages whose sliders are compared with their server HTML. */
const carouselsPerRoute: Record<string, number> = { '/': 2, '/home-3': 3, '/about': 3 };

test.describe('in the fallback faces', () => {
  // Both views in the fallback faces, as a first visit draws the page with its scripts (it keeps
  // them: lib/paint-loader.ts); without scripts the browser would set the page in the web fonts
  // its stylesheet links. The fonts held away fail, as the console says.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED \[http:\/\/127\.0\.0\.1:\d+\/fonts\//] });

  test('sliders keep the size and place the server HTML gave them when Swiper takes over', async ({ page }) => {
    test.slow();
    // Autoplay off, so the first slide stays in front while it is measured.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.route('**/fonts/**', (route) => route.abort());
    // The same tab, with the project's device, switches script off and on for the server's view.
    const devtools = await page.context().newCDPSession(page);
    const scripts = (enabled: boolean) => devtools.send('Emulation.setScriptExecutionDisabled', { value: !enabled });
    for (const [route, count] of Object.entries(carouselsPerRoute)) {
      await scripts(false);
      await page.goto(route);
      const server = await carouselLayout(page, count, false);
      await scripts(true);
      await page.goto(route);
      expect(await carouselLayout(page, count, true), route).toEqual(server);
    }
  });
});
