import { Icon } from '@/components/ui/icon';
import type { GlyphName } from '@/components/ui/icon-glyphs';
import type { ProjectFacts as Facts } from '@/content/projects';
import type { ProjectCategory } from '@/content/types';
import styles from './project-facts.module.scss';

export interface ProjectFactsProps {
  facts: Facts;
  category: ProjectCategory;
}

/** Client, category, duration, year and technologies of a project, fallbacks already applied. */
export function ProjectFacts({ facts, category }: ProjectFactsProps) {
  const rows: { label: string; value: string; glyph: GlyphName }[] = [
    { label: 'Client', value: facts.client, glyph: 'user' },
    { label: 'Category', value: category, glyph: 'folder' },
    { label: 'Duration', value: facts.duration, glyph: 'clock' },
    { label: 'Year', value: facts.year, glyph: 'calendar' },
    { label: 'Technologies', value: facts.technologies, glyph: 'code' },
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(({ label, value, glyph }) => (
        <div key={label} className={styles.row}>
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
