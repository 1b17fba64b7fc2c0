import { notFound } from 'next/navigation';
import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { ProjectsListing } from '@/components/sections/projects/projects-listing';
import { Pagination } from '@/components/ui/pagination';
import { projectPages } from '@/content/listings';
import { ogImage } from '@/content/og-images';
import { pages, pageMeta } from '@/content/pages';
import { listingPageAt, listingPageMeta, listingPageParams, listingPageTitle } from '@/content/paging';
import { buildMetadata } from '@/content/metadata';
import { projectCategories } from '@/content/types';
import { ui } from '@/content/interface';

interface ProjectsPageProps {
  params: Promise<{ page?: string[] }>;
}

// Page 1 is /projects itself, so an optional catch-all: a static export refuses a dynamic route
// that generates no page, as /projects/page/[number] would while the projects fit on one.
export const dynamicParams = false;

export function generateStaticParams() {
  return listingPageParams(projectPages, 'page');
}

async function pageOf({ params }: ProjectsPageProps) {
  const page = listingPageAt(projectPages, (await params).page);
  if (!page) notFound();
  return page;
}

export async function generateMetadata(props: ProjectsPageProps) {
  return buildMetadata({
    ...listingPageMeta(pageMeta.projects, await pageOf(props), projectPages),
    image: ogImage.projects,
  });
}

export default async function ProjectsPage(props: ProjectsPageProps) {
  const page = await pageOf(props);
  return (
    <>
      <PageBanner
        title={ui.titles.projects}
        path={page.url}
        crumb={listingPageTitle(ui.titles.projects, page.number)}
      />
      <ProjectsListing projects={page.entries} categories={projectCategories} copy={pages.projects}>
        <Pagination label={ui.regions.project_pages} urls={projectPages.map((p) => p.url)} current={page.number} />
      </ProjectsListing>
      <CallToAction />
    </>
  );
}
