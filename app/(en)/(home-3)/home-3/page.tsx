import { AboutBlock } from '@/components/sections/about/about-block';
import { HeroSlider } from '@/components/sections/hero/hero-slider';
import { LatestPosts } from '@/components/sections/posts/latest-posts';
import { ProjectsSection } from '@/components/sections/projects/projects-section';
import { ServicesSection } from '@/components/sections/services/services-section';
import { TestimonialsSlider } from '@/components/sections/testimonials/testimonials-slider';
import { VideoSection } from '@/components/sections/video/video-section';
import { JsonLd } from '@/components/ui/json-ld';
import { sliderItemCounts } from '@/components/ui/slider-settings';
import { heroSlides } from '@/content/home';
import { ogImage } from '@/content/og-images';
import { paths } from '@/content/permalinks';
import { posts } from '@/content/posts';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { pageMeta } from '@/content/pages';
import { buildMetadata } from '@/content/metadata';
import { defaultSkills } from '@/content/stats';
import { testimonials } from '@/content/testimonials';
import { websiteJsonLd } from '@/lib/json-ld';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.home_3,
    path: paths.home3,
    feed: true,
    image: ogImage.home,
  });
}

export default function HomeThreePage() {
  return (
    <>
      <JsonLd data={websiteJsonLd()} />
      <HeroSlider slides={heroSlides.slice(0, sliderItemCounts.hero)} />
      <ServicesSection services={services} layout="strip" />
      <AboutBlock skills={defaultSkills} tone="muted" />
      <VideoSection />
      <ProjectsSection projects={projects.slice(0, sliderItemCounts.projects)} />
      <TestimonialsSlider
        testimonials={testimonials.slice(0, sliderItemCounts.testimonialsHomeThree)}
        timing="homeThree"
      />
      <LatestPosts posts={posts.slice(0, 3)} />
    </>
  );
}
