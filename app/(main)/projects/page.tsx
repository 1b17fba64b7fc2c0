import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Our Projects',
  description:
    'Case studies from our mobile, web, AI, cloud, security and consulting work for clients across industries.',
  path: '/projects',
});

export default function ProjectsPage() {
  return (
    <>
      <PageBanner
        title="Our Projects"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Our Projects', url: '/projects' },
        ]}
      />
      <CallToAction />
    </>
  );
}
