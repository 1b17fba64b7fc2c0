import { CallToAction } from '@/components/sections/cta/cta';
import { PageBanner } from '@/components/sections/page-banner/page-banner';
import { ProjectsListing } from '@/components/sections/projects/projects-listing';
import { ogImage } from '@/content/og-images';
import { pageMeta, projectsCopy } from '@/content/page-copy';
import { paths } from '@/content/permalinks';
import { projects } from '@/content/projects';
import { buildMetadata } from '@/content/site';
import { projectCategories } from '@/content/types';

export const metadata = buildMetadata({
  ...pageMeta.projects,
  path: paths.projects,
  image: ogImage.projects,
});

export default function ProjectsPage() {
  return (
    <>
      <PageBanner title="Our Projects" path={paths.projects} />
      <ProjectsListing projects={projects} categories={projectCategories} copy={projectsCopy} />
      <CallToAction />
    </>
  );
}
