import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Contact Us',
  description: 'Request a free quote or ask us anything. A senior consultant replies within two business days.',
  path: '/contact',
});

export default function ContactPage() {
  return (
    <>
      <PageBanner
        title="Contact Us"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Contact Us', url: '/contact' },
        ]}
      />
      <CallToAction />
    </>
  );
}
