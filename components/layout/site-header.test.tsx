import { render, screen } from '@testing-library/react';
import { contact, site } from '@/content/site';
import { headerVariants, type HeaderVariant } from './header-variants';
import { SiteHeader } from './site-header';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const variants = Object.entries(headerVariants) as [HeaderVariant, (typeof headerVariants)[HeaderVariant]][];

describe('SiteHeader', () => {
  it.each(variants)('%s draws what its record says', (variant, look) => {
    render(<SiteHeader variant={variant} />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-variant', variant);
    expect(header).toHaveAttribute('data-overlay', String(look.overlay));
    expect(header).toHaveAttribute('data-tone', look.tone);
    expect(screen.queryByText(contact.address) !== null).toBe(look.topBar);
    // The bar's logo and the mobile menu's both lead to the variant's home.
    const logos = screen.getAllByRole('link', { name: `${site.name} home`, hidden: true });
    expect(logos.map((logo) => logo.getAttribute('href'))).toEqual([look.logoHref, look.logoHref]);
  });

  it('opens the search and the menu from buttons without an expanded state', () => {
    render(<SiteHeader variant="with-top-bar" />);
    for (const name of ['Search', 'Open menu']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('command', 'show-modal');
      expect(button).not.toHaveAttribute('aria-expanded');
    }
  });
});
