import { AboutBlock } from '@/components/sections/about/about-block';
import { FaqSection } from '@/components/sections/faq/faq-section';
import { Hero } from '@/components/sections/hero/hero';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { LatestPosts } from '@/components/sections/posts/latest-posts';
import { ProjectsSection } from '@/components/sections/projects/projects-section';
import { ServicesSection } from '@/components/sections/services/services-section';
import { TestimonialsSlider } from '@/components/sections/testimonials/testimonials-slider';
import { JsonLd } from '@/components/ui/json-ld';
import { sliderItemCounts } from '@/components/ui/slider-settings';
import { faqs } from '@/content/faqs';
import { heroTwo } from '@/content/home';
import { ogImage } from '@/content/og-images';
import { paths } from '@/content/permalinks';
import { posts } from '@/content/posts';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { pageMeta } from '@/content/pages';
import { buildMetadata } from '@/content/metadata';
import { testimonials } from '@/content/testimonials';
import { websiteJsonLd } from '@/lib/json-ld';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.home_2,
    path: paths.home2,
    feed: true,
    image: ogImage.home,
  });
}

export default function HomeTwoPage() {
  return (
    <>
      <JsonLd data={websiteJsonLd()} />
      <Hero
        content={heroTwo}
        tone="light"
        underHeader
        primaryHref={paths.contact}
        secondaryHref={paths.projects}
        image={{
          src: '/images/hero/hero-two.svg',
          alt: ui.images.hero_two,
          width: 720,
          height: 640,
        }}
      />
      <ServicesSection services={services.slice(0, 3)} />
      <AboutBlock tone="muted" />
      <Newsletter />
      <ProjectsSection projects={projects.slice(0, 3)} layout="grid" />
      <FaqSection faqs={faqs} tone="muted" />
      <TestimonialsSlider testimonials={testimonials.slice(0, sliderItemCounts.testimonials)} tone="dark" />
      <LatestPosts posts={posts} />
    </>
  );
}
