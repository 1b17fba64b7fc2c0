import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Service Details',
  description: 'How a Corevia engagement runs: what we deliver, how we work and what you can expect from us.',
  path: '/service-details',
});

export default function ServiceDetailsPage() {
  return (
    <>
      <PageBanner
        title="Service Details"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Service Details', url: '/service-details' },
        ]}
      />
      <CallToAction />
    </>
  );
}
