import { Icon } from './icon';
import type { SocialLink } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './social-links.module.scss';
import { ui } from '@/content/interface';

export interface SocialLinksProps {
  items: SocialLink[];
  tone?: 'dark' | 'light';
  size?: 'sm' | 'md';
  /** Names the list, e.g. "Connect with Amara Okafor". */
  label?: string;
  className?: string;
}

/** External profiles; each opens in a new tab without handing over the opener. */
export function SocialLinks({ items, tone = 'light', size = 'md', label, className }: SocialLinksProps) {
  return (
    <ul className={cx(styles.list, styles[tone], styles[size], className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.network}>
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${item.label} ${ui.page.new_tab}`}
            className={styles.link}
          >
            <Icon name={item.network} size={size === 'sm' ? 16 : 18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
