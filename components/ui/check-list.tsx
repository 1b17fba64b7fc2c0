import { CheckCircle } from '@phosphor-icons/react/dist/ssr';
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
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CheckCircle size={22} weight="fill" className={styles.icon} aria-hidden />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
