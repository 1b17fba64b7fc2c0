import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { ProjectDetail } from '@/components/sections/projects/project-detail';
import { ProjectSidebar } from '@/components/sections/projects/project-sidebar';
import { RelatedProjects } from '@/components/sections/projects/related-projects';
import { SidebarLayout } from '@/components/ui/sidebar-layout';
import { ogImage } from '@/content/og-images';
import { pages, pageMeta } from '@/content/pages';
import { paths } from '@/content/permalinks';
import { getRelatedProjects, projects } from '@/content/projects';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';

export function generateMetadata() {
  return buildMetadata({
    ...pageMeta.project_details,
    path: paths.projectDetails,
    image: ogImage.projects,
  });
}

export default function ProjectDetailsPage() {
  /** The static sample case study: the first project, on its own page. */
  const sample = projects[0]!;
  return (
    <>
      <PageBanner title={ui.titles.project_details} path={paths.projectDetails} />
      <SidebarLayout sidebar={<ProjectSidebar project={sample} />} sidebarLabel={ui.regions.project_sidebar}>
        <ProjectDetail project={sample} showTitle />
      </SidebarLayout>
      <RelatedProjects title={pages.project_page.related} projects={getRelatedProjects(sample)} />
      <CallToAction />
    </>
  );
}
