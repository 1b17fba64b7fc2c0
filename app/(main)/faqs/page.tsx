import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'FAQs',
  description:
    'Answers to the questions prospective clients ask us most about timelines, pricing, technology and support.',
  path: '/faqs',
});

export default function FaqsPage() {
  return (
    <>
      <PageBanner
        title="FAQs"
        links={[
          { name: 'Home', url: '/' },
          { name: 'FAQs', url: '/faqs' },
        ]}
      />
      <CallToAction />
    </>
  );
}
