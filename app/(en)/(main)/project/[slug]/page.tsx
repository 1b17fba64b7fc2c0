import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { ProjectDetail } from '@/components/sections/projects/project-detail';
import { ProjectSidebar } from '@/components/sections/projects/project-sidebar';
import { RelatedProjects } from '@/components/sections/projects/related-projects';
import { SidebarLayout } from '@/components/ui/sidebar-layout';
import { ogImage } from '@/content/og-images';
import { pages } from '@/content/pages';
import { getProjectBySlug, getProjectSlugs, getRelatedProjects } from '@/content/projects';
import { buildMetadata } from '@/content/metadata';
import { ui } from '@/content/interface';

interface ProjectPageProps {
  params: Promise<{ slug: string }>;
}

export const dynamicParams = false;

export function generateStaticParams() {
  return getProjectSlugs().map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: ProjectPageProps) {
  const project = getProjectBySlug((await params).slug);
  if (!project) notFound();
  return buildMetadata({
    title: project.title,
    description: project.brief,
    path: project.url,
    image: ogImage.project(project),
  });
}

export default async function ProjectPage({ params }: ProjectPageProps) {
  const project = getProjectBySlug((await params).slug);
  if (!project) notFound();
  return (
    <>
      <PageBanner title={project.title} path={project.url} />
      <SidebarLayout sidebar={<ProjectSidebar project={project} />} sidebarLabel={ui.regions.project_sidebar}>
        <ProjectDetail project={project} />
      </SidebarLayout>
      <RelatedProjects title={pages.project_page.related} projects={getRelatedProjects(project)} />
      <CallToAction />
    </>
  );
}
