import { Icon } from '@/components/ui/icon';
import { cx } from '@/lib/class-names';
import styles from './blog-pagination.module.scss';
import { fill, ui } from '@/content/interface';

export interface BlogPaginationProps {
  label: string;
  pages: number;
  current: number;
  /** Every page link leads here: the blog is static. */
  href: string;
}

/** Page links of the blog list: the numbered pages, then Next. */
export function BlogPagination({ label, pages, current, href }: BlogPaginationProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            <a
              href={href}
              className={cx(styles.link, page === current && styles.current)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={fill(ui.pagination.page, { number: page })}
            >
              {page}
            </a>
          </li>
        ))}
        <li>
          <a href={href} className={styles.link} aria-label={ui.pagination.next_page}>
            {ui.pagination.next} <Icon name="arrow-right" size={16} weight="bold" />
          </a>
        </li>
      </ul>
    </nav>
  );
}
