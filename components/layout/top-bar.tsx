import { Icon } from '@/components/ui/icon';
import { contact, telHref, topBarSocials } from '@/content/site';
import { SocialLinks } from '@/components/ui/social-links';
import styles from './top-bar.module.scss';

/** Header variant one's strip of placeholder contact details and social icons. */
export function TopBar() {
  const [phone] = contact.phones;
  return (
    <div className={styles.topBar}>
      <div className={styles.inner}>
        <ul className={styles.details}>
          <li>
            <Icon name="map-pin" size={16} />
            <span>{contact.address}</span>
          </li>
          <li>
            <Icon name="mail" size={16} />
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
          {phone && (
            <li>
              <Icon name="phone" size={16} />
              <a href={telHref(phone)}>{phone}</a>
            </li>
          )}
        </ul>
        <SocialLinks items={topBarSocials} size="sm" />
      </div>
    </div>
  );
}
