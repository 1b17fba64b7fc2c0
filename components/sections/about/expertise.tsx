import { Image } from '@/components/ui/image';
import { SectionHeading } from '@/components/ui/section-heading';
import { SkillBars } from '@/components/sections/skills/skill-bars';
import { sectionCopy } from '@/content/sections';
import type { SkillBar } from '@/content/types';
import styles from './expertise.module.scss';

export interface ExpertiseProps {
  skills: SkillBar[];
}

/** What we are best at, as progress bars beside a short introduction. */
export function Expertise({ skills }: ExpertiseProps) {
  const copy = sectionCopy.expertise;
  return (
    <section className={styles.section} aria-labelledby="expertise-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <SectionHeading
            id="expertise-title"
            eyebrow={copy.eyebrow}
            title={copy.title}
            text={copy.text}
            align="start"
          />
          <SkillBars skills={skills} />
        </div>
        <div className={styles.media}>
          <Image src="/images/hero/hero-two.svg" alt="" width={720} height={640} className={styles.image} />
        </div>
      </div>
    </section>
  );
}
