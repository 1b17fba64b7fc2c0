import { withCompanyNames } from './company-text';
import { dataFile } from './files';
import { dataFiles } from './schema';

const pricing = withCompanyNames(dataFile(dataFiles.pricing));

/** The plans of content/pricing.yml, in display order. */
export const pricingPlans = pricing.plans;

/** The feature lines shown on every plan. */
export const pricingFeatures = pricing.features;

/** Index of the plan marked popular (the schema makes sure one plan has its name). */
export const popularPlanIndex = pricing.plans.findIndex((plan) => plan.name === pricing.popular);
