import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Team Details',
  description: 'Get to know the people at Corevia Technologies: their experience, skills and what they work on.',
  path: '/team-details',
});

export default function TeamDetailsPage() {
  return (
    <>
      <PageBanner
        title="Team Details"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Team Details', url: '/team-details' },
        ]}
      />
      <CallToAction />
    </>
  );
}
