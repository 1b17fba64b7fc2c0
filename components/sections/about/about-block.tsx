import { Image } from '@/components/ui/image';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/section-heading';
import { SkillBars } from '@/components/sections/skills/skill-bars';
import { aboutBlock } from '@/content/home';
import { paths } from '@/content/permalinks';
import type { SkillBar } from '@/content/types';
import { cx } from '@/lib/class-names';
import styles from './about-block.module.scss';

export interface AboutBlockProps {
  /** Progress bars under the bullets (home variant three). */
  skills?: SkillBar[];
  tone?: 'default' | 'muted';
}

/** Who we are: artwork with the years-of-experience badge, the heading, three bullets and Read More. */
export function AboutBlock({ skills, tone = 'default' }: AboutBlockProps) {
  return (
    <section className={cx(styles.section, styles[tone])} aria-labelledby="about-title">
      <div className={styles.inner}>
        <div className={styles.media}>
          <Image src="/images/about/about-main.svg" alt="" width={640} height={720} className={styles.main} />
          <Image src="/images/about/about-secondary.svg" alt="" width={400} height={400} className={styles.secondary} />
          <p className={styles.badge}>
            <strong>{aboutBlock.experience.value}</strong> {aboutBlock.experience.label}
          </p>
        </div>
        <div className={styles.copy}>
          <div className={styles.heading}>
            <SectionHeading id="about-title" eyebrow={aboutBlock.eyebrow} title={aboutBlock.heading} align="start" />
          </div>
          <p className={styles.text}>{aboutBlock.text}</p>
          <ul className={styles.bullets}>
            {aboutBlock.bullets.map((bullet, index) => (
              <li key={index}>
                <Icon name="check-circle" size={24} weight="fill" className={styles.check} />
                {bullet}
              </li>
            ))}
          </ul>
          {skills && (
            <div className={styles.skills}>
              <SkillBars skills={skills} />
            </div>
          )}
          <ButtonLink href={paths.services} size="lg">
            {aboutBlock.buttonLabel}
            <span className="visually-hidden"> {aboutBlock.buttonTopic}</span>{' '}
            <Icon name="arrow-right" size={18} weight="bold" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
