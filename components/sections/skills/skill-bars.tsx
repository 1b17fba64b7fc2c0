import type { CSSProperties } from 'react';
import type { SkillBar } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './skill-bars.module.scss';

export interface SkillBarsProps {
  skills: SkillBar[];
  tone?: 'light' | 'dark';
}

/** Labelled progress bars that fill to their value once rendered (instantly under reduced motion). */
export function SkillBars({ skills, tone = 'light' }: SkillBarsProps) {
  return (
    <ul className={cx(styles.list, styles[tone])}>
      {skills.map((skill) => (
        <li key={skill.title} className={styles.item}>
          <span className={styles.label}>
            <span>{skill.title}</span>
            <span className={styles.value}>{skill.percent}%</span>
          </span>
          <span className={styles.track} aria-hidden>
            <span className={styles.bar} style={{ '--percent': `${skill.percent}%` } as CSSProperties} />
          </span>
        </li>
      ))}
    </ul>
  );
}
