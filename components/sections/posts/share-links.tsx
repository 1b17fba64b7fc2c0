import { Icon } from '@/components/ui/icon';
import type { SocialNetwork } from '@/content/types';
import styles from './share-links.module.scss';
import { fill, ui } from '@/content/interface';

export interface ShareLinksProps {
  /** The absolute, canonical URL of the page to share. */
  url: string;
  title: string;
  label: string;
}

function shareTargets(url: string, title: string): { network: SocialNetwork; name: string; href: string }[] {
  const u = encodeURIComponent(url);
  return [
    { network: 'linkedin', name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      network: 'twitter',
      name: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { network: 'facebook', name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  ];
}

/** Share buttons: plain links to each network's share page, in a new tab. */
export function ShareLinks({ url, title, label }: ShareLinksProps) {
  return (
    <div className={styles.share}>
      <span className={styles.label} aria-hidden>
        {label}:
      </span>
      <ul className={styles.list} aria-label={ui.posts.share_list}>
        {shareTargets(url, title).map((target) => (
          <li key={target.network}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(ui.posts.share, { network: target.name })}
              className={styles.link}
            >
              <Icon name={target.network} size={18} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
