import { Icon } from '@/components/ui/icon';
import { PageSeriesLinks } from '@/components/ui/page-series-links';
import { paginationSlots } from '@/content/paging';
import { cx } from '@/lib/class-names';
import styles from './pagination.module.scss';
import { fill, ui } from '@/content/interface';

export interface PaginationProps {
  /** Names the nav among the page's others: "Pages of projects". */
  label: string;
  /** Each page's address, page 1 first. */
  urls: string[];
  /** The page shown, from 1. */
  current: number;
}

/**
 * The pages of a listing: Previous, the page numbers (the first, the last and those around the
 * current one), Next, and the same previous and next pages in the head. Nothing for a listing
 * of one page.
 */
export function Pagination({ label, urls, current }: PaginationProps) {
  if (urls.length < 2) return null;
  const previous = urls[current - 2];
  const next = urls[current];
  return (
    <nav aria-label={label} className={styles.nav}>
      <PageSeriesLinks previous={previous} next={next} />
      <ul className={styles.list}>
        {previous && (
          <li>
            <a href={previous} rel="prev" className={styles.link}>
              <Icon name="arrow-left" size={16} weight="bold" /> {ui.pagination.previous}
              <span className="visually-hidden"> {ui.pagination.previous_hidden}</span>
            </a>
          </li>
        )}
        {paginationSlots(current, urls.length).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <a
                href={urls[slot - 1]!}
                aria-label={fill(ui.pagination.page, { number: slot })}
                aria-current={slot === current ? 'page' : undefined}
                className={cx(styles.link, slot === current && styles.current)}
              >
                {slot}
              </a>
            </li>
          ),
        )}
        {next && (
          <li>
            <a href={next} rel="next" className={styles.link}>
              {ui.pagination.next}
              <span className="visually-hidden"> {ui.pagination.next_hidden}</span>{' '}
              <Icon name="arrow-right" size={16} weight="bold" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
