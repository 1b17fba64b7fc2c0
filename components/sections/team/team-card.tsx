import { Image } from '@/components/ui/image';
import { SocialLinks } from '@/components/ui/social-links';
import { counted, fill, ui } from '@/content/interface';
import { getMemberSocialLinks, getMemberUrl } from '@/content/team';
import type { TeamMember } from '@/content/types';
import styles from './team-card.module.scss';

export interface TeamCardProps {
  member: TeamMember;
  headingLevel?: 'h2' | 'h3';
  /** The listing's first card: its portrait is the largest thing on the first screen. */
  priority?: boolean;
}

/** The first skills shown on a card; the rest are counted. */
export const visibleSkillCount = 2;

/** A team member: portrait, name, role, the first two skills plus '+N more', and profiles. */
export function TeamCard({ member, headingLevel: Heading = 'h3', priority = false }: TeamCardProps) {
  const href = getMemberUrl(member);
  const shown = member.skills.slice(0, visibleSkillCount);
  const more = member.skills.length - shown.length;
  return (
    <article className={styles.card}>
      <a href={href} className={styles.media} tabIndex={-1} aria-hidden>
        <Image src={member.imgUrl} alt="" width={600} height={600} priority={priority} className={styles.image} />
      </a>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <a href={href}>{member.name}</a>
        </Heading>
        <p className={styles.role}>{member.role}</p>
        <ul className={styles.skills} aria-label={fill(ui.people.skills, { name: member.name })}>
          {shown.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
          {more > 0 && <li className={styles.more}>{counted(ui.people.more_skills, more)}</li>}
        </ul>
        <SocialLinks items={getMemberSocialLinks(member)} tone="dark" size="sm" className={styles.social} />
      </div>
    </article>
  );
}
