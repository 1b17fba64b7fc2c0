import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { TestimonialsGrid } from '@/components/sections/testimonials/testimonials-grid';
import { testimonialsCopy } from '@/content/page-copy';
import { paths } from '@/content/permalinks';
import { buildMetadata, site } from '@/content/site';
import { testimonials } from '@/content/testimonials';

export const metadata = buildMetadata({
  title: 'Testimonials',
  description: `What our clients say about working with ${site.shortName} on their apps, platforms, AI and cloud projects.`,
  path: paths.testimonials,
});

export default function TestimonialsPage() {
  return (
    <>
      <PageBanner title="Testimonials" path={paths.testimonials} />
      <TestimonialsGrid testimonials={testimonials.slice(0, 6)} copy={testimonialsCopy} />
      <CallToAction />
    </>
  );
}
