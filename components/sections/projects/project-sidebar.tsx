import { ButtonLink } from '@/components/ui/button';
import { SidebarWidget } from '@/components/ui/sidebar-widget';
import { quoteLink } from '@/content/navigation';
import { projectSectionTitles as titles } from '@/content/page-copy';
import { getProjectFacts } from '@/content/projects';
import type { Project } from '@/content/types';
import { ProjectFacts } from './project-facts';
import styles from './project-sidebar.module.scss';

export interface ProjectSidebarProps {
  project: Project;
}

/** The project page's sidebar: the facts of the project and an invitation to start one. */
export function ProjectSidebar({ project }: ProjectSidebarProps) {
  return (
    <>
      <SidebarWidget id="project-facts" title={titles.facts}>
        <ProjectFacts facts={getProjectFacts(project)} category={project.category} />
      </SidebarWidget>
      <SidebarWidget id="project-cta" title={titles.cta} tone="dark">
        <p className={styles.text}>{titles.ctaText}</p>
        <ButtonLink href={quoteLink.url} variant="light">
          {titles.ctaButton}
        </ButtonLink>
      </SidebarWidget>
    </>
  );
}
