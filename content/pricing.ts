import type { PricingPlan } from './types';

/** The three plans, in display order; the card at `popularPlanIndex` is marked popular. */
export const pricingPlans = [
  {
    name: 'Basic Plan',
    price: 110,
    description: 'For small businesses that need a fast, secure website and dependable monthly care.',
  },
  {
    name: 'Popular',
    price: 210,
    description: 'For growing companies ready to invest in search visibility, content and conversion.',
  },
  {
    name: 'Custom',
    price: 310,
    description: 'For multi-site organizations that need dedicated capacity and priority support.',
  },
] satisfies PricingPlan[];

/** The six feature lines shown on every plan. */
export const pricingFeatures: string[] = [
  'Top-10 Google ranking guarantee',
  'Weekly performance reporting',
  'Unlimited users',
  'Managed hosting with daily backups',
  'Security monitoring and patching',
  'Dedicated account manager',
];

/** Index of the plan marked popular. */
export const popularPlanIndex = 1;
