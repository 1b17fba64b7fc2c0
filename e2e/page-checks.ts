import type { Locator, Page } from '@playwright/test';
import {
  getProjectFacts,
  getRelatedProjects,
  getTechnicalDetails,
  projectFeatures,
  projectResultsSentence,
} from '../content/projects';
import { pages } from '../content/pages';
import { services } from '../content/services';
import { getMemberSkillBars } from '../content/team';
import type { Project, Service, TeamMember } from '../content/types';
import { expect } from './fixtures';

// What each generated page shows beyond what every page owes (pages.spec.ts visits each one
// at both widths and runs these on the page it has open).

/** A project's case study, its facts with their fallbacks, and related work. */
export async function expectProjectPage(page: Page, project: Project) {
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: `${project.title}: the delivered product` })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Project Overview' })).toContainText(project.brief);
  await expect(main.getByRole('region', { name: 'Technical Details' })).toContainText(getTechnicalDetails(project));
  await expect(main.getByRole('region', { name: 'Results' })).toContainText(projectResultsSentence());
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
  const expectedRelated = getRelatedProjects(project);
  await expect(related).toHaveCount(expectedRelated.length);
  for (const [index, other] of expectedRelated.entries())
    await expect(related.nth(index).getByRole('link')).toHaveAttribute('href', other.url);
}

/** Checks the sidebar of a service page; `current` is the service shown, if any. */
export async function expectServiceSidebar(page: Page, current?: string) {
  const sidebar = page.getByRole('complementary', { name: 'Service sidebar' });
  const nav = sidebar.getByRole('navigation', { name: pages.service_sidebar.servicesTitle });
  await expect(nav.getByRole('link')).toHaveText(services.map((service) => service.title));
  const marked = nav.locator('[aria-current="page"]');
  if (current) {
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveText(current);
  } else {
    await expect(marked).toHaveCount(0);
  }
  const form = sidebar.locator('form');
  await expect(form.getByLabel('Your name')).toHaveAttribute('name', 'name');
  await expect(form.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Phone number')).toHaveAttribute('type', 'tel');
  await expect(form.getByLabel('How can we help?')).toHaveAttribute('required', '');
  await expect(form.getByRole('button', { name: 'Send Enquiry' })).toBeVisible();
  await expect(form).toHaveAttribute('action', /^mailto:hello@corevia\.example/);
  const brochure = sidebar.getByRole('link', { name: /Services Brochure/ });
  await expect(brochure).toHaveAttribute('href', '/brochure/corevia-services-brochure.pdf');
  await expect(brochure).toHaveAttribute('download', 'corevia-services-brochure.pdf');
  await expect(brochure).toContainText(/PDF, \d+ KB/);
}

/** A service page's own content, its sidebar and its structured data. */
export async function expectServicePage(page: Page, service: Service) {
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: `Illustration of our ${service.title} work` })).toBeVisible();
  const overview = main.getByRole('region', { name: 'Service Overview' });
  for (const paragraph of service.overview) await expect(overview).toContainText(paragraph);
  const delivered = main.getByRole('region', { name: 'What We Deliver' }).getByRole('listitem');
  await expect(delivered).toHaveText(service.deliverables);
  const steps = main.getByRole('region', { name: 'How We Work' }).getByRole('heading', { level: 3 });
  await expect(steps).toHaveText(service.process.map((step) => step.title));
  await expect(main.getByRole('list', { name: `${service.title} technologies` }).getByRole('listitem')).toHaveText(
    service.technologies,
  );
  await expect(main.getByRole('region', { name: 'Results Our Clients See' }).getByRole('listitem')).toHaveText(
    service.outcomes,
  );
  await expectServiceSidebar(page, service.title);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(data.find((item) => item['@type'] === 'Service')).toMatchObject({ name: service.title });
}

/**
 * A member's page: bio, experience, skills, profile links and skill bars, which with `reload`
 * read the same after a reload.
 */
