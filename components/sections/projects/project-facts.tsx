import { Icon } from '@/components/ui/icon';
import type { GlyphName } from '@/components/ui/icon-glyphs';
import { categoryName, type ProjectFacts as Facts } from '@/content/projects';
import type { ProjectCategory } from '@/content/types';
import styles from './project-facts.module.scss';
import { ui } from '@/content/interface';

export interface ProjectFactsProps {
  facts: Facts;
  category: ProjectCategory;
}

/** Client, category, duration, year and technologies of a project, fallbacks already applied. */
export function ProjectFacts({ facts, category }: ProjectFactsProps) {
  const rows: { label: string; value: string; glyph: GlyphName }[] = [
    { label: ui.projects.client, value: facts.client, glyph: 'user' },
    { label: ui.projects.category, value: categoryName(category), glyph: 'folder' },
    { label: ui.projects.duration, value: facts.duration, glyph: 'clock' },
    { label: ui.projects.year, value: facts.year, glyph: 'calendar' },
    { label: ui.projects.technologies, value: facts.technologies, glyph: 'code' },
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(({ label, value, glyph }, index) => (
        <div key={index} className={styles.row}>
          <dt className={styles.label}>
            <span className={styles.icon}>
              <Icon name={glyph} size={20} />
            </span>
            {label}
          </dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
