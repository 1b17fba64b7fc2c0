import { ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog/dialog.client';
import { DialogPanel } from '@/components/ui/dialog/dialog-panel.client';
import { DialogTrigger } from '@/components/ui/dialog/dialog-trigger.client';
import { Icon } from '@/components/ui/icon';
import { SocialLinks } from '@/components/ui/social-links';
import { ui } from '@/content/interface';
import { mainMenu, quoteLink } from '@/content/navigation';
import { contact, socials, telHref } from '@/content/site';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';
import { ThemeControl } from './theme-control.client';
import styles from './mobile-menu.module.scss';

export interface MobileMenuProps {
  /** Where the menu's logo leads: the header's own logo link. */
  logoHref: string;
  /** The header draws the hamburger that opens it. */
  triggerClassName?: string;
}

/** The off-canvas menu: the full menu, the quote link, a phone link and five social links. */
export function MobileMenu({ logoHref, triggerClassName }: MobileMenuProps) {
  const [phone] = contact.phones;
  return (
    <Dialog id="mobile-menu" closeOnLink>
      <DialogTrigger label={ui.menu.open} className={triggerClassName}>
        <Icon name="menu" size={26} />
      </DialogTrigger>
      <DialogPanel label={ui.menu.dialog} closeLabel={ui.menu.close} entrance="side" className={styles.menu}>
        <Logo href={logoHref} className={styles.logo} />
        <NavMenu items={mainMenu} layout="stack" idPrefix="mobile" label={ui.menu.mobile} />
        <div className={styles.footer}>
          <ButtonLink href={quoteLink.url}>{quoteLink.name}</ButtonLink>
          {phone && (
            <a href={telHref(phone)} className={styles.phone}>
              <Icon name="phone" size={18} />
              {phone}
            </a>
          )}
          <ThemeControl className={styles.theme} showLabel words={ui.theme} />
          <LanguageSwitcher layout="list" />
          <SocialLinks items={socials} tone="dark" size="sm" />
        </div>
      </DialogPanel>
    </Dialog>
  );
}
