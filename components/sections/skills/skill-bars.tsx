import { BarFill } from '@/components/ui/motion/bar-fill.client';
import type { SkillBar } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './skill-bars.module.scss';

export interface SkillBarsProps {
  skills: SkillBar[];
  tone?: 'light' | 'dark';
}

/** Labelled progress bars that fill to their value as they scroll into view (not under reduced motion). */
export function SkillBars({ skills, tone = 'light' }: SkillBarsProps) {
  return (
    <ul className={cx(styles.list, styles[tone])}>
      {skills.map((skill, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.label}>
            <span>{skill.title}</span>
            <span className={styles.value}>{skill.percent}%</span>
          </span>
          <span className={styles.track} aria-hidden>
            <BarFill className={styles.bar} percent={skill.percent} />
          </span>
        </li>
      ))}
    </ul>
  );
}
