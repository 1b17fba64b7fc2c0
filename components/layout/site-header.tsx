import { ButtonLink } from '@/components/ui/button';
import { ui } from '@/content/interface';
import { mainMenu, quoteLink } from '@/content/navigation';
import { cx } from '@/lib/class-names';
import { headerVariants, type HeaderVariant } from './header-variants';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavMenu } from './nav-menu';
import { SearchDialog } from './search-dialog';
import { StickyHeader } from './sticky-header.client';
import { ThemeControl } from './theme-control.client';
import { TopBar } from './top-bar';
import styles from './site-header.module.scss';

export interface SiteHeaderProps {
  variant: HeaderVariant;
}

/** One header; its variant's record says whether it has the top bar, where the logo leads, its tone and whether it lies over the hero. */
export function SiteHeader({ variant }: SiteHeaderProps) {
  const look = headerVariants[variant];
  return (
    <StickyHeader className={styles.header} data-variant={variant} data-tone={look.tone} data-overlay={look.overlay}>
      {look.topBar && <TopBar />}
      <div className={styles.bar}>
        <div className={styles.surface}>
          <div className={styles.inner}>
            <Logo href={look.logoHref} tone={look.tone} className={styles.logo} eager />
            <div className={styles.desktopNav}>
              <NavMenu items={mainMenu} layout="bar" idPrefix="header" label={ui.menu.main} />
            </div>
            <div className={styles.actions}>
              <LanguageSwitcher layout="disclosure" tone={look.tone} />
              <ThemeControl className={styles.iconButton} words={ui.theme} />
              <SearchDialog triggerClassName={styles.iconButton} />
              <ButtonLink href={quoteLink.url} className={styles.quote}>
                {quoteLink.name}
              </ButtonLink>
              <MobileMenu logoHref={look.logoHref} triggerClassName={cx(styles.iconButton, styles.hamburger)} />
            </div>
          </div>
        </div>
      </div>
    </StickyHeader>
  );
}
