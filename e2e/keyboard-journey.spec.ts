import type { Page } from '@playwright/test';
import { faqs } from '../content/faqs';
import { homeVideo } from '../content/home';
import { tabTo } from './a11y-helpers';
import { expect, test } from './fixtures';
import {
  asVisitor,
  endpointSite,
  expectedRow,
  formCases,
  formReady,
  storedLeads,
  storedLeadsFromCli,
} from './form-helpers';
import { activeSlide, carousel, expectSlide, ready, settled, stepped } from './sliders';

// A visitor who uses only the keyboard goes from the home page to a sent quote: the video and
// back, a slider, the FAQ, the menu, then the quote form's error and success states. Nothing
// is clicked; every move is a key press. The site is the one built with the forms sent to its
// Worker, and the quote reaches its D1 database.

const quote = formCases[0]!;

/** Where focus is, for messages: the focused element's tag and accessible text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    return `<${element.tagName.toLowerCase()}> ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}`;
  });
}

test.describe('with the keyboard only', () => {
  test.use({ baseURL: endpointSite });

  test('a visitor goes from the home page to a sent quote', async ({ page }, testInfo) => {
    test.slow();
    const phone = testInfo.project.name === 'phone';
    await asVisitor(page, `203.0.113.${phone ? 2 : 1}`);
    await page.goto('/');

    await test.step('the intro video opens, and Escape closes it with focus back on its button', async () => {
      const play = page.getByRole('button', { name: `Play video: ${homeVideo.title}` });
      await tabTo(page, play);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: homeVideo.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(play).toBeFocused();
    });

    await test.step('the projects slider moves by its button and the arrow keys', async () => {
      const region = carousel(page, 'Latest projects');
      const next = region.getByRole('button', { name: 'Next slide' });
      await tabTo(page, next);
      await ready(region);
      // Focus inside holds autoplay still, so the slider moves only when a key says so.
      await settled(region);
      const start = await activeSlide(region);
      await page.keyboard.press('Enter');
      await expectSlide(region, stepped(start, 1));
      await page.keyboard.press('ArrowRight');
      await expectSlide(region, stepped(stepped(start, 1), 1));
      await page.keyboard.press('ArrowLeft');
      await expectSlide(region, stepped(start, 1));
      await expect(next).toBeFocused();
    });

    await test.step('a closed FAQ answer opens', async () => {
      const item = page.locator('details').filter({ hasText: faqs[1]!.question });
      await expect(item).not.toHaveAttribute('open');
      await tabTo(page, item.locator('summary'));
      await page.keyboard.press('Enter');
      await expect(item).toHaveAttribute('open', '');
      await expect(page.getByText(faqs[1]!.answer)).toBeVisible();
    });

    await test.step('the menu leads to the contact page', async () => {
      if (phone) {
        // Back up the page to the header's menu button.
        await tabTo(page, page.getByRole('button', { name: 'Open menu' }), { backward: true });
        await page.keyboard.press('Enter');
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
        const nav = menu.getByRole('navigation', { name: 'Mobile' });
        await tabTo(page, nav.getByRole('button', { name: 'Portfolio' }));
        await page.keyboard.press('Enter');
        await expect(nav.getByRole('button', { name: 'Portfolio' })).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
        await tabTo(page, nav.getByRole('link', { name: 'Contact', exact: true }));
        await page.keyboard.press('Enter');
        await expect(menu).toBeHidden();
      } else {
        const nav = page.getByRole('navigation', { name: 'Main' });
        const portfolio = nav.getByRole('button', { name: 'Portfolio' });
        await tabTo(page, portfolio, { backward: true });
        await page.keyboard.press('Enter');
        await expect(portfolio).toHaveAttribute('aria-expanded', 'true');
        await expect(nav.getByRole('link', { name: 'Team', exact: true })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(portfolio).toHaveAttribute('aria-expanded', 'false');
        await expect(portfolio).toBeFocused();
        await tabTo(page, nav.getByRole('link', { name: 'Contact', exact: true }));
        await page.keyboard.press('Enter');
      }
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    });

    await test.step('an empty quote is refused at its fields, focus on the first', async () => {
      const form = quote.form(page);
      const send = form.getByRole('button', { name: quote.submit });
      await formReady(form);
      await tabTo(page, send);
      await page.keyboard.press('Enter');
      const name = form.getByRole('textbox', { name: 'Your name', exact: true });
      await expect(name, `focus is on ${await focused(page)}`).toBeFocused();
      // What a screen reader announces with the focused field: invalid, and why.
      for (const [label, message] of Object.entries(quote.required)) {
        const field = form.getByRole('textbox', { name: label, exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace('.', '\\.')}`));
      }
    });

    await test.step('the filled-in quote is sent and confirmed', async () => {
      const form = quote.form(page);
      const token = `keyboard-${testInfo.project.name}-${Date.now()}`;
      const values = { ...quote.valid, Message: `${quote.valid.Message} ${token}` };
      // From the first field on, Tab leads through the fields in their order.
      for (const [label, value] of Object.entries(values)) {
        await expect(form.getByRole('textbox', { name: label, exact: true })).toBeFocused();
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
      }
      await expect(form.getByRole('button', { name: quote.submit })).toBeFocused();
      await page.keyboard.press('Enter');
      const status = form.getByRole('status');
      await expect(status).toHaveText(quote.success);
      await expect(status.getByText(quote.success)).toBeFocused();
      const leads = storedLeadsFromCli().filter((lead) => lead.message?.endsWith(token));
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject(expectedRow(quote, values));
      // The other tests read D1 through wrangler's local explorer: it gives the same row.
      expect((await storedLeads()).filter((lead) => lead.id === leads[0]!.id)).toEqual(leads);
    });
  });
});
