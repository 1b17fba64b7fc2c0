import { render, screen, within } from '@testing-library/react';
import { pricingCopy } from '@/content/page-copy';
import { popularPlanIndex, pricingFeatures, pricingPlans } from '@/content/pricing';
import { PricingSection } from './pricing-section';

describe('PricingSection', () => {
  beforeEach(() => {
    render(
      <PricingSection
        plans={pricingPlans.slice(0, 3)}
        features={pricingFeatures}
        popularIndex={popularPlanIndex}
        href="/contact"
        copy={pricingCopy}
      />,
    );
  });

  it('shows three plans with their monthly prices and the six shared features', () => {
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    const expected = [
      ['Basic Plan', '$110'],
      ['Popular', '$210'],
      ['Custom', '$310'],
    ];
    cards.forEach((card, index) => {
      const [name, price] = expected[index]!;
      expect(card).toHaveAccessibleName(name);
      expect(within(card).getByText(price!)).toBeInTheDocument();
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
  });

  it('marks only the plan at index 1 as popular, visibly and for assistive technology', () => {
    const cards = screen.getAllByRole('article');
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(cards[1]).toHaveAccessibleDescription('Most Popular');
    expect(cards[1]).toHaveAttribute('data-popular', 'true');
    expect(cards[0]).not.toHaveAttribute('data-popular');
    expect(cards[2]).not.toHaveAccessibleDescription();
  });
});
