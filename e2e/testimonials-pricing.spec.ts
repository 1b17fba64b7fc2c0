import { getTestimonialText, testimonials } from '../content/testimonials';
import { expect, test } from './fixtures';
import { site } from '../content/site';

test.describe('testimonials', () => {
  test('/testimonials shows the first six, the fallback text where a quote is missing', async ({ page }) => {
    await page.goto('/testimonials');
    const cards = page.locator('main figure');
    await expect(cards).toHaveCount(6);
    for (const [index, testimonial] of testimonials.slice(0, 6).entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(testimonial.name);
      await expect(card).toContainText(testimonial.title);
      await expect(card.locator('blockquote')).toHaveText(getTestimonialText(testimonial));
      await expect(card.getByRole('img', { name: `Rated ${testimonial.rating} out of 5` })).toBeVisible();
    }
    await expect(page.getByText(`Working with ${site.shortName} was a genuinely positive experience.`)).toBeVisible();
  });
});

test.describe('price plan', () => {
  test('/price-plan shows three plans, the popular one marked, then the newsletter, then the FAQ', async ({ page }) => {
    await page.goto('/price-plan');
    const plans = page.getByRole('region', { name: 'Simple Plans for Ongoing Growth' }).getByRole('article');
    await expect(plans).toHaveCount(3);
    const expected = [
      ['Basic Plan', '$110'],
      ['Popular', '$210'],
      ['Custom', '$310'],
    ];
    for (const [index, [name, price]] of expected.entries()) {
      const plan = plans.nth(index);
      await expect(plan.getByRole('heading', { level: 3 })).toHaveText(name!);
      await expect(plan).toContainText(`${price} per month`);
      await expect(plan.getByRole('listitem')).toHaveCount(6);
      await expect(plan.getByRole('listitem').first()).toHaveText('Top-10 Google ranking guarantee');
      await expect(plan.getByRole('link', { name: /^Get Started/ })).toHaveAttribute('href', '/contact');
    }
    await expect(plans.nth(1).getByText('Most Popular')).toBeVisible();
    await expect(plans.nth(1)).toHaveAccessibleDescription('Most Popular');
    await expect(plans.nth(0).getByText('Most Popular')).toHaveCount(0);
    await expect(plans.nth(2).getByText('Most Popular')).toHaveCount(0);
    // Then the newsletter strip, below the plans.
    const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter for the daily Updates' });
    const [plansBox, newsletterBox] = [await plans.nth(2).boundingBox(), await newsletter.boundingBox()];
    expect(newsletterBox!.y).toBeGreaterThan(plansBox!.y);
    // Then the FAQ: four questions, the first one open.
    const questions = page.locator('summary');
    await expect(questions).toHaveCount(4);
    const faqBox = await questions.first().boundingBox();
    expect(faqBox!.y).toBeGreaterThan(newsletterBox!.y);
    await expect(page.locator('details').first()).toHaveAttribute('open', '');
  });
});
