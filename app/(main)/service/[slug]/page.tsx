import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { getServiceBySlug, getServiceSlugs } from '@/content/services';
import { buildMetadata } from '@/content/site';

interface ServicePageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getServiceSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: ServicePageProps) {
  const service = getServiceBySlug((await params).slug);
  if (!service) notFound();
  return buildMetadata({ title: service.title, description: service.brief, path: service.url });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = getServiceBySlug((await params).slug);
  if (!service) notFound();
  return (
    <>
      <PageBanner
        title={service.title}
        links={[
          { name: 'Home', url: '/' },
          { name: service.title, url: service.url },
        ]}
      />
      <CallToAction />
    </>
  );
}
