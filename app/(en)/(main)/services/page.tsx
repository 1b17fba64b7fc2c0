import { CallToAction } from '@/components/sections/cta/cta';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { ServicesListing } from '@/components/sections/services/services-listing';
import { ogImage } from '@/content/og-images';
import { pages, pageMeta } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { services } from '@/content/services';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.services,
    path: paths.services,
    image: ogImage.services,
  });
}

export default function ServicesPage() {
  return (
    <>
      <PageBanner title={ui.titles.services} path={paths.services} />
      <ServicesListing services={services.slice(0, 6)} copy={pages.services} />
      <Newsletter />
      <CallToAction />
    </>
  );
}
