import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import type { IntroSection } from '@/content/home';
import { sectionCopy } from '@/content/sections';
import type { IconName } from '@/content/types';
import styles from './about-intro.module.scss';

/** Decorative icons for the intro cards, in order. */
const icons: IconName[] = ['rocket', 'lightbulb', 'gear'];

export interface AboutIntroProps {
  items: IntroSection[];
}

/** The opening of /about: mission, vision and how we work. */
export function AboutIntro({ items }: AboutIntroProps) {
  return (
    <Section id="intro" heading={sectionCopy.aboutIntro}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={icons[index % icons.length] ?? 'rocket'} size={28} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
