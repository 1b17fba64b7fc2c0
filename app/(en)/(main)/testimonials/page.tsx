import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { TestimonialsGrid } from '@/components/sections/testimonials/testimonials-grid';
import { pages, pageMeta } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { buildMetadata } from '@/content/metadata';
import { testimonials } from '@/content/testimonials';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.testimonials,
    path: paths.testimonials,
  });
}

export default function TestimonialsPage() {
  return (
    <>
      <PageBanner title={ui.titles.testimonials} path={paths.testimonials} />
      <TestimonialsGrid testimonials={testimonials.slice(0, 6)} copy={pages.testimonials} />
      <CallToAction />
    </>
  );
}
