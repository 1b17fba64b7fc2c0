import type { CSSProperties } from 'react';
import { Icon } from '@/components/ui/icon';
import { LazyFrame } from '@/components/ui/lazy-frame.client';
import styles from './contact-map.module.scss';
import { ui } from '@/content/interface';

export interface ContactMapProps {
  heading: string;
  /** Accessible name of the map frame. */
  frameTitle: string;
  embedUrl: string;
  fullMapUrl: string;
  fullMapLabel: string;
  height: number;
  /** Shown under the frame until the map has loaded (or when it cannot). */
  address: string;
}

/** The office on an embedded map; the frame is requested only when the visitor scrolls near it. */
export function ContactMap({
  heading,
  frameTitle,
  embedUrl,
  fullMapUrl,
  fullMapLabel,
  height,
  address,
}: ContactMapProps) {
  return (
    <section className={styles.section} aria-labelledby="contact-map-title">
      <div className={styles.head}>
        <h2 id="contact-map-title" className={styles.title}>
          {heading}
        </h2>
        <a href={fullMapUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {fullMapLabel}
          <span className="visually-hidden"> {ui.page.new_tab}</span>
          <Icon name="external-link" size={18} />
        </a>
      </div>
      <div className={styles.stage} style={{ '--map-height': `${height}px` } as CSSProperties}>
        <p className={styles.placeholder} aria-hidden>
          <span className={styles.card}>
            <Icon name="map-pin" size={40} weight="fill" />
            {address}
          </span>
        </p>
        <LazyFrame src={embedUrl} title={frameTitle} height={height} className={styles.frame} />
      </div>
    </section>
  );
}
