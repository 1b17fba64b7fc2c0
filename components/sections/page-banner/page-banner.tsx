import { ui } from '@/content/interface';
import { paths } from '@/content/permalinks';
import type { Link as PageLink } from '@/content/types';
import { breadcrumbJsonLd } from '@/lib/json-ld';
import { JsonLd } from '@/components/ui/json-ld';
import styles from './page-banner.module.scss';

export interface PageBannerProps {
  title: string;
  /** The page's own path, the breadcrumb's last link. */
  path: string;
  /** The page's name in the breadcrumb, when it differs from the title. */
  crumb?: string;
  /**
   * Describe the trail to search engines (BreadcrumbList); off for a page that
   * is not a place in the site, such as the not-found page.
   */
  structuredData?: boolean;
  /** A line under the title. */
  text?: string;
}

/** The inner pages' title banner with its breadcrumb trail (Home, then the page). */
export function PageBanner({ title, path, crumb = title, structuredData = true, text }: PageBannerProps) {
  const links: PageLink[] = [
    { name: ui.regions.breadcrumb_home, url: paths.home },
    { name: crumb, url: path },
  ];
  return (
    <section className={styles.banner} aria-labelledby="page-title">
      <div className={styles.inner}>
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {text && <p className={styles.text}>{text}</p>}
        <nav aria-label={ui.regions.breadcrumb}>
          <ol className={styles.trail}>
            {links.map((link, index) => (
              <li key={index}>
                <a
                  href={link.url}
                  aria-current={index === links.length - 1 ? 'page' : undefined}
                >
                  {link.name}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      {structuredData && <JsonLd data={breadcrumbJsonLd(links)} />}
    </section>
  );
}
