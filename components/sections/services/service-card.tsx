import { Icon } from '@/components/ui/icon';
import type { Service } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './service-card.module.scss';
import { ui } from '@/content/interface';

export interface ServiceCardProps {
  service: Service;
  /** A visible number ("01") for layouts that count their tiles. */
  index?: number;
  headingLevel?: 'h2' | 'h3';
  /** A full card, or a compact tile (icon, number and title) for strips. */
  variant?: 'card' | 'tile';
}

/** A service: icon, title, brief and a link to its page; the whole card is clickable. */
export function ServiceCard({ service, index, headingLevel: Heading = 'h3', variant = 'card' }: ServiceCardProps) {
  return (
    <article className={cx(styles.card, styles[variant])}>
      <div className={styles.top}>
        <span className={styles.icon}>
          <Icon name={service.icon} size={30} />
        </span>
        {index !== undefined && (
          <span className={styles.number} aria-hidden>
            {String(index + 1).padStart(2, '0')}
          </span>
        )}
      </div>
      <Heading className={styles.title}>
        <a href={service.url} className={styles.link}>
          {service.title}
        </a>
      </Heading>
      {variant === 'card' && <p className={styles.brief}>{service.brief}</p>}
      <span className={styles.more} aria-hidden>
        {ui.services.learn_more} <Icon name="arrow-right" size={16} weight="bold" />
      </span>
    </article>
  );
}
