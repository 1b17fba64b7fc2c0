import { SocialLinks } from '@/components/ui/social-links';
import { Icon } from '@/components/ui/icon';
import type { ContactItem, SocialLink } from '@/content/types';
import styles from './contact-info.module.scss';

export interface ContactInfoProps {
  title: string;
  text: string;
  items: ContactItem[];
  hours: { label: string; value: string };
  socials: SocialLink[];
  followTitle: string;
}

/** The company's address, phone numbers, e-mail, office hours and social profiles. */
export function ContactInfo({ title, text, items, hours, socials, followTitle }: ContactInfoProps) {
  return (
    <section className={styles.info} aria-labelledby="contact-info-title">
      <h2 id="contact-info-title" className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <ul className={styles.items}>
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon} size={22} />
            </span>
            <span>
              <span className={styles.label}>{item.label}</span>
              {item.url ? (
                <a href={item.url} className={styles.value}>
                  {item.name}
                </a>
              ) : (
                <span className={styles.value}>{item.name}</span>
              )}
            </span>
          </li>
        ))}
        <li className={styles.item}>
          <span className={styles.icon}>
            <Icon name="clock" size={22} />
          </span>
          <span>
            <span className={styles.label}>{hours.label}</span>
            <span className={styles.value}>{hours.value}</span>
          </span>
        </li>
      </ul>
      <h3 className={styles.follow}>{followTitle}</h3>
      <SocialLinks items={socials} />
    </section>
  );
}
