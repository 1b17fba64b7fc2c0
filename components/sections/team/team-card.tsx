import Image from 'next/image';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { getMemberSlug } from '@/content/team';
import type { TeamMember, TeamSocial } from '@/content/types';
import styles from './team-card.module.scss';

export interface TeamCardProps {
  member: TeamMember;
  headingLevel?: 'h2' | 'h3';
}

const networks: { key: keyof TeamSocial; label: string }[] = [
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'github', label: 'GitHub' },
  { key: 'twitter', label: 'Twitter' },
  { key: 'dribbble', label: 'Dribbble' },
];

/** The first skills shown on a card; the rest are counted. */
export const visibleSkillCount = 2;

/** A team member: portrait, name, role, the first two skills plus '+N more', and profiles. */
export function TeamCard({ member, headingLevel: Heading = 'h3' }: TeamCardProps) {
  const href = `/team-details/${getMemberSlug(member.name)}`;
  const shown = member.skills.slice(0, visibleSkillCount);
  const more = member.skills.length - shown.length;
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.media} tabIndex={-1} aria-hidden>
        <Image
          src={member.imgUrl}
          alt=""
          width={600}
          height={600}
          sizes="(min-width: 992px) 300px, 50vw"
          className={styles.image}
        />
      </Link>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link href={href}>{member.name}</Link>
        </Heading>
        <p className={styles.role}>{member.role}</p>
        <ul className={styles.skills} aria-label={`${member.name}’s skills`}>
          {shown.map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
          {more > 0 && <li className={styles.more}>+{more} more</li>}
        </ul>
        <ul className={styles.social}>
          {networks
            .filter(({ key }) => member.social[key])
            .map(({ key, label }) => (
              <li key={key}>
                <a
                  href={member.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${member.name} on ${label} (opens in a new tab)`}
                >
                  <Icon name={key} size={16} />
                </a>
              </li>
            ))}
        </ul>
      </div>
    </article>
  );
}
