import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { TeamListing } from '@/components/sections/team/team-listing';
import { ogImage } from '@/content/og-images';
import { pageMeta, teamCopy } from '@/content/page-copy';
import { paths } from '@/content/permalinks';
import { buildMetadata } from '@/content/site';
import { team } from '@/content/team';

export const metadata = buildMetadata({
  ...pageMeta.team,
  path: paths.team,
  image: ogImage.team,
});

export default function TeamPage() {
  return (
    <>
      <PageBanner title="Our Team" path={paths.team} />
      <TeamListing members={team} copy={teamCopy} />
      <CallToAction />
    </>
  );
}
