import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { MemberProfile } from '@/components/sections/team/member-profile';
import { TeamDetailsIntro } from '@/components/sections/team/team-details-intro';
import { TeamListing } from '@/components/sections/team/team-listing';
import { JsonLd } from '@/components/ui/json-ld';
import { Pagination } from '@/components/ui/pagination';
import { teamDetailsPages } from '@/content/listings';
import { ogImage } from '@/content/og-images';
import { pages, pageMeta } from '@/content/pages';
import { listingPageAt, listingPageMeta, listingPageParams, listingPageTitle } from '@/content/paging';
import { buildMetadata } from '@/content/metadata';
import { getMemberBySlug, getMemberSlugs, getMemberUrl, teamDetailsDefault } from '@/content/team';
import { personJsonLd } from '@/lib/json-ld';
import { ui } from '@/content/interface';

interface TeamDetailsPageProps {
  params: Promise<{ slug?: string[] }>;
}

// One route for /team-details (the default 'Team Details' content, then the team), its later
// pages (/team-details/page/2…) and the members' pages (/team-details/{slug}): Next.js allows one
// dynamic segment beside /team-details, and a static export refuses a route that generates no
// page, as /team-details/page/[number] would while the team fits on one.
export const dynamicParams = false;

export function generateStaticParams() {
  return [...listingPageParams(teamDetailsPages, 'slug'), ...getMemberSlugs().map((slug) => ({ slug: [slug] }))];
}

/** A member, or a page of the team. */
async function contentOf({ params }: TeamDetailsPageProps) {
  const { slug } = await params;
  const member = slug?.length === 1 ? getMemberBySlug(slug[0]!) : undefined;
  if (member) return { member };
  const page = listingPageAt(teamDetailsPages, slug);
  if (!page) notFound();
  return { page };
}

export async function generateMetadata(props: TeamDetailsPageProps) {
  const { member, page } = await contentOf(props);
  if (!member)
    return buildMetadata({ ...listingPageMeta(pageMeta.team_details, page, teamDetailsPages), image: ogImage.team });
  return buildMetadata({
    title: `${member.name}, ${member.role}`,
    description: member.description,
    path: getMemberUrl(member),
    image: ogImage.member(member),
  });
}

export default async function TeamDetailsPage(props: TeamDetailsPageProps) {
  const { member, page } = await contentOf(props);
  if (member) {
    const path = getMemberUrl(member);
    return (
      <>
        <PageBanner title={member.name} path={path} />
        <MemberProfile member={member} />
        <JsonLd data={personJsonLd(member, path)} />
        <CallToAction />
      </>
    );
  }
  const { title } = teamDetailsDefault;
  return (
    <>
      <PageBanner title={title} path={page.url} crumb={listingPageTitle(title, page.number)} />
      {page.number === 1 && <TeamDetailsIntro content={teamDetailsDefault} heading={pages.team_details_heading} />}
      <TeamListing members={page.entries} label={ui.regions.team_members}>
        <Pagination label={ui.regions.member_pages} urls={teamDetailsPages.map((p) => p.url)} current={page.number} />
      </TeamListing>
      <CallToAction />
    </>
  );
}
