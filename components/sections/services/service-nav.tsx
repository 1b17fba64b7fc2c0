import { Icon } from '@/components/ui/icon';
import type { Service } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './service-nav.module.scss';

export interface ServiceNavProps {
  services: Service[];
  /** The url of the service being shown; its link is marked current. */
  currentUrl?: string;
  /** The id of the heading that names the list (the footer has a "Services" navigation too). */
  labelledBy: string;
}

/** The sidebar list of every service, the current one marked. */
export function ServiceNav({ services, currentUrl, labelledBy }: ServiceNavProps) {
  return (
    <nav aria-labelledby={labelledBy}>
      <ul className={styles.list}>
        {services.map((service) => {
          const current = service.url === currentUrl;
          return (
            <li key={service.url}>
              <a
                href={service.url}
                className={cx(styles.link, current && styles.current)}
                aria-current={current ? 'page' : undefined}
              >
                <Icon name={service.icon} size={20} className={styles.icon} />
                <span className={styles.name}>{service.title}</span>
                <Icon name="arrow-right" size={16} weight="bold" className={styles.arrow} />
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
