import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Our Services',
  description:
    'Mobile apps, AI and machine learning, web platforms, cloud, cybersecurity and technology consulting from one senior team.',
  path: '/services',
});

export default function ServicesPage() {
  return (
    <>
      <PageBanner
        title="Our Services"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Our Services', url: '/services' },
        ]}
      />
      <CallToAction />
    </>
  );
}
