import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { EngagementModels } from '@/components/sections/services/engagement-models';
import { ServiceArticle } from '@/components/sections/services/service-article';
import { ServiceProcess } from '@/components/sections/services/service-process';
import { ServiceSidebar } from '@/components/sections/services/service-sidebar';
import { SidebarLayout } from '@/components/ui/sidebar-layout';
import { processSteps } from '@/content/home';
import { ogImage } from '@/content/og-images';
import { paths } from '@/content/permalinks';
import { serviceOverview as overview } from '@/content/services';
import { pageMeta } from '@/content/pages';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.service_details,
    path: paths.serviceDetails,
    image: ogImage.services,
  });
}

export default function ServiceDetailsPage() {
  const [lead = '', ...paragraphs] = overview.intro;
  return (
    <>
      <PageBanner title={ui.titles.service_details} path={paths.serviceDetails} />
      <SidebarLayout sidebar={<ServiceSidebar />} sidebarLabel={ui.regions.service_sidebar}>
        <ServiceArticle
          image={{ src: overview.imgUrl, alt: overview.imgAlt, width: 800, height: 600 }}
          overviewTitle={overview.title}
          lead={lead}
          paragraphs={paragraphs}
          listTitle={overview.includedTitle}
          list={overview.included}
        />
        <ServiceProcess id="overview-process" title={overview.processTitle} steps={processSteps} />
        <EngagementModels id="overview-models" title={overview.modelsTitle} models={overview.models} />
      </SidebarLayout>
      <CallToAction />
    </>
  );
}
