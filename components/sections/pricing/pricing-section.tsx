import { SectionHeading } from '@/components/ui/section-heading';
import type { SectionCopy } from '@/content/pages';
import type { PricingPlan } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { PricingCard } from './pricing-card';
import styles from './pricing-section.module.scss';

export interface PricingSectionProps {
  plans: PricingPlan[];
  features: readonly string[];
  popularIndex: number;
  /** Where every plan's button leads. */
  href: string;
  copy: SectionCopy;
}

/** The pricing plans side by side, the popular one marked. */
export function PricingSection({ plans, features, popularIndex, href, copy }: PricingSectionProps) {
  return (
    <section className={styles.section} aria-labelledby="pricing-title">
      <SectionHeading id="pricing-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />
      <ul className={styles.grid}>
        {plans.map((plan, index) => (
          <Reveal as="li" key={plan.name} index={index}>
            <PricingCard
              id={`plan-${index + 1}`}
              plan={plan}
              features={features}
              popular={index === popularIndex}
              href={href}
            />
          </Reveal>
        ))}
      </ul>
    </section>
  );
}
