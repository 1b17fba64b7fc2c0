import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Our Blog',
  description: 'Practical articles on AI, mobile and web development, cloud costs and security from the Corevia team.',
  path: '/blog',
});

export default function BlogPage() {
  return (
    <>
      <PageBanner
        title="Our Blog"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Our Blog', url: '/blog' },
        ]}
      />
      <CallToAction />
    </>
  );
}
