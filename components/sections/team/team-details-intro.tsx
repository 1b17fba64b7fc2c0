import type { TeamDetailsContent } from '@/content/team';
import { shortSection } from '@/lib/first-screen';
import styles from './team-details-intro.module.scss';

export interface TeamDetailsIntroProps {
  content: TeamDetailsContent;
  heading: string;
}

/** The default /team-details content, shown when no member is chosen: a few lines, with the team's
 * grid right below them on the first screen. */
export function TeamDetailsIntro({ content, heading }: TeamDetailsIntroProps) {
  return (
    <section className={styles.intro} aria-labelledby="team-details-intro" {...shortSection}>
      <h2 id="team-details-intro" className={styles.title}>
        {heading}
      </h2>
      {content.paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.text}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
