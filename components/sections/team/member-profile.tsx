import { Image } from '@/components/ui/image';
import { Icon } from '@/components/ui/icon';
import { ButtonLink } from '@/components/ui/button';
import { SocialLinks } from '@/components/ui/social-links';
import { TagList } from '@/components/ui/tag-list';
import { quoteLink } from '@/content/navigation';
import { pages } from '@/content/pages';
import { getMemberSkillBars, getMemberSocialLinks } from '@/content/team';
import type { TeamMember } from '@/content/types';
import { cx } from '@/lib/class-names';
import { MemberSkills } from './member-skills';
import styles from './member-profile.module.scss';
import { fill, ui } from '@/content/interface';

export interface MemberProfileProps {
  member: TeamMember;
}

/** A member's page: portrait and links beside the bio, experience, skills and skill bars. */
export function MemberProfile({ member }: MemberProfileProps) {
  const firstName = member.name.split(' ')[0] ?? member.name;
  return (
    <section className={styles.profile} aria-labelledby="member-about">
      <div className={styles.card}>
        <Image
          src={member.imgUrl}
          alt={fill(ui.people.portrait, { name: member.name })}
          width={600}
          height={600}
          priority
          className={styles.portrait}
        />
        <div className={styles.cardBody}>
          <p className={styles.name}>{member.name}</p>
          <p className={styles.role}>{member.role}</p>
          <SocialLinks
            items={getMemberSocialLinks(member)}
            tone="dark"
            label={fill(ui.people.connect_with, { name: member.name })}
            className={styles.social}
          />
        </div>
      </div>
      <div className={styles.details}>
        <h2 id="member-about" className={styles.title}>
          {pages.member_page.about} {firstName}
        </h2>
        <p className={styles.bio}>{member.description}</p>
        <p className={styles.experience}>
          <Icon name="briefcase" size={22} />
          <span>
            <strong>{member.experience}</strong> {ui.people.experience}
          </span>
        </p>
        <TagList items={member.skills} label={fill(ui.people.skills, { name: member.name })} />
        <h2 className={cx(styles.title, styles.skillsTitle)}>{pages.member_page.skills}</h2>
        <MemberSkills id="member-skill" bars={getMemberSkillBars(member)} />
        <ButtonLink href={quoteLink.url} size="lg" className={styles.cta}>
          <Icon name="mail" size={20} />
          {pages.member_page.contact} {firstName}
        </ButtonLink>
      </div>
    </section>
  );
}
