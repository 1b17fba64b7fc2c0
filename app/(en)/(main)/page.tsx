import { ClientLogos } from '@/components/sections/clients/client-logos';
import { FaqSection } from '@/components/sections/faq/faq-section';
import { Hero } from '@/components/sections/hero/hero';
import { Newsletter } from '@/components/sections/newsletter/newsletter';
import { LatestPosts } from '@/components/sections/posts/latest-posts';
import { ProjectsSection } from '@/components/sections/projects/projects-section';
import { ServicesSection } from '@/components/sections/services/services-section';
import { HomeVideoButton } from '@/components/sections/video/home-video-button';
import { JsonLd } from '@/components/ui/json-ld';
import { sliderItemCounts } from '@/components/ui/slider-settings';
import { faqs } from '@/content/faqs';
import { heroOne } from '@/content/home';
import { ogImage } from '@/content/og-images';
import { paths } from '@/content/permalinks';
import { posts } from '@/content/posts';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { buildMetadata } from '@/content/metadata';
import { site } from '@/content/site';
import { websiteJsonLd } from '@/lib/json-ld';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    title: site.name,
    description: site.description,
    path: paths.home,
    feed: true,
    image: ogImage.home,
  });
}

export default function HomePage() {
  return (
    <>
      <JsonLd data={websiteJsonLd()} />
      <Hero
        content={heroOne}
        tone="dark"
        primaryHref={paths.contact}
        secondaryHref={paths.services}
        actions={<HomeVideoButton id="intro-video" variant="inline" />}
        image={{
          src: '/images/hero/hero-one.svg',
          alt: ui.images.hero_one,
          width: 720,
          height: 640,
        }}
      />
      <ClientLogos />
      <ServicesSection services={services} tone="muted" />
      <Newsletter />
      <ProjectsSection projects={projects.slice(0, sliderItemCounts.projects)} />
      <FaqSection faqs={faqs} tone="muted" />
      <LatestPosts posts={posts} layout="featured" />
    </>
  );
}
