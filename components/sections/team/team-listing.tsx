import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import type { SectionCopy } from '@/content/pages';
import type { TeamMember } from '@/content/types';
import { Reveal } from '@/components/ui/motion/reveal.client';
import { TeamCard } from './team-card';
import styles from './team-listing.module.scss';

export interface TeamListingProps {
  members: TeamMember[];
  /** A heading above the grid; without it the cards' names are h2. */
  copy?: SectionCopy;
  /** Names the section when there is no heading. */
  label?: string;
  /** Below the cards: the links to the listing's other pages. */
  children?: ReactNode;
}

/** The members given (the team, or a page of it) as a grid of cards, each leading to the member's page. */
export function TeamListing({ members, copy, label, children }: TeamListingProps) {
  return (
    <section
      className={styles.section}
      aria-labelledby={copy ? 'team-listing-title' : undefined}
      aria-label={copy ? undefined : label}
    >
      {copy && <SectionHeading id="team-listing-title" eyebrow={copy.eyebrow} title={copy.title} text={copy.text} />}
      <ul className={styles.grid}>
        {members.map((member, index) => (
          <Reveal as="li" key={member.name} index={index} columns={4}>
            <TeamCard member={member} headingLevel={copy ? 'h3' : 'h2'} priority={index === 0} />
          </Reveal>
        ))}
      </ul>
      {children}
    </section>
  );
}
