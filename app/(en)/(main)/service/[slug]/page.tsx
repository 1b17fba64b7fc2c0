import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { ServiceArticle } from '@/components/sections/services/service-article';
import { ServiceOutcomes } from '@/components/sections/services/service-outcomes';
import { ServiceProcess } from '@/components/sections/services/service-process';
import { ServiceSidebar } from '@/components/sections/services/service-sidebar';
import { JsonLd } from '@/components/ui/json-ld';
import { SidebarLayout } from '@/components/ui/sidebar-layout';
import { ogImage } from '@/content/og-images';
import { pages } from '@/content/pages';
import { getServiceBySlug, getServiceSlugs, serviceOverview } from '@/content/services';
import { buildMetadata } from '@/content/metadata';
import { serviceJsonLd } from '@/lib/json-ld';
import { fill, ui } from '@/content/interface';

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
  return buildMetadata({
    title: service.title,
    description: service.brief,
    path: service.url,
    image: ogImage.service(service),
  });
}

export default async function ServicePage({ params }: ServicePageProps) {
  const service = getServiceBySlug((await params).slug);
  if (!service) notFound();
  return (
    <>
      <PageBanner title={service.title} path={service.url} />
      <SidebarLayout sidebar={<ServiceSidebar current={service} />} sidebarLabel={ui.regions.service_sidebar}>
        <ServiceArticle
          image={{
            src: service.imgUrl ?? serviceOverview.imgUrl,
            alt: fill(ui.services.illustration, { service: service.title }),
            width: 800,
            height: 600,
          }}
          overviewTitle={pages.service_page.overview}
          lead={service.brief}
          paragraphs={service.overview}
          listTitle={pages.service_page.deliverables}
          list={service.deliverables}
        />
        <ServiceProcess id="service-process" title={pages.service_page.process} steps={service.process} />
        <ServiceOutcomes service={service} />
      </SidebarLayout>
      <JsonLd data={serviceJsonLd(service)} />
      <CallToAction />
    </>
  );
}
