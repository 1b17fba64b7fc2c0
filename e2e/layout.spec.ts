import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { headersForPath, parseHeadersFile } from '../hosting/headers-file';
import {
  expect,
  expectHydrated,
  expectStyled,
  firstRouteWhoseHtml,
  holdScripts,
  notFoundDocument,
  scrollToY,
  test,
} from './fixtures';
import { expectIconsDrawn } from './page-checks';
import { fontsSeenKey } from '../lib/paint-loader';
import { heroOne } from '../content/home';
import { services } from '../content/services';
import { site } from '../content/site';

const menu = [
  { name: 'Home', href: '/' },
  { name: 'About', href: '/about' },
  { name: 'Services', href: '/services' },
  { name: 'Blog', href: '/blog' },
  { name: 'Contact', href: '/contact' },
];
// The service pages in the order of their files (the specification's six among them), then All Services.
const serviceLinks = [...services.map((service) => [service.title, service.url]), ['All Services', '/services']];
const [firstService] = services;
const portfolioLinks = [
  ['Projects', '/projects'],
  ['Team', '/team'],
  ['Testimonials', '/testimonials'],
];

/**
 * Checks that nothing on the page has moved down or grown by more than a pixel of rounding so far,
 * and that its layout shifts score under the site's budget (0.01, as on every route).
 */
async function expectNothingMovedDown(page: Page) {
  const shifts = await layoutShifts(page);
  const moves = shifts.flatMap((entry) => entry.moves);
  expect(moves.filter((move) => Math.abs(move.down) > 1 || Math.abs(move.taller) > 1)).toEqual([]);
  expect(
    shifts.reduce((total, entry) => total + entry.value, 0),
    JSON.stringify(shifts),
  ).toBeLessThan(0.01);
}

/**
 * The fonts the browser draws the text of the first element matching `selector` in, by the names
 * the font files give themselves: a web font by its family, a local font by its own (as
 * Liberation Sans, whichever fallback face scales it).
 */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  try {
    await devtools.send('DOM.enable');
    await devtools.send('CSS.enable');
    const { root } = await devtools.send('DOM.getDocument');
    const { nodeId } = await devtools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await devtools.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await devtools.detach();
  }
}

/** The layout shifts the page has had so far, each with what moved: down and taller, in pixels. */
function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ value: number; moves: { node: string; down: number; taller: number }[] }[]>((resolve) => {
        const entries: { value: number; moves: { node: string; down: number; taller: number }[] }[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[])
            entries.push({
              value: entry.value,
              moves: entry.sources.map(({ node, previousRect, currentRect }) => ({
                node: (node?.textContent ?? '').trim().slice(0, 40),
                down: currentRect.y - previousRect.y,
                taller: currentRect.height - previousRect.height,
              })),
            });
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(entries), 100);
      }),
  );
}

