import { Image } from '@/components/ui/image';
import type { Project } from '@/content/types';
import styles from './project-card.module.scss';
import { categoryName } from '@/content/projects';

export interface ProjectCardProps {
  project: Project;
  showBrief?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A project: mock-up, category, title and a link to its case study. */
export function ProjectCard({ project, showBrief = false, headingLevel: Heading = 'h3' }: ProjectCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Image src={project.imgUrl} alt="" width={1200} height={900} className={styles.image} />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{categoryName(project.category)}</p>
        <Heading className={styles.title}>
          <a href={project.url} className={styles.link}>
            {project.title}
          </a>
        </Heading>
        {showBrief && <p className={styles.brief}>{project.brief}</p>}
      </div>
    </article>
  );
}
