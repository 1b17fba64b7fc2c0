import { Section } from '@/components/ui/section';
import { sectionCopy, type SectionCopy } from '@/content/sections';
import type { Service } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { ServiceCard } from './service-card';
import styles from './services-section.module.scss';

export interface ServicesSectionProps {
  services: Service[];
  id?: string;
  heading?: SectionCopy;
  tone?: 'default' | 'muted';
  /** A grid of cards, or a strip of compact numbered tiles (home variant three). */
  layout?: 'grid' | 'strip';
}

/** Services as a grid of cards or a strip of numbered tiles, each linking to its page. */
export function ServicesSection({
  services,
  id = 'services',
  heading,
  tone = 'default',
  layout = 'grid',
}: ServicesSectionProps) {
  const copy = heading ?? (layout === 'strip' ? sectionCopy.serviceStrip : sectionCopy.services);
  return (
    <Section id={id} heading={copy} tone={tone} className={styles[layout]}>
      <ul className={styles.list}>
        {services.map((service, index) => (
          <Reveal as="li" key={service.url} index={index}>
            <ServiceCard
              service={service}
              index={layout === 'strip' ? index : undefined}
              variant={layout === 'strip' ? 'tile' : 'card'}
            />
          </Reveal>
        ))}
      </ul>
    </Section>
  );
}
