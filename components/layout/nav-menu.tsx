import { Icon } from '@/components/ui/icon';
import { ui } from '@/content/interface';
import { menuSections } from '@/content/menu-sections';
import type { NavItem } from '@/content/types';
import { cx } from '@/lib/class-names';
import { menuEntries, menuMap, type MenuEntry } from '@/lib/menu-state';
import { MenuDropdown } from './menu-dropdown.client';
import { MenuLink } from './menu-link.client';
import { MenuRoot } from './nav-menu.client';
import styles from './nav-menu.module.scss';

export interface NavMenuProps {
  items: NavItem[];
  layout: 'bar' | 'stack';
  /** Keeps ids unique when the menu is rendered twice (header and mobile menu). */
  idPrefix: string;
  label: string;
}

/**
 * The menu, drawn on the server. Its leaves on the client (MenuRoot and the controls it holds)
 * mark the entry of the route the visitor is on, which the shared header cannot know here, and
 * open the dropdowns.
 */
export function NavMenu({ items, layout, idPrefix, label }: NavMenuProps) {
  return (
    <MenuRoot
      map={menuMap(items, menuSections)}
      hover={layout === 'bar'}
      label={label}
      className={cx(styles.nav, styles[layout])}
    >
      <ul className={styles.list}>
        {menuEntries(items, idPrefix, ui.menu.submenu).map((entry, index) => (
          <Entry key={index} entry={entry} />
        ))}
      </ul>
    </MenuRoot>
  );
}

/** An entry: its link, or its dropdown's toggle when it has none, shows its name and its mark. */
function Entry({ entry: { name, url, mark, dropdown } }: { entry: MenuEntry }) {
  const link = url !== undefined && (
    <MenuLink href={url} within={mark.within} className={styles.link}>
      {name}
    </MenuLink>
  );
  if (!dropdown) return <li className={styles.item}>{link}</li>;
  return (
    <MenuDropdown
      name={name}
      id={dropdown.id}
      className={cx(styles.item, styles.hasMenu)}
      link={link}
      toggle={{
        ...dropdown.toggle,
        className: 'mark' in dropdown.toggle ? cx(styles.link, styles.toggleLabel) : styles.toggle,
      }}
      caret={<Icon name="caret-down" size={12} weight="bold" className={styles.caret} />}
    >
      {/* Hidden until opened: the first paint's rules leave out its links' (buildtime/critical-styles.ts). */}
      <ul id={dropdown.id} className={styles.submenu} data-starts-closed="">
        {dropdown.links.map((child) => (
          <li key={child.url}>
            <MenuLink href={child.url} className={styles.sublink} inDropdown>
              {child.name}
            </MenuLink>
          </li>
        ))}
      </ul>
    </MenuDropdown>
  );
}
