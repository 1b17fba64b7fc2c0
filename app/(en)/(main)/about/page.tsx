import { AboutBlock } from '@/components/sections/about/about-block';
import { AboutIntro } from '@/components/sections/about/about-intro';
import { Expertise } from '@/components/sections/about/expertise';
import { ClientLogos } from '@/components/sections/clients/client-logos';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { StatsStrip } from '@/components/sections/stats/stats-strip';
import { TeamSlider } from '@/components/sections/team/team-slider';
import { TestimonialsSlider } from '@/components/sections/testimonials/testimonials-slider';
import { sliderItemCounts } from '@/components/ui/slider-settings';
import { aboutIntro } from '@/content/home';
import { paths } from '@/content/permalinks';
import { pageMeta } from '@/content/pages';
import { buildMetadata } from '@/content/metadata';
import { expertiseSkills } from '@/content/stats';
import { team } from '@/content/team';
import { testimonials } from '@/content/testimonials';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.about,
    path: paths.about,
  });
}

export default function AboutPage() {
  return (
    <>
      <PageBanner title={ui.titles.about} path={paths.about} />
      <AboutIntro items={aboutIntro} />
      <AboutBlock tone="muted" />
      <Expertise skills={expertiseSkills} />
      <StatsStrip />
      <TestimonialsSlider testimonials={testimonials.slice(0, sliderItemCounts.testimonials)} />
      <TeamSlider members={team.slice(0, sliderItemCounts.team)} />
      <ClientLogos tone="muted" />
      <CallToAction />
    </>
  );
}
