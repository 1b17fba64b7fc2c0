import { CallToAction } from '@/components/sections/cta/cta';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { ServicesListing } from '@/components/sections/services/services-listing';
import { ogImage } from '@/content/og-images';
import { servicesCopy } from '@/content/page-copy';
import { paths } from '@/content/permalinks';
import { services } from '@/content/services';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Our Services',
  description:
    'Mobile apps, AI and machine learning, web platforms, cloud, cybersecurity and technology consulting from one senior team.',
  path: paths.services,
  image: ogImage.services,
});

export default function ServicesPage() {
  return (
    <>
      <PageBanner title="Our Services" path={paths.services} />
      <ServicesListing services={services.slice(0, 6)} copy={servicesCopy} />
      <Newsletter />
      <CallToAction />
    </>
  );
}
