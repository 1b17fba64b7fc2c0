import type { Project } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { ProjectCard } from './project-card';
import styles from './related-projects.module.scss';

export interface RelatedProjectsProps {
  title: string;
  projects: Project[];
}

/** A row of other projects under a case study. */
export function RelatedProjects({ title, projects }: RelatedProjectsProps) {
  if (projects.length === 0) return null;
  // Other projects' teasers: left out of the search index, so a query finds each project once.
  return (
    <section className={styles.section} aria-labelledby="related-projects-title" data-search="skip">
      <h2 id="related-projects-title" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {projects.map((project, index) => (
          <Reveal as="li" key={project.url} index={index}>
            <ProjectCard project={project} />
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
