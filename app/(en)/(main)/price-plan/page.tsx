import { CallToAction } from '@/components/sections/cta/cta';
import { FaqSection } from '@/components/sections/faq/faq-section';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { PricingSection } from '@/components/sections/pricing/pricing-section';
import { quoteLink } from '@/content/navigation';
import { pages, pageMeta } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { popularPlanIndex, pricingFeatures, pricingPlans } from '@/content/pricing';
import { faqs } from '@/content/faqs';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.price_plan,
    path: paths.pricePlan,
  });
}

export default function PricePlanPage() {
  return (
    <>
      <PageBanner title={ui.titles.price_plan} path={paths.pricePlan} />
      <PricingSection
        plans={pricingPlans.slice(0, 3)}
        features={pricingFeatures}
        popularIndex={popularPlanIndex()}
        href={quoteLink.url}
        copy={pages.pricing}
      />
      <Newsletter />
      <FaqSection faqs={faqs} />
      <CallToAction />
    </>
  );
}
