import { MagnifyingGlass, List, X } from '@phosphor-icons/react/dist/ssr';
import { ButtonLink } from '@/components/ui/button';
import { mainMenu, quoteLink } from '@/content/navigation';
import { contact, socials, telHref } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { LiveSearch } from './live-search.client';
import { Logo } from './logo';
import { ModalDialog } from './modal-dialog.client';
import { NavMenu } from './nav-menu.client';
import { SearchForm } from '@/components/ui/search-form';
import { SocialLinks } from '@/components/ui/social-links';
import { StickyHeader } from './sticky-header.client';
import { TopBar } from './top-bar';
import styles from './site-header.module.scss';

export type HeaderVariant = 'one' | 'two' | 'three';

export interface SiteHeaderProps {
  variant: HeaderVariant;
}

/** One header, three looks: variant one has the top bar; two and three link their logo to /home-2. */
export function SiteHeader({ variant }: SiteHeaderProps) {
  const [phone] = contact.phones;
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
              <ModalDialog
                id={`search-dialog-${variant}`}
                label="Search the site"
                triggerLabel="Search"
                triggerContent={<MagnifyingGlass size={22} aria-hidden />}
                triggerClassName={styles.iconButton}
                dialogClassName={styles.searchDialog}
                closeLabel="Close search"
                closeContent={<X size={22} aria-hidden />}
                closeClassName={styles.closeButton}
                closeOnLink
              >
                <SearchForm
                  id={`header-search-${variant}`}
                  field={({ submit, ...parts }) => <LiveSearch {...parts}>{submit}</LiveSearch>}
                />
              </ModalDialog>
              <ButtonLink href={quoteLink.url} className={styles.quote}>
                {quoteLink.name}
              </ButtonLink>
              <ModalDialog
                id={`mobile-menu-${variant}`}
                label="Menu"
                triggerLabel="Open menu"
                triggerContent={<List size={26} aria-hidden />}
                triggerClassName={`${styles.iconButton} ${styles.hamburger}`}
                dialogClassName={styles.mobileMenu}
                closeLabel="Close menu"
                closeContent={<X size={22} aria-hidden />}
                closeClassName={styles.closeButton}
                closeOnLink
              >
                <Logo href={logoHref} className={styles.menuLogo} />
                <NavMenu items={mainMenu} layout="stack" idPrefix={`mobile-${variant}`} label="Mobile" />
                <div className={styles.menuFooter}>
                  <ButtonLink href={quoteLink.url}>{quoteLink.name}</ButtonLink>
                  {phone && (
                    <a href={telHref(phone)} className={styles.menuPhone}>
                      <Icon name="phone" size={18} />
                      {phone}
                    </a>
                  )}
                  <SocialLinks items={socials} tone="dark" size="sm" />
                </div>
              </ModalDialog>
            </div>
          </div>
        </div>
      </div>
    </StickyHeader>
  );
}