test.describe('header', () => {
  test('the desktop menu matches the specification @desktop', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const item of menu) {
      await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', item.href);
    }
    await expect(nav.getByRole('button', { name: 'Portfolio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About', exact: true })).not.toHaveAttribute('aria-current');
    await expect(page.getByRole('link', { name: 'Get A Free Quote' }).first()).toHaveAttribute('href', '/contact');
  });

  test('the active item follows the path; Services is current on /services @desktop', async ({ page }) => {
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');

    await page.goto('/service/web-development');
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('data-active', 'true');
    await nav.getByRole('button', { name: 'Services submenu' }).click();
    await expect(nav.getByRole('link', { name: 'Web Development', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goto('/team');
    await expect(nav.getByRole('button', { name: 'Portfolio' })).toHaveAttribute('data-active', 'true');
  });

  test('choosing a dropdown item navigates there @desktop', async ({ page }) => {
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Portfolio' }).click();
    await nav.getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeHidden();
  });

  test('the Services dropdown opens on hover and lists every service @desktop', async ({ page }) => {
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Services submenu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of serviceLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await page.mouse.move(5, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeHidden();
  });

  test('the Portfolio dropdown works from the keyboard @desktop', async ({ page }) => {
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Portfolio' });
    // Until the menu's script has run, focus alone shows a dropdown (see the test before hydration
    // above), and as the script takes over, the dropdown in focus stays open: Enter would close it.
    await expect(nav).toHaveAttribute('data-ready');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of portfolioLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeHidden();
  });

  test('before the page’s script arrives, a dropdown opens on hover and on a click, and stays open as it takes over @desktop', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/services', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(nav.getByRole('link', { name: 'All Services' })).toBeHidden();
    const toggle = nav.getByRole('button', { name: 'Portfolio' });
    await toggle.click();
    const team = nav.getByRole('link', { name: 'Team', exact: true });
    await expect(team).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The pointer rests on an item of the dropdown as the script takes over.
    await team.hover();
    release();
    await expect(nav).toHaveAttribute('data-ready');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(team).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(team).toBeHidden();
  });

  test('before the page’s script arrives, the mobile menu opens and its dropdown shows its pages @phone', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const toggle = menu.getByRole('button', { name: 'Portfolio' });
    await toggle.click();
    await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible();
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Testimonials' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('a dropdown opens on hover and on focus @desktop', async ({ page }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Portfolio' }).hover();
      await expect(nav.getByRole('link', { name: 'Testimonials' })).toBeVisible();
      await page.mouse.move(5, 600);
      await expect(nav.getByRole('link', { name: 'Testimonials' })).toBeHidden();
      await nav.getByRole('link', { name: 'Services', exact: true }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: firstService!.title, exact: true })).toBeFocused();
    });
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });
    test('a tap opens and a second tap closes a dropdown @desktop', async ({ page }) => {
      await page.goto('/services');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: 'Portfolio' });
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('variant one has the top bar with contact links and four socials @desktop', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByText('123 Placeholder Avenue')).toBeVisible();
    await expect(header.getByRole('link', { name: 'hello@corevia.example' })).toHaveAttribute(
      'href',
      'mailto:hello@corevia.example',
    );
    await expect(header.getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    const socials = header.getByRole('link', { name: /opens in a new tab/ });
    await expect(socials).toHaveCount(4);
    await expect(header.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/');
  });

  for (const path of ['/home-2', '/home-3']) {
    test(`${path} has no top bar and its logo links to /home-2`, async ({ page }) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByText('123 Placeholder Avenue')).toHaveCount(0);
      await expect(header.getByRole('link', { name: `${site.name} home` })).toHaveAttribute('href', '/home-2');
    });
  }

  for (const path of ['/', '/home-2', '/home-3']) {
    test(`the header of ${path} sticks past 245 px, not before`, async ({ page }) => {
      await page.goto(path);
      const header = page.getByRole('banner');
      await scrollToY(page, 200);
      await expect(header).toHaveAttribute('data-sticky', 'false');
      await scrollToY(page, 300);
      await expect(header).toHaveAttribute('data-sticky', 'true');
      const logo = header.getByRole('link', { name: `${site.name} home` });
      await expect(logo).toBeInViewport();
      await scrollToY(page, 0);
      await expect(header).toHaveAttribute('data-sticky', 'false');
    });
  }

  test('the search button opens a search dialog that closes on Escape', async ({ page }) => {
    await page.goto('/services');
    const trigger = page.getByRole('button', { name: 'Search', exact: true });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe('mobile menu', () => {
  test('opens as a 250 px panel with the full menu, phone and five socials @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const panel = page.getByRole('dialog', { name: 'Menu' });
    // A modal dialog's trigger says that it opens one; it has no expanded state.
    await expect(hamburger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(hamburger).not.toHaveAttribute('aria-expanded');
    await expect(panel).toBeHidden();
    await hamburger.click();
    await expect(panel).toBeVisible();
    await expect(panel).toHaveCSS('transition-duration', /0\.3s/);
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(0);
    expect((await panel.boundingBox())?.width).toBe(250);

    const nav = panel.getByRole('navigation', { name: 'Mobile' });
    for (const item of menu) {
      await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', item.href);
    }
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
    const portfolio = nav.getByRole('button', { name: 'Portfolio' });
    await portfolio.click();
    await expect(portfolio).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of portfolioLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(panel.getByRole('link', { name: '+1 (555) 010-0199' })).toHaveAttribute('href', 'tel:+15550100199');
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'YouTube']) {
      const link = panel.getByRole('link', { name: `${site.shortName} on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('marks the current page in the mobile menu too @phone', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Mobile' });
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');
  });

  test('closes with its close button and returns focus @phone', async ({ page }) => {
    await page.goto('/services');
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await panel.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('closes on Escape and on its backdrop @phone', async ({ page }) => {
    await page.goto('/services');
    // The backdrop is what the panel leaves uncovered, which the stylesheets decide: before they
    // apply, the browser draws the dialog in the middle, over the point tapped below.
    await expectStyled(page);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await hamburger.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await hamburger.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(340, 420);
    await expect(panel).toBeHidden();
  });

  test('keeps focus inside while open @phone', async ({ page }) => {
    await page.goto('/services');
    // The trap is the script's: before it runs, the browser's own modal dialog lets Tab reach its
    // address bar (the menu before the script is checked above, as it opens).
    await expectHydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    // Every element focus lands on while tabbing around, forwards and back, is recorded.
    await page.evaluate(() => {
      const landed: string[] = [];
      (window as unknown as { landed: string[] }).landed = landed;
      document.addEventListener('focusin', (event) => {
        const target = event.target as HTMLElement;
        landed.push(target.closest('dialog[open]') ? 'inside' : `outside: ${target.outerHTML.slice(0, 80)}`);
      });
    });
    for (let i = 0; i < 25; i += 1) await page.keyboard.press('Tab');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Shift+Tab');
    const landed = await page.evaluate(() => (window as unknown as { landed: string[] }).landed);
    expect(landed).toHaveLength(30);
    expect(landed.filter((place) => place !== 'inside')).toEqual([]);
    await expect(panel).toBeVisible();
  });

  test('closes on choosing an item, which navigates @phone', async ({ page }) => {
    await page.goto('/home-2');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heroOne.title);
  });
});

test.describe('footer', () => {
  test('carries the specification links, two recent posts, four socials and the year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The teasers' images are lazy: they load once the footer comes near the viewport.
    await footer.scrollIntoViewIfNeeded();
    const expected: [string, string][] = [
      ['Home', '/'],
      ...services.map((service): [string, string] => [service.title, service.url]),
      ['What We Do', '/about'],
      ['Team', '/team'],
      ['Projects', '/projects'],
      ['FAQs', '/faqs'],
      ['Contact', '/contact'],
      ['Blog', '/blog'],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // A column under its heading, not a region: the blog's sidebar has the landmark of that name.
    const column = footer.getByRole('heading', { name: 'Recent Posts' }).locator('xpath=..');
    await expect(footer.getByRole('region', { name: 'Recent Posts' })).toHaveCount(0);
    const posts = column.getByRole('link');
    await expect(posts).toHaveCount(2);
    for (const post of await posts.all()) {
      await post.scrollIntoViewIfNeeded();
      await expect(post).toHaveAttribute('href', '/blog');
      await expect(post.locator('img')).toHaveJSProperty('complete', true);
      await expect(post.locator('time')).toHaveText(/\w+ \d{1,2}, \d{4}/);
    }
    const socials = footer.getByRole('link', { name: /opens in a new tab/ });
    await expect(socials).toHaveCount(4);
    const names = await socials.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
    expect(names).toEqual([
      `${site.shortName} on Facebook (opens in a new tab)`,
      `${site.shortName} on LinkedIn (opens in a new tab)`,
      `${site.shortName} on Twitter (opens in a new tab)`,
      `${site.shortName} on Instagram (opens in a new tab)`,
    ]);
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
  });

  test('the scroll-to-top button appears past 250 px and scrolls to the top', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await scrollToY(page, 200);
    await expect(button).toBeHidden();
    await scrollToY(page, 300);
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(button).toBeHidden();
  });

  test('a route change starts the new page at the top @desktop', async ({ page }) => {
    await page.goto('/home-2');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heroOne.title);
    await page.waitForFunction(() => window.scrollY === 0);
  });
});

test.describe('newsletter strip', () => {
  test('reads as specified, with a required e-mail field', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'Subscribe to Our Newsletter for the daily Updates' });
    const input = strip.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('placeholder', 'Enter Your Email');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('required', '');
    await expect(strip.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test.use({ allowedConsoleErrors: [notFoundDocument] });

  test('unknown paths and slugs answer 404 with the not-found page @desktop', async ({ page }) => {
    // Any path, the page itself, and an unknown slug of each generated collection.
    for (const path of ['/does-not-exist', '/404', '/project/no-such-project', '/team-details/nope', '/service/nope']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link');
      await expect(crumbs).toHaveCount(2);
      await expect(crumbs.nth(0)).toHaveAttribute('href', '/');
      await expect(crumbs.nth(0)).toHaveText('Home');
      await expect(crumbs.nth(1)).toHaveAttribute('href', '/404');
      await expect(crumbs.nth(1)).toHaveText('404');
      const image = page.getByRole('img', { name: /lost satellite/ });
      await expect(image).toBeVisible();
      await expect(image).toHaveJSProperty('complete', true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
      await expect(page.getByText('Subscribe to Our Newsletter for the daily Updates')).toBeVisible();
    }
  });

  test('odd, escaped, over-long and hidden paths get the not-found page too, never echoed @desktop', async ({
    request,
    baseURL,
  }) => {
    const marker = 'zq7reflect';
    const paths = [
      `/project/%00${marker}`,
      `/project/..%2f..%2f${marker}`,
      `/${marker}${'a'.repeat(3000)}`,
      // A malformed escape.
      `/%E0%A4%A${marker}`,
      `/<script>${marker}`,
      '/_headers',
      '/_not-found',
      '/.env',
    ];
    for (const path of paths) {
      // Cloudflare may first redirect an odd path to its normalised form, on this site only.
      const response = await request.get(path);
      expect([path.slice(0, 40), response.status()]).toEqual([path.slice(0, 40), 404]);
      expect(new URL(response.url()).origin, path.slice(0, 40)).toBe(new URL(baseURL!).origin);
      const body = await response.text();
      expect(body).toContain('Page Not Found');
      expect(body + JSON.stringify(response.headersArray())).not.toContain(marker);
    }
  });

  test('Back To Home leads home, and the menu to its pages, once the page has hydrated too @desktop', async ({
    page,
  }) => {
    await page.goto('/does-not-exist');
    await page.getByRole('link', { name: 'Back To Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heroOne.title);
    // The not-found page stands outside the site's layouts: its links load their page whole.
    for (const [link, path, heading] of [
      ['Back To Home', '/', heroOne.title],
      ['About', '/about', 'About Us'],
    ] as const) {
      await page.goto('/does-not-exist');
      await expectHydrated(page);
      await page.getByRole('link', { name: link, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    }
  });
});

test.describe('hosting', () => {
  test('pages carry the security headers and a strict script policy', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');
    // The header's policy is the same for every page and leaves scripts to the page's own policy,
    // which allows its inline scripts by hash; the browser enforces both.
    const shared = headers['content-security-policy'] ?? '';
    expect(shared).toContain("frame-ancestors 'none'");
    expect(shared).toContain("object-src 'none'");
    expect(shared).not.toMatch(/script-src|default-src/);
    const own = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    const scriptSrc = own.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(own).toContain("default-src 'self'");
  });

  test('the Worker sends each path exactly the headers that out/_headers gives it @desktop', async ({ request }) => {
    const rules = parseHeadersFile(readFileSync('out/_headers', 'utf8'));
    const [chunk] = readdirSync('out/_next/static/chunks').filter((name) => name.endsWith('.js'));
    const [fontFolder] = readdirSync('out/fonts');
    const [font] = readdirSync(`out/fonts/${fontFolder}`);
    const paths = [
      '/',
      '/about',
      '/project/ai-ecommerce-platform',
      `/_next/static/chunks/${chunk}`,
      `/fonts/${fontFolder}/${font}`,
      '/images/logo.svg',
      '/does-not-exist',
    ];
    for (const path of paths) {
      const response = await request.get(path);
      const expected = headersForPath(rules, path);
      expect(Object.keys(expected)).toContain('Content-Security-Policy');
      expect(Object.keys(expected)).toContain('Cache-Control');
      for (const [name, value] of Object.entries(expected)) {
        expect([path, name, response.headers()[name.toLowerCase()]]).toEqual([path, name, value]);
      }
    }
    const asset = await request.get(`/_next/static/chunks/${chunk}`);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const fontFile = await request.get(`/fonts/${fontFolder}/${font}`);
    expect(fontFile.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request.get('/llms.txt')).headers()['cache-control']).toBe('no-cache');
  });

  test('under the paid plan’s option, a browser that reads brotli gets each page as the build compressed it, under the page’s headers @desktop', async () => {
    // The endpoint's export is served in that option (playwright.config.ts): the pages through
    // the Worker, each with its brotli copy beside it.
    const baseURL = process.env.E2E_ENDPOINT_SITE;
    // The bytes as sent (no client here decodes them), with the request's own Accept-Encoding.
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          get(new URL(path, baseURL), { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
            );
          }).on('error', reject);
        },
      );
    for (const [path, file] of [
      ['/', 'out-endpoint/index.html'],
      ['/about', 'out-endpoint/about.html'],
      ['/ar/service/cybersecurity', 'out-endpoint/ar/service/cybersecurity.html'],
    ] as const) {
      const html = readFileSync(file, 'utf8');
      const plain = await raw(path, { 'Accept-Encoding': 'identity' });
      expect([path, plain.status, plain.body.toString()]).toEqual([path, 200, html]);
      // Chromium lists gzip first; the page still comes in the build's brotli, byte for byte.
      const compressed = await raw(path, { 'Accept-Encoding': 'br' });
      expect([path, compressed.status, compressed.headers['content-encoding']]).toEqual([path, 200, 'br']);
      expect(compressed.body.equals(readFileSync(`${file}.br`)), path).toBe(true);
      expect(brotliDecompressSync(compressed.body).toString()).toBe(html);
      // The page's own headers (out/_headers), and a validator of its own.
      for (const name of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options'])
        expect([path, name, compressed.headers[name]]).toEqual([path, name, plain.headers[name]]);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.headers.etag).toMatch(/^"[^"]+"$/);
      const again = await raw(path, { 'Accept-Encoding': 'br', 'If-None-Match': String(compressed.headers.etag) });
      expect([path, again.status, again.body.length]).toEqual([path, 304, 0]);
      // A browser without brotli gets the page decoded by the runtime, or in gzip.
      const gzipped = await raw(path, { 'Accept-Encoding': 'gzip' });
      expect([path, gzipped.headers['content-encoding']]).toEqual([path, 'gzip']);
      expect(gunzipSync(gzipped.body).toString()).toBe(html);
    }
    // Not a page: a stylesheet, and the not-found page, come as the static files send them.
    const [stylesheet] = readdirSync('out-endpoint/_next/static/chunks').filter((name) => name.endsWith('.css'));
    const css = await raw(`/_next/static/chunks/${stylesheet}`, { 'Accept-Encoding': 'br' });
    expect(css.body.equals(readFileSync(`out-endpoint/_next/static/chunks/${stylesheet}`))).toBe(false);
    const missing = await raw('/does-not-exist', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
  });

  test('before the first paint a page preloads its main image only: never a font or the logo @desktop', async ({
    request,
  }) => {
    // What a phone fetches before painting competes for its bandwidth: the stylesheets and, where
    // the main content is an image (/home-3's first slide), that image. The fonts come after the
    // first paint (see the next test).
    const mainImages: Record<string, string[]> = {
      '/': [],
      '/home-2': [],
      '/home-3': ['/images/hero/slide-1.svg'],
      '/about': [],
      '/contact': [],
    };
    for (const [path, images] of Object.entries(mainImages)) {
      const html = await (await request.get(path)).text();
      const preloads = [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map(([tag]) => tag);
      expect([path, preloads.filter((tag) => tag.includes('as="font"'))]).toEqual([path, []]);
      const preloadedImages = preloads
        .filter((tag) => tag.includes('as="image"'))
        .map((tag) => tag.match(/href="([^"]+)"/)?.[1]);
      expect([path, preloadedImages]).toEqual([path, images]);
      // The header's logo still loads at once (it is above the fold), only not in advance.
      const logo = html.match(/<img\b[^>]*src="\/images\/logo(?:-light)?\.svg"[^>]*>/)?.[0] ?? '';
      expect([path, logo]).not.toEqual([path, '']);
      expect(logo).not.toContain('loading="lazy"');
    }
  });

  /** The first paragraph of body text in the main content (an eyebrow is in the heading font). */
  const bodyText = 'main p:not([class*="eyebrow"])';

  test('a first visit keeps the fallback faces it painted in; the fonts set the next page from its first frame', async ({
    page,
  }) => {
    await page.goto('/services');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const fonts = () =>
      page.evaluate(
        ({ seenKey }) => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const requests = performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.startsWith('/fonts/'))
            .map((entry) => entry.startTime);
          // Chrome quotes a family name with spaces.
          const faces = [...document.fonts]
            .map((face) => ({ family: face.family.replaceAll('"', ''), status: face.status, display: face.display }))
            .filter((face) => face.family === 'Inter' || face.family === 'Plus Jakarta Sans');
          return { paint, requests, faces, remembered: localStorage.getItem(seenKey) };
        },
        { seenKey: fontsSeenKey },
      );
    // The fonts download after the first paint, into the cache, and the page remembers it.
    await expect.poll(async () => (await fonts()).remembered).toBe('1');
    const first = await fonts();
    expect(first.paint).toBeGreaterThan(0);
    expect(first.requests).toHaveLength(2);
    for (const start of first.requests) expect(start).toBeGreaterThan(first.paint!);
    // The page keeps the faces it painted in: the text is drawn in the local fonts the fallback
    // faces scale (in the styles, the web font comes first and its fallback next).
    expect(first.faces).toEqual([]);
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /^"Plus Jakarta Sans", "Plus Jakarta Sans Arial Fallback",/,
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"?Inter"?, "Inter Arial Fallback",/,
    );
    expect(await drawnIn(page, 'h1')).not.toContain('Plus Jakarta Sans');
    expect(await drawnIn(page, bodyText)).not.toContain('Inter');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await expectNothingMovedDown(page);
    // The visitor goes on to another page by a link: it takes the fonts from the cache, from its
    // first paint; so does any page loaded later in the visit.
    await page.getByRole('contentinfo').getByRole('link', { name: 'What We Do' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(heading).toBeVisible();
    await expect
      .poll(async () => (await fonts()).faces)
      .toEqual([
        { family: 'Inter', status: 'loaded', display: 'fallback' },
        { family: 'Plus Jakarta Sans', status: 'loaded', display: 'fallback' },
      ]);
    expect(await drawnIn(page, 'h1')).toEqual(['Plus Jakarta Sans']);
    expect(await drawnIn(page, bodyText)).toEqual(['Inter']);
    await page.goto('/contact');
    await expect.poll(async () => (await fonts()).faces.map((face) => face.status)).toEqual(['loaded', 'loaded']);
    expect((await fonts()).faces.map((face) => face.display)).toEqual(['fallback', 'fallback']);
    expect(await drawnIn(page, 'h1')).toEqual(['Plus Jakarta Sans']);
  });

  test('an Arabic page keeps its fallback face on a first visit, and the next sets its text in its font', async ({
    page,
  }) => {
    // The Arabic font's fallback (DejaVu Sans, scaled) takes its room, so that the next page a
    // visitor opens draws as this one did.
    await page.goto('/ar');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), fontsSeenKey)).toBe('1');
    expect(await drawnIn(page, 'h1')).not.toContain('Noto Sans Arabic');
    await expectNothingMovedDown(page);
    await page.goto('/ar/about');
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((face) => face.family.replaceAll('"', '') === 'Noto Sans Arabic')
            .map((face) => face.status),
        ),
      )
      .toEqual(['loaded']);
    expect(await drawnIn(page, 'h1')).toContain('Noto Sans Arabic');
  });

  test('on a desktop with scrollbars and a slow line, the first frame holds the main content whole and nothing slides after it @desktop', async ({
    baseURL,
  }, testInfo) => {
    // The tests' browser hides its scrollbars, as a phone's float over the page; a desktop's take
    // room. Chromium paints as soon as it can, mid-document when the page arrives in pieces: a
    // frame of half a header (its logo and menu without their actions) whose row then rearranged
    // itself, under a scrollbar that came with the rest and narrowed the page (Lighthouse's desktop
    // run: 0.024).
    const browser = await chromium.launch({
      ...testInfo.project.use.launchOptions,
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const context = await browser.newContext({ baseURL, viewport: { width: 1350, height: 940 } });
      const page = await context.newPage();
      const line = await context.newCDPSession(page);
      await line.send('Network.enable');
      await line.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: 120_000,
        uploadThroughput: 120_000,
      });
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          const frame = {
            mainElements: document.getElementById('main')?.querySelectorAll('*').length ?? 0,
            width: document.body.getBoundingClientRect().width,
          };
          Object.assign(window, { firstFrame: frame });
        });
      });
      await page.goto('/');
      await page.waitForLoadState('load');
      const served = await page.evaluate(async () => {
        const html = await (await fetch(location.href)).text();
        // As a browser with scripts reads it: the content of a <noscript> is its text (the icons
        // that wait for the paint, buildtime/inline-icons.ts, are not the first frame's).
        const served = new DOMParser().parseFromString(html, 'text/html');
        for (const element of served.querySelectorAll('#main noscript')) element.textContent = element.innerHTML;
        return served.querySelectorAll('#main *').length;
      });
      const firstFrame = await page.evaluate(
        () => (window as unknown as { firstFrame: { mainElements: number; width: number } }).firstFrame,
      );
      expect(served).toBeGreaterThan(100);
      expect(firstFrame.mainElements, 'the main content in the first frame').toBe(served);
      expect(firstFrame.width, 'the page’s width in the first frame').toBe(
        await page.evaluate(() => document.body.getBoundingClientRect().width),
      );
      await expectNothingMovedDown(page);
      // The page behind an open dialog stops scrolling and keeps its width: its scrollbar's room.
      // (The root's `clientWidth` counts that room in once the page stops scrolling; the body does not.)
      await line.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(
        await page.evaluate(() => document.body.getBoundingClientRect().width),
        'the page’s width behind the dialog',
      ).toBe(firstFrame.width);
    } finally {
      await browser.close();
    }
  });

  test('a page draws its icons from its own HTML and leaves its manifest until it runs, and so does the next', async ({
    page,
  }) => {
    // Before its first paint a page asks for its stylesheets and pictures, nothing that only
    // serves later: neither the icon sprite (buildtime/inline-icons.ts) nor the manifest
    // (buildtime/manifest-link.ts).
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const release = await holdScripts(page);
    // Not until `load`: a script chunk the paint loader asks for early is held, and holds it.
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectIconsDrawn(page, '/contact before its scripts');
    expect(await page.locator('svg use[href^="#"]').count()).toBeGreaterThan(20);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    // Hydrating, React adds the manifest link and leaves the icons as they are.
    release();
    await expectHydrated(page);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('svg use[href^="/icons.svg"]')).toHaveCount(0);
    expect(requested.filter((path) => path === '/icons.svg')).toEqual([]);
    // The next page, reached by a plain link, is a page load of its own: its icons come from its HTML too.
    await page.getByRole('contentinfo').getByRole('link', { name: firstService!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${firstService!.url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstService!.title);
    await expect(page.locator('main svg use[href^="#"]').first()).toBeAttached();
    await expectIconsDrawn(page, 'the service page opened from the footer');
  });

  test('a page too heavy to paint from its own styles with every symbol draws its first screen’s icons from its HTML, the rest from the sprite', async ({
    page,
    request,
  }) => {
    // Whether a page is split so depends on its weight: the first of these whose HTML refers to the sprite.
    const route = await firstRouteWhoseHtml(request, ['/about', '/home-2', '/home-3', '/blog-details', '/'], (html) =>
      html.includes('href="/icons.svg#'),
    );
    test.skip(route === undefined, 'every page carries the symbols of all its icons');
    // When the browser asked for the sprite: the request's own start, in wall-clock time.
    let spriteAskedAt: number | undefined;
    page.on('requestfinished', (asked) => {
      if (new URL(asked.url()).pathname === '/icons.svg') spriteAskedAt ??= asked.timing().startTime;
    });
    const release = await holdScripts(page);
    await page.goto(route!, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // It paints from its own styles, which is what the split makes room for.
    await expect(page.locator('#paint-styles')).toBeAttached();
    await expectIconsDrawn(page, `${route} before its scripts`);
    // The header's icons (its closed menu aside) and the first two sections' come from the page,
    // but for what shows only once the scripts have run (a slider's controls).
    const firstScreenFromSprite = page.locator(
      'header use[href^="/icons.svg"]:not(dialog use), main > :nth-child(-n+2) use[href^="/icons.svg"]:not([data-shown-once-ready] use)',
    );
    await expect(firstScreenFromSprite).toHaveCount(0);
    expect(await page.locator('header use[href^="#"], main > :nth-child(-n+2) use[href^="#"]').count()).toBeGreaterThan(
      5,
    );
    await expect(page.locator('use[href^="/icons.svg"]').first()).toBeAttached();
    // The others wait for the paint (buildtime/inline-icons.ts): the sprite is asked for after it.
    const painted = await page.evaluate(
      () => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
    );
    await expect.poll(() => spriteAskedAt, 'when the sprite was asked for').toBeGreaterThan(painted);
    release();
    await expectHydrated(page);
    await expectIconsDrawn(page, `${route} once it runs`);
  });

  test.describe('the tests’ browser', () => {
    test.use({ allowedConsoleErrors: [/ERR_NAME_NOT_RESOLVED/] });

    test('reaches no host but this machine, even one the machine can reach @desktop', async ({ page }) => {
      // From a blank page, which has no policy of the site's: only the browser's resolver stands
      // in the way (playwright.config.ts). The npm registry is the one host this machine reaches.
      const reached = await page.evaluate(() =>
        fetch('https://registry.npmjs.org/', { mode: 'no-cors' }).then(
          () => 'reached',
          (error: unknown) => String(error),
        ),
      );
      expect(reached).toMatch(/^TypeError: Failed to fetch/);
    });
  });

  test('a keyboard user can skip to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
  });
});
