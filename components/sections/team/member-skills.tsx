import { BarFill } from '@/components/ui/motion/bar-fill.client';
import type { SkillBar } from '@/content/types';
import styles from './member-skills.module.scss';

export interface MemberSkillsProps {
  /** Prefix of the bars' ids; unique on the page. */
  id: string;
  bars: SkillBar[];
}

/**
 * A member's skill bars: static markup with the value announced by the
 * progressbar role and shown as text; the fill grows in
 * as it scrolls into view.
 */
export function MemberSkills({ id, bars }: MemberSkillsProps) {
  return (
    <ul className={styles.list}>
      {bars.map((bar, index) => {
        const labelId = `${id}-${index}`;
        return (
          <li key={index} className={styles.skill}>
            <div className={styles.head}>
              <span id={labelId} className={styles.title}>
                {bar.title}
              </span>
              <span className={styles.value} aria-hidden>
                {bar.percent}%
              </span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={bar.percent}
              aria-valuetext={`${bar.percent}%`}
              className={styles.track}
            >
              <BarFill className={styles.fill} percent={bar.percent} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
