import { Image } from '@/components/ui/image';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import type { Hero as HeroContent } from '@/content/home';
import type { Picture } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './hero.module.scss';

export interface HeroProps {
  content: HeroContent;
  image: Picture;
  tone: 'dark' | 'light';
  primaryHref: string;
  secondaryHref: string;
  /** Extra controls beside the buttons, e.g. the intro video's play button. */
  actions?: ReactNode;
  /** The page's header is transparent and lies over the hero (home variants two and three). */
  underHeader?: boolean;
}

/** The opening section of home variants one and two. */
export function Hero({ content, image, tone, primaryHref, secondaryHref, actions, underHeader = false }: HeroProps) {
  return (
    <section className={cx(styles.hero, styles[tone], underHeader && styles.underHeader)} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{content.eyebrow}</p>
          <h1 id="hero-title" className={styles.title}>
            {content.title}
          </h1>
          <p className={styles.text}>{content.text}</p>
          <div className={styles.actions}>
            <ButtonLink href={primaryHref} size="lg">
              {content.primaryCtaLabel}
            </ButtonLink>
            <ButtonLink href={secondaryHref} size="lg" variant={tone === 'dark' ? 'ghost' : 'outline'}>
              {content.secondaryCtaLabel}
            </ButtonLink>
            {actions}
          </div>
        </div>
        <div className={styles.media}>
          <Image
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            // Loaded at once, at a low priority and not preloaded (React preloads any other
            // eager image): the title, not this artwork, is the main content, and a preload
            // would compete with the stylesheets and fonts for a phone's bandwidth.
            loading="eager"
            fetchPriority="low"
            className={styles.image}
          />
          <p className={styles.badge}>
            <strong>{content.highlight.value}</strong> {content.highlight.label}
          </p>
        </div>
      </div>
    </section>
  );
}
