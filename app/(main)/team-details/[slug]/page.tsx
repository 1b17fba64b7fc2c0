import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { buildMetadata } from '@/content/site';
import { getMemberBySlug, getMemberSlug, getMemberSlugs } from '@/content/team';

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
    path: `/team-details/${getMemberSlug(member.name)}`,
  });
}

export default async function MemberPage({ params }: MemberPageProps) {
  const member = getMemberBySlug((await params).slug);
  if (!member) notFound();
  return (
    <>
      <PageBanner
        title={member.name}
        links={[
          { name: 'Home', url: '/' },
          { name: member.name, url: `/team-details/${getMemberSlug(member.name)}` },
        ]}
      />
      <CallToAction />
    </>
  );
}
