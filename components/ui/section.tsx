import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import type { SectionCopy } from '@/content/sections';
import { cx } from '@/lib/class-names';
import { ButtonLink } from './button';
import { Reveal } from './motion/reveal.client';
import { SectionHeading } from './section-heading';
import styles from './section.module.scss';

export interface SectionProps {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  heading?: SectionCopy;
  tone?: 'default' | 'muted' | 'dark';
  align?: 'center' | 'start';
  /** The accessible name when the section shows no heading. */
  label?: string;
  className?: string;
  children: ReactNode;
}

/** A page section: background tone, container, heading (with its "see all" link) and content. */
export function Section({ id, heading, tone = 'default', align = 'center', label, className, children }: SectionProps) {
  const titleId = `${id}-title`;
  const link = heading?.link;
  return (
    <section
      className={cx(styles.section, styles[tone], className)}
      aria-labelledby={heading ? titleId : undefined}
      aria-label={heading ? undefined : label}
    >
      <div className={styles.inner}>
        {heading && (
          <Reveal className={link ? styles.headingRow : undefined}>
            <SectionHeading
              id={titleId}
              eyebrow={heading.eyebrow}
              title={heading.title}
              text={heading.text}
              align={link ? 'start' : align}
              tone={tone === 'dark' ? 'inverse' : 'default'}
            />
            {link && (
              <ButtonLink href={link.url} variant={tone === 'dark' ? 'ghost' : 'outline'} className={styles.link}>
                {link.name} <Icon name="arrow-right" size={16} weight="bold" />
              </ButtonLink>
            )}
          </Reveal>
        )}
        {children}
      </div>
    </section>
  );
}
