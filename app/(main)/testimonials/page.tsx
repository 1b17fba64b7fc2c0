import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';

export const metadata = buildMetadata({
  title: 'Testimonials',
  description: 'What our clients say about working with Corevia on their apps, platforms, AI and cloud projects.',
  path: '/testimonials',
});

export default function TestimonialsPage() {
  return (
    <>
      <PageBanner
        title="Testimonials"
        links={[
          { name: 'Home', url: '/' },
          { name: 'Testimonials', url: '/testimonials' },
        ]}
      />
      <CallToAction />
    </>
  );
}
