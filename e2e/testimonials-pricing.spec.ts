import { faqs } from '../content/faqs';
import { pages } from '../content/pages';
import { popularPlanIndex, pricingFeatures, pricingPlans } from '../content/pricing';
import { getTestimonialText, testimonials } from '../content/testimonials';
import { expect, test } from './fixtures';

// Tests tagged @desktop here check what the HTML holds or how it behaves, the same at every width;
// pages.spec.ts audits each page at 390 px too (complete, rendered, nothing spilling sideways).

test.describe('testimonials', () => {
  test('/testimonials shows the first six, the fallback text where a quote is missing @desktop', async ({ page }) => {
    await page.goto('/testimonials');
    const cards = page.locator('main figure');
    await expect(cards).toHaveCount(Math.min(6, testimonials.length));
    for (const [index, testimonial] of testimonials.slice(0, 6).entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(testimonial.name);
      await expect(card).toContainText(testimonial.title);
      await expect(card.locator('blockquote')).toHaveText(getTestimonialText(testimonial));
      await expect(card.getByRole('img', { name: `Rated ${testimonial.rating} out of 5` })).toBeVisible();
    }
  });
});

test.describe('price plan', () => {
  test('/price-plan shows the first three plans, the popular one marked, then the newsletter, then the FAQ @desktop', async ({
    page,
  }) => {
    await page.goto('/price-plan');
    const plans = page.getByRole('region', { name: pages.pricing.title }).getByRole('article');
    const shown = pricingPlans.slice(0, 3);
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText(shown.map((plan) => plan.name));
    for (const [index, { name, price }] of shown.entries()) {
      const plan = plans.nth(index);
      await expect(plan).toContainText(`$${price} per month`);
      await expect(plan.getByRole('listitem')).toHaveText(pricingFeatures);
      await expect(plan.getByRole('link', { name: `Get Started with the ${name} plan` })).toHaveAttribute(
        'href',
        '/contact',
      );
      if (index === popularPlanIndex()) {
        await expect(plan.getByText('Most Popular')).toBeVisible();
        await expect(plan).toHaveAccessibleDescription('Most Popular');
      } else await expect(plan.getByText('Most Popular')).toHaveCount(0);
    }
    // Then the newsletter strip, below the plans.
    const newsletter = page.getByRole('region', { name: 'Subscribe to Our Newsletter for the daily Updates' });
    const [plansBox, newsletterBox] = [await plans.nth(2).boundingBox(), await newsletter.boundingBox()];
    expect(newsletterBox!.y).toBeGreaterThan(plansBox!.y);
    // Then the FAQ: the first four questions, the first one open.
    const questions = page.getByRole('main').locator('summary');
    await expect(questions).toHaveText(faqs.slice(0, 4).map((faq) => faq.question));
    const faqBox = await questions.first().boundingBox();
    expect(faqBox!.y).toBeGreaterThan(newsletterBox!.y);
    await expect(page.getByRole('main').locator('details').first()).toHaveAttribute('open', '');
  });
});
