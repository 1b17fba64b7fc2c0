import { Image } from '@/components/ui/image';
import { ui } from '@/content/interface';
import { footerColumns } from '@/content/navigation';
import { paths } from '@/content/permalinks';
import { footerPosts } from '@/content/posts';
import { footerSocials, site } from '@/content/site';
import { formatDate } from '@/lib/format';
import { CurrentYear } from './current-year.client';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { ScrollToTop } from './scroll-to-top.client';
import { afterMainId } from '@/lib/first-screen';
import { PrivacyLink } from '@/components/ui/privacy-link';
import { SocialLinks } from '@/components/ui/social-links';
import styles from './site-footer.module.scss';

export function SiteFooter() {
  return (
    <footer id={afterMainId} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Logo href={paths.home} tone="light" />
          <p className={styles.about}>{site.description}</p>
          <SocialLinks items={footerSocials} />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.id} aria-labelledby={`footer-${column.id}`} className={styles.column}>
            <h2 id={`footer-${column.id}`} className={styles.title}>
              {column.title}
            </h2>
            <ul className={styles.links}>
              {column.links.map((link, index) => (
                <li key={index}>
                  <a href={link.url}>{link.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {/* Not a region: the blog's sidebar has its own "Recent Posts", and two landmarks of one
            name are one too many to tell apart. */}
        <div className={styles.column}>
          <h2 id="footer-recent" className={styles.title}>
            {ui.footer.recent_posts}
          </h2>
          <ul className={styles.posts}>
            {footerPosts.map((post, index) => (
              <li key={index}>
                <a href={post.url} className={styles.post}>
                  <Image src={post.imgUrl} alt="" width={84} height={56} className={styles.thumb} />
                  <span>
                    <span className={styles.postTitle}>{post.title}</span>
                    <time dateTime={post.date} className={styles.date}>
                      {formatDate(post.date)}
                    </time>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>
          © <CurrentYear buildYear={new Date().getFullYear()} /> {site.name}. {ui.footer.rights}{' '}
          <PrivacyLink>{ui.footer.privacy}</PrivacyLink>
          {' · '}
          <a href={paths.accessibility} className={styles.legal}>
            {ui.footer.accessibility}
          </a>
        </p>
        <LanguageSwitcher layout="list" tone="light" className={styles.languages} />
      </div>
      <ScrollToTop label={ui.page.top} />
    </footer>
  );
}
