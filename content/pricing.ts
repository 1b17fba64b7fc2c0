import { withCompanyNames } from './company-text';
import { dataFileInLanguage } from './files';
import { localized } from './localized';
import { dataFiles } from './schema';

const pricing = localized((language) => withCompanyNames(dataFileInLanguage(dataFiles.pricing, language)));

/** The plans of content/pricing.yml, in display order. */
export const pricingPlans = localized(() => pricing.plans);

/** The feature lines shown on every plan. */
export const pricingFeatures = localized(() => pricing.features);

/** Index of the plan marked popular (the schema makes sure one plan has its name). */
export const popularPlanIndex = (): number => pricing.plans.findIndex((plan) => plan.name === pricing.popular);
