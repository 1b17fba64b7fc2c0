import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Pricing Plan',
  description: 'Simple monthly plans for ongoing development, optimisation and support, from $110 per month.',
  path: '/price-plan',
});

export default function PricePlanPage() {
  return (
    <>
      <PageBanner
        title="Pricing Plan"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Pricing Plan', url: '/price-plan' },
        ]}
      />
      <CallToAction />
    </>
  );
}
