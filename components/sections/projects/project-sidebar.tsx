import { ButtonLink } from '@/components/ui/button';
import { SidebarWidget } from '@/components/ui/sidebar-widget';
import { quoteLink } from '@/content/navigation';
import { pages } from '@/content/pages';
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
      <SidebarWidget id="project-facts" title={pages.project_page.facts}>
        <ProjectFacts facts={getProjectFacts(project)} category={project.category} />
      </SidebarWidget>
      <SidebarWidget id="project-cta" title={pages.project_page.cta} tone="dark" belowFirstScreen>
        <p className={styles.text}>{pages.project_page.ctaText}</p>
        <ButtonLink href={quoteLink.url} variant="light">
          {pages.project_page.ctaButton}
        </ButtonLink>
      </SidebarWidget>
    </>
  );
}
