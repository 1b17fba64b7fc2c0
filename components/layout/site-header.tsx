import { ButtonLink } from '@/components/ui/button';
import { mainMenu, quoteLink } from '@/content/navigation';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu.client';
import { SearchDialog } from './search-dialog';
import { StickyHeader } from './sticky-header.client';
import { TopBar } from './top-bar';
import styles from './site-header.module.scss';

export type HeaderVariant = 'one' | 'two' | 'three';

export interface SiteHeaderProps {
  variant: HeaderVariant;
}

/** One header, three looks: variant one has the top bar; two and three link their logo to /home-2. */
export function SiteHeader({ variant }: SiteHeaderProps) {
  const logoHref = variant === 'one' ? '/' : '/home-2';
  return (
    <StickyHeader className={`${styles.header} ${styles[variant]}`} variant={variant}>
      {variant === 'one' && <TopBar />}
      <div className={styles.bar}>
        <div className={styles.surface}>
          <div className={styles.inner}>
            <Logo href={logoHref} tone={variant === 'three' ? 'light' : 'dark'} className={styles.logo} priority />
            <div className={styles.desktopNav}>
              <NavMenu items={mainMenu} layout="bar" idPrefix="header" label="Main" />
            </div>
            <div className={styles.actions}>
              <SearchDialog triggerClassName={styles.iconButton} />
              <ButtonLink href={quoteLink.url} className={styles.quote}>
                {quoteLink.name}
              </ButtonLink>
              <MobileMenu logoHref={logoHref} triggerClassName={`${styles.iconButton} ${styles.hamburger}`} />
            </div>
          </div>
        </div>
      </div>
    </StickyHeader>
  );
}
