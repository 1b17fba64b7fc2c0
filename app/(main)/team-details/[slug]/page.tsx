import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { MemberProfile } from '@/components/sections/team/member-profile';
import { JsonLd } from '@/components/ui/json-ld';
import { ogImage } from '@/content/og-images';
import { buildMetadata } from '@/content/site';
import { getMemberBySlug, getMemberSlugs, getMemberUrl } from '@/content/team';
import { personJsonLd } from '@/lib/json-ld';

interface MemberPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getMemberSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: MemberPageProps) {
  const member = getMemberBySlug((await params).slug);
  if (!member) notFound();
  return buildMetadata({
    title: `${member.name}, ${member.role}`,
    description: member.description,
    path: getMemberUrl(member),
    image: ogImage.member(member),
  });
}

export default async function MemberPage({ params }: MemberPageProps) {
  const member = getMemberBySlug((await params).slug);
  if (!member) notFound();
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
