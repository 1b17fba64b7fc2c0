import { CardGridSection } from '@/components/ui/card-grid-section';
import type { SectionCopy } from '@/content/pages';
import type { Service } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { ServiceCard } from './service-card';

export interface ServicesListingProps {
  services: Service[];
  copy: SectionCopy;
}

/** The /services grid: a heading, then one card per service. */
export function ServicesListing({ services, copy }: ServicesListingProps) {
  return (
    <CardGridSection id="services-listing" copy={copy}>
      {services.map((service, index) => (
        <Reveal as="li" key={service.url} index={index}>
          <ServiceCard service={service} />
        </Reveal>
      ))}
    </CardGridSection>
  );
}
