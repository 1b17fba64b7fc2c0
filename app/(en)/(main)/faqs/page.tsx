import { CallToAction } from '@/components/sections/cta/cta';
import { FaqSection } from '@/components/sections/faq/faq-section';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { TestimonialsSlider } from '@/components/sections/testimonials/testimonials-slider';
import { sliderItemCounts } from '@/components/ui/slider-settings';
import { faqs } from '@/content/faqs';
import { paths } from '@/content/permalinks';
import { pageMeta } from '@/content/pages';
import { buildMetadata } from '@/content/metadata';
import { testimonials } from '@/content/testimonials';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.faqs,
    path: paths.faqs,
  });
}

export default function FaqsPage() {
  return (
    <>
      <PageBanner title={ui.titles.faqs} path={paths.faqs} />
      <FaqSection faqs={faqs} />
      <TestimonialsSlider testimonials={testimonials.slice(0, sliderItemCounts.testimonials)} />
      <CallToAction />
    </>
  );
}
