import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import type { SectionCopy } from '@/content/pages';
import type { Project, ProjectCategory } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { ProjectCard } from './project-card';
import styles from './projects-listing.module.scss';
import { counted, ui } from '@/content/interface';
import { categoryName } from '@/content/projects';

export interface ProjectsListingProps {
  projects: Project[];
  categories: readonly ProjectCategory[];
  copy: SectionCopy;
  /** Below the cards: the links to the listing's other pages. */
  children?: ReactNode;
}

/**
 * The projects given (every one, or a page of them) as cards, with category filters. The filters
 * are radio buttons read by CSS (`:has`), so they need no script, and every project is shown
 * until a category is chosen. A filter counts the projects shown, and a category none of them is
 * in has no filter.
 */
export function ProjectsListing({ projects, categories, copy, children }: ProjectsListingProps) {
  const filters = [
    { label: ui.projects.all, count: projects.length, index: 0 },
    ...categories
      .map((category, index) => ({
        label: categoryName(category),
        count: projects.filter((project) => project.category === category).length,
        index: index + 1,
      }))
      .filter((filter) => filter.count > 0),
  ];
  return (
    <section className={styles.section} aria-labelledby="projects-listing-title">
      <SectionHeading id="projects-listing-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
      <div className={styles.listing}>
        <fieldset className={styles.filters}>
          <legend className="visually-hidden">{ui.projects.filter}</legend>
          {filters.map((filter) => (
            <label key={filter.label} className={styles.filter}>
              <input
                type="radio"
                name="project-category"
                value={filter.label}
                defaultChecked={filter.index === 0}
                data-index={filter.index}
                className={styles.radio}
              />
              {filter.label}
              <span className={styles.count}>
                <span aria-hidden="true">{filter.count}</span>
                <span className="visually-hidden"> {counted(ui.projects.count, filter.count)}</span>
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
        {children}
      </div>
    </section>
  );
}
