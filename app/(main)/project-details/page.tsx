import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Project Details',
  description: 'A closer look at how Corevia plans, builds and launches a client project from discovery to results.',
  path: '/project-details',
});

export default function ProjectDetailsPage() {
  return (
    <>
      <PageBanner
        title="Project Details"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Project Details', url: '/project-details' },
        ]}
      />
      <CallToAction />
    </>
  );
}
