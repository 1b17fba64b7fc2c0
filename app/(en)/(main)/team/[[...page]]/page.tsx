import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { TeamListing } from '@/components/sections/team/team-listing';
import { Pagination } from '@/components/ui/pagination';
import { teamPages } from '@/content/listings';
import { ogImage } from '@/content/og-images';
import { pages, pageMeta } from '@/content/pages';
import { listingPageAt, listingPageMeta, listingPageParams, listingPageTitle } from '@/content/paging';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';

interface TeamPageProps {
  params: Promise<{ page?: string[] }>;
}

// Page 1 is /team itself, so an optional catch-all: a static export refuses a dynamic route that
// generates no page, as /team/page/[number] would while the team fits on one.
export const dynamicParams = false;

export function generateStaticParams() {
  return listingPageParams(teamPages, 'page');
}

async function pageOf({ params }: TeamPageProps) {
  const page = listingPageAt(teamPages, (await params).page);
  if (!page) notFound();
  return page;
}

export async function generateMetadata(props: TeamPageProps) {
  return buildMetadata({
    ...listingPageMeta(pageMeta.team, await pageOf(props), teamPages),
    image: ogImage.team,
  });
}

export default async function TeamPage(props: TeamPageProps) {
  const page = await pageOf(props);
  return (
    <>
      <PageBanner title={ui.titles.team} path={page.url} crumb={listingPageTitle(ui.titles.team, page.number)} />
      <TeamListing members={page.entries} copy={pages.team}>
        <Pagination label={ui.regions.team_pages} urls={teamPages.map((p) => p.url)} current={page.number} />
      </TeamListing>
      <CallToAction />
    </>
  );
}
