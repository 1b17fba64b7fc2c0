import { render, screen } from '@testing-library/react';
import { services } from '@/content/services';
import { ServiceNav } from './service-nav';

describe('ServiceNav', () => {
  it('lists every service and marks only the current one', () => {
    render(<ServiceNav services={services} currentUrl="/service/cybersecurity" label="Services" />);
    const nav = screen.getByRole('navigation', { name: 'Services' });
    expect(nav.querySelectorAll('a')).toHaveLength(6);
    expect(screen.getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual(['Cybersecurity']);
    expect(screen.getByRole('link', { name: 'Cybersecurity' })).toHaveAttribute('href', '/service/cybersecurity');
  });

  it('marks none on the generic service page', () => {
    render(<ServiceNav services={services} label="Services" />);
    expect(screen.queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });
});
