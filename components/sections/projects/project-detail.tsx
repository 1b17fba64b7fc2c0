import { Image } from '@/components/ui/image';
import { CheckList } from '@/components/ui/check-list';
import { pages } from '@/content/pages';
import { categoryName, getTechnicalDetails, projectFeatures, projectResultsSentence } from '@/content/projects';
import type { Project } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './project-detail.module.scss';
import { fill, ui } from '@/content/interface';

export interface ProjectDetailProps {
  project: Project;
  /** Show the title as an h2: on pages whose h1 is not the project's title. */
  showTitle?: boolean;
}

/** The case study of a project: mock-up, overview, technical details, results and key features. */
export function ProjectDetail({ project, showTitle = false }: ProjectDetailProps) {
  const Title = showTitle ? 'h3' : 'h2';
  return (
    <>
      <Image
        src={project.imgUrl}
        alt={fill(ui.projects.product_image, { title: project.title })}
        width={1200}
        height={900}
        priority
        className={styles.image}
      />
      <p className={styles.category}>{categoryName(project.category)}</p>
      {showTitle && <h2 className={styles.heading}>{project.title}</h2>}
      <section className={styles.block} aria-labelledby="project-overview">
        <Title id="project-overview" className={styles.title}>
          {pages.project_page.overview}
        </Title>
        <p className={styles.lead}>{project.brief}</p>
      </section>
      <section className={styles.block} aria-labelledby="project-technical">
        <Title id="project-technical" className={styles.title}>
          {pages.project_page.technical}
        </Title>
        <p>{getTechnicalDetails(project)}</p>
      </section>
      <section className={cx(styles.block, styles.results)} aria-labelledby="project-results">
        <Title id="project-results" className={styles.title}>
          {pages.project_page.results}
        </Title>
        <p>{projectResultsSentence()}</p>
      </section>
      <section className={styles.block} aria-labelledby="project-features">
        <Title id="project-features" className={styles.title}>
          {pages.project_page.features}
        </Title>
        <CheckList items={projectFeatures} />
      </section>
    </>
  );
}
