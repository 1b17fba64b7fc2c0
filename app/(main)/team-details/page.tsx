import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { TeamDetailsIntro } from '@/components/sections/team/team-details-intro';
import { TeamListing } from '@/components/sections/team/team-listing';
import { ogImage } from '@/content/og-images';
import { pageMeta, teamDetailsHeading } from '@/content/page-copy';
import { paths } from '@/content/permalinks';
import { buildMetadata } from '@/content/site';
import { team, teamDetailsDefault } from '@/content/team';

export const metadata = buildMetadata({
  ...pageMeta.team_details,
  path: paths.teamDetails,
  image: ogImage.team,
});

/** No member chosen: the default 'Team Details' content, then the team to choose from. */
export default function TeamDetailsPage() {
  return (
    <>
      <PageBanner title={teamDetailsDefault.title} path={paths.teamDetails} />
      <TeamDetailsIntro content={teamDetailsDefault} heading={teamDetailsHeading} />
      <TeamListing members={team} label="Team members" />
      <CallToAction />
    </>
  );
}
