import { CalendarBlank, Code, Clock, Folder, UserCircle } from '@phosphor-icons/react/dist/ssr';
import type { ProjectFacts as Facts } from '@/content/projects';
import type { ProjectCategory } from '@/content/types';
import styles from './project-facts.module.scss';

export interface ProjectFactsProps {
  facts: Facts;
  category: ProjectCategory;
}

/** Client, category, duration, year and technologies of a project, fallbacks already applied. */
export function ProjectFacts({ facts, category }: ProjectFactsProps) {
  const rows = [
    { label: 'Client', value: facts.client, Glyph: UserCircle },
    { label: 'Category', value: category, Glyph: Folder },
    { label: 'Duration', value: facts.duration, Glyph: Clock },
    { label: 'Year', value: facts.year, Glyph: CalendarBlank },
    { label: 'Technologies', value: facts.technologies, Glyph: Code },
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(({ label, value, Glyph }) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>
            <span className={styles.icon}>
              <Glyph size={20} aria-hidden />
            </span>
            {label}
          </dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
