import { CountUp } from '@/components/ui/count-up.client';
import { Icon } from '@/components/ui/icon';
import { sectionCopy } from '@/content/sections';
import { statistics } from '@/content/stats';
import type { Statistic } from '@/content/types';
import styles from './stats-strip.module.scss';

export interface StatsStripProps {
  items?: Statistic[];
}

/** The dark statistics strip; each number counts up once when it comes into view. */
export function StatsStrip({ items = statistics }: StatsStripProps) {
  return (
    <section className={styles.strip} aria-labelledby="statistics-title">
      <div className={styles.inner}>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>{sectionCopy.statistics.eyebrow}</p>
          <h2 id="statistics-title" className={styles.title}>
            {sectionCopy.statistics.title}
          </h2>
        </div>
        <dl className={styles.list}>
          {items.map((item, index) => (
            <div key={index} className={styles.item}>
              <dt className={styles.label}>{item.text}</dt>
              <dd className={styles.value}>
                <span className={styles.icon}>
                  <Icon name={item.icon} size={28} />
                </span>
                <span className={styles.number}>
                  <CountUp end={item.count} suffix={item.suffix} />
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
