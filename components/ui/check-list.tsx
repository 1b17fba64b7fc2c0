import { Icon } from '@/components/ui/icon';
import { cx } from '@/lib/class-names';
import styles from './check-list.module.scss';

export interface CheckListProps {
  items: readonly string[];
  /** Two columns from tablet width up. */
  columns?: 1 | 2;
  label?: string;
  /** `inverse` on dark surfaces. */
  tone?: 'default' | 'inverse';
}

/** A list of points, each behind a check mark. */
export function CheckList({ items, columns = 1, label, tone = 'default' }: CheckListProps) {
  return (
    <ul className={cx(styles.list, columns === 2 && styles.two, styles[tone])} aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <Icon name="check-circle" size={22} weight="fill" className={styles.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
