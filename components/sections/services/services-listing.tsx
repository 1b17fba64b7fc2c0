import { SectionHeading } from '@/components/ui/section-heading';
import type { SectionCopy } from '@/content/page-copy';
import type { Service } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { ServiceCard } from './service-card';
import styles from './services-listing.module.scss';

export interface ServicesListingProps {
  services: Service[];
  copy: SectionCopy;
}

/** The /services grid: a heading, then one card per service. */
export function ServicesListing({ services, copy }: ServicesListingProps) {
  return (
    <section className={styles.section} aria-labelledby="services-listing-title">
      <SectionHeading id="services-listing-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
      <ul className={styles.grid}>
        {services.map((service, index) => (
          <Reveal as="li" key={service.url} index={index}>
            <ServiceCard service={service} />
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