export async function expectMemberPage(page: Page, member: TeamMember, { reload = true } = {}) {
  const main = page.getByRole('main');
  await expect(main.getByRole('img', { name: `Portrait of ${member.name}` })).toBeVisible();
  await expect(main.getByText(member.description)).toBeVisible();
  await expect(main).toContainText(`${member.experience} of experience`);
  await expect(main.getByRole('list', { name: `${member.name}’s skills` }).getByRole('listitem')).toHaveText(
    member.skills,
  );
  const socials = main.getByRole('link', { name: new RegExp(`^${member.name} on .+ \\(opens in a new tab\\)$`) });
  await expect(socials).toHaveCount(Object.values(member.social).filter(Boolean).length);
  for (const link of await socials.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  const read = () =>
    main.getByRole('progressbar').evaluateAll((bars) =>
      bars.map((bar) => ({
        name: bar.getAttribute('aria-labelledby'),
        value: bar.getAttribute('aria-valuenow'),
      })),
    );
  const bars = getMemberSkillBars(member);
  const progressbars = main.getByRole('progressbar');
  await expect(progressbars).toHaveCount(Math.min(3, member.skills.length));
  for (const [index, bar] of bars.entries()) {
    const progressbar = main.getByRole('progressbar', { name: bar.title });
    await expect(progressbar).toHaveAttribute('aria-valuenow', String(bar.percent));
    await expect(progressbars.nth(index)).toHaveAccessibleName(bar.title);
    const value = Number(await progressbar.getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThanOrEqual(70);
    expect(value).toBeLessThanOrEqual(99);
    await expect(main.getByText(`${bar.percent}%`, { exact: true }).first()).toBeVisible();
  }
  await expectBarsFilled(
    progressbars.locator('span'),
    bars.map((bar) => bar.percent),
  );
  if (reload) {
    const first = await read();
    await page.reload();
    expect(await read()).toEqual(first);
  }

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const person = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((d) => d['@type'] === 'Person');
  expect(person).toMatchObject({ name: member.name, jobTitle: member.role });
}

/**
 * Scrolls the page through, a viewport at a time, so that lazy images are requested, then
 * checks every <img> rendered: loaded (`complete`) and decoded to real pixels
 * (`naturalWidth > 0`; a broken image is `complete` too, with no width). An image that
 * stays unrequested (in a slide off to the side, or in a closed menu) is asked for eagerly.
 */
export async function expectImagesRendered(page: Page, label = page.url()) {
  // In the page, a viewport at a time: each position is held for two frames, in which the
  // browser sees what came near the viewport and requests its lazy images. Cards that rise into
  // view fetch their animation code as they come near (components/ui/motion/load-animate.ts);
  // those passed before it came, and below the window once back at the top, wait hidden for
  // the next time they are seen: the page is then scrolled through again, a few times at most.
  // A frame is waited for at most 100 ms: a headless Chromium on a busy machine may stop
  // producing frames for a while, and an unbounded wait then hung the test until its timeout
  // (images not asked for by then are asked for eagerly below).
  await page.evaluate(async (viewport) => {
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    const step = Math.max(200, viewport - 100);
    const waiting = () =>
      [...document.querySelectorAll('main *')].some(
        (element) => getComputedStyle(element).opacity === '0' && !element.closest('.swiper'),
      );
    for (let pass = 0; pass < 4 && (pass === 0 || waiting()); pass += 1) {
      if (pass > 0) await new Promise((resolve) => setTimeout(resolve, 250));
      for (let y = 0; y < document.documentElement.scrollHeight + step; y += step) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await frame();
        await frame();
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  }, page.viewportSize()?.height ?? 800);
  await page.locator('img[loading="lazy"]').evaluateAll((images) => {
    for (const image of images as HTMLImageElement[]) if (!image.complete) image.loading = 'eager';
  });
  const broken = () =>
    page
      .locator('img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => !image.complete || image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.getAttribute('src')),
      );
  await expect.poll(broken, { message: `${label} images that do not render` }).toEqual([]);
}

/**
 * Checks every icon the page shows draws its glyph: each `<use>` in view refers to a symbol it
 * finds, in the page (the symbols the build put there: buildtime/inline-icons.ts) or in the
 * sprite (an icon React drew after the first paint), and has a box. The sprite's symbols
 * arrive over the network, so the check waits for them.
 */
export async function expectIconsDrawn(page: Page, label = page.url()) {
  const undrawn = () =>
    page.locator('svg use').evaluateAll((uses) =>
      (uses as SVGUseElement[])
        .filter((use) => use.ownerSVGElement!.getClientRects().length > 0)
        .filter((use) => {
          const box = use.getBBox();
          return box.width === 0 || box.height === 0;
        })
        .map((use) => use.getAttribute('href')),
    );
  await expect.poll(undrawn, { message: `${label} icons that draw nothing` }).toEqual([]);
}

/**
 * Checks each bar's fill, once scrolled into view and filled: its width over its track's
 * is its percent, within 2 points. `bars` are the fills' elements, `percents` their values.
 */
export async function expectBarsFilled(bars: Locator, percents: number[]) {
  await expect(bars).toHaveCount(percents.length);
  for (const [index, percent] of percents.entries()) {
    const bar = bars.nth(index);
    await bar.scrollIntoViewIfNeeded();
    const ratio = () =>
      bar.evaluate((fill) => {
        const track = fill.parentElement!.getBoundingClientRect().width;
        return track > 0 ? (fill.getBoundingClientRect().width / track) * 100 : -1;
      });
    await expect
      .poll(async () => Math.abs((await ratio()) - percent), { message: `bar ${index + 1} fills to ${percent}%` })
      .toBeLessThanOrEqual(2);
  }
}
