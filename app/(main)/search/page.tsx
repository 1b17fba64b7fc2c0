import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Search',
  description:
    'Search Corevia Technologies: services, projects, articles, team members and answers to common questions.',
  path: '/search',
});

export default function SearchPage() {
  return (
    <>
      <PageBanner
        title="Search"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Search', url: '/search' },
        ]}
      />
      <CallToAction />
    </>
  );
}
