import { SectionHeading } from '@/components/ui/section-heading';
import type { SectionCopy } from '@/content/page-copy';
import { getProjectsByCategory } from '@/content/projects';
import type { Project, ProjectCategory } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { ProjectCard } from './project-card';
import styles from './projects-listing.module.scss';

export interface ProjectsListingProps {
  projects: Project[];
  categories: readonly ProjectCategory[];
  copy: SectionCopy;
}

const allLabel = 'All Projects';

/**
 * Every project as a card, with category filters. The filters are radio
 * buttons read by CSS (`:has`), so they need no script, and every project is
 * shown until a category is chosen.
 */
export function ProjectsListing({ projects, categories, copy }: ProjectsListingProps) {
  const filters = [
    { label: allLabel, count: projects.length },
    ...categories.map((category) => ({
      label: category,
      count: getProjectsByCategory(category).length,
    })),
  ];
  return (
    <section className={styles.section} aria-labelledby="projects-listing-title">
      <SectionHeading id="projects-listing-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
      <div className={styles.listing}>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">Filter projects by category</legend>
          {filters.map((filter, index) => (
            <label key={filter.label} className={styles.filter}>
              <input
                type="radio"
                name="project-category"
                value={filter.label}
                defaultChecked={index === 0}
                data-index={index}
                className={styles.radio}
              />
              {filter.label}
              <span className={styles.count}>
                {filter.count}
                <span className="visually-hidden"> projects</span>
              </span>
            </label>
          ))}
        </fieldset>
        <ul className={styles.grid}>
          {projects.map((project, index) => (
            <Reveal
              as="li"
              key={project.url}
              index={index}
              data-index={categories.indexOf(project.category) + 1}
              className={styles.item}
            >
              <ProjectCard project={project} showBrief />
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
