import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import type { PricingPlan } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './pricing-card.module.scss';
import { fill, ui } from '@/content/interface';

export interface PricingCardProps {
  plan: PricingPlan;
  features: readonly string[];
  popular?: boolean;
  /** Where the plan's button leads. */
  href: string;
  /** Unique on the page; names the card. */
  id: string;
}

/** One pricing plan: name, monthly price, features and a button; the popular one stands out. */
export function PricingCard({ plan, features, popular = false, href, id }: PricingCardProps) {
  return (
    <article
      className={cx(styles.card, popular && styles.popular)}
      aria-labelledby={`${id}-name`}
      aria-describedby={popular ? `${id}-badge` : undefined}
      data-popular={popular || undefined}
    >
      {popular && (
        <p id={`${id}-badge`} className={styles.badge}>
          {ui.pricing.popular}
        </p>
      )}
      <h3 id={`${id}-name`} className={styles.name}>
        {plan.name}
      </h3>
      <p className={styles.description}>{plan.description}</p>
      <p className={styles.price}>
        <span className={styles.amount}>${plan.price}</span>{' '}
        <span className={styles.period}>{ui.pricing.per_month}</span>
      </p>
      <div className={styles.features}>
        <CheckList
          items={features}
          label={fill(ui.pricing.features, { plan: plan.name })}
          tone={popular ? 'inverse' : 'default'}
        />
      </div>
      <ButtonLink href={href} variant={popular ? 'light' : 'primary'} size="lg" className={styles.button}>
        {ui.pricing.start}
        <span className="visually-hidden"> {fill(ui.pricing.start_hidden, { plan: plan.name })}</span>
        <Icon name="arrow-right" size={18} weight="bold" />
      </ButtonLink>
    </article>
  );
}
