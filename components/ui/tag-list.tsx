import type { Link as LinkItem } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './tag-list.module.scss';

export interface TagListProps {
  /** Plain labels, or links (e.g. a tag leading to its search results). */
  items: readonly (string | LinkItem)[];
  label?: string;
  size?: 'sm' | 'md';
}

/** Small pill labels: technologies, skills, tags. */
export function TagList({ items, label, size = 'md' }: TagListProps) {
  return (
    <ul className={cx(styles.list, styles[size])} aria-label={label}>
      {items.map((item) =>
        typeof item === 'string' ? (
          <li key={item} className={styles.tag}>
            {item}
          </li>
        ) : (
          <li key={item.url}>
            <a href={item.url} className={cx(styles.tag, styles.link)}>
              {item.name}
            </a>
          </li>
        ),
      )}
    </ul>
  );
}
