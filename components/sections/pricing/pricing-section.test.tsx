import { render, screen, within } from '@testing-library/react';
import PricePlanPage from '@/app/(en)/(main)/price-plan/page';
import { faqs } from '@/content/faqs';
import { pages } from '@/content/pages';
import { popularPlanIndex, pricingFeatures, pricingPlans } from '@/content/pricing';
import type { PricingPlan } from '@/content/types';
import { PricingSection } from './pricing-section';

// /price-plan shows the first 3 plans of content/pricing.yml, in its order, with its prices.
const shown = pricingPlans.slice(0, 3);

function expectPlans(cards: HTMLElement[], plans: PricingPlan[]) {
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(plans.map((plan) => plan.name));
  cards.forEach((card, index) => {
    const { name, price } = plans[index]!;
    expect(card).toHaveAccessibleName(name);
    expect(within(card).getByText(`$${price}`)).toBeInTheDocument();
    expect(within(card).getByText('per month')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(pricingFeatures);
    expect(within(card).getByRole('link', { name: `Get Started with the ${name} plan` })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
}

describe('PricingSection', () => {
  it('shows each plan it is given with its monthly price and the shared features', () => {
    render(
      <PricingSection
        plans={shown}
        features={pricingFeatures}
        popularIndex={popularPlanIndex()}
        href="/contact"
        copy={pages.pricing}
      />,
    );
    expectPlans(screen.getAllByRole('article'), shown);
  });

  it('marks only the plan at the popular index, visibly and for assistive technology', () => {
    render(
      <PricingSection plans={shown} features={pricingFeatures} popularIndex={1} href="/contact" copy={pages.pricing} />,
    );
    const cards = screen.getAllByRole('article');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(cards[1]).toHaveAccessibleDescription('Most Popular');
    expect(cards[1]).toHaveAttribute('data-popular', 'true');
    for (const index of [0, 2]) {
      expect(cards[index]).not.toHaveAttribute('data-popular');
      expect(cards[index]).not.toHaveAccessibleDescription();
    }
  });
});

describe('/price-plan', () => {
  it('shows the first 3 plans of the file, in order, with their prices, the popular one marked', () => {
    render(<PricePlanPage />);
    const cards = screen.getAllByRole('article');
    expectPlans(cards, shown);
    cards.forEach((card, index) => {
      if (index === popularPlanIndex()) expect(card).toHaveAttribute('data-popular', 'true');
      else expect(card).not.toHaveAttribute('data-popular');
    });
  });

  it('then shows the first 4 FAQs of the file', () => {
    render(<PricePlanPage />);
    const questions = screen.getAllByRole('group').map((details) => details.querySelector('summary')?.textContent);
    expect(questions).toEqual(faqs.slice(0, 4).map((faq) => faq.question));
  });
});
