import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Blog Details',
  description: 'How to scope an AI pilot that actually reaches production: the questions to settle before you start.',
  path: '/blog-details',
});

export default function BlogDetailsPage() {
  return (
    <>
      <PageBanner
        title="Blog Details"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Blog Details', url: '/blog-details' },
        ]}
      />
      <CallToAction />
    </>
  );
}
