import { render, screen } from '@testing-library/react';
import { services } from '@/content/services';
import { ServiceNav } from './service-nav';

describe('ServiceNav', () => {
  it('lists every service in order and marks only the current one', () => {
    const current = services.at(-1)!;
    render(
      <>
        <h2 id="services-title">Our Services</h2>
        <ServiceNav services={services} currentUrl={current.url} labelledBy="services-title" />
      </>,
    );
    const nav = screen.getByRole('navigation', { name: 'Our Services' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      services.map((service) => [service.title, service.url]),
    );
    expect(screen.getAllByRole('link', { current: 'page' }).map((link) => link.textContent)).toEqual([current.title]);
  });

  it('marks none on the generic service page', () => {
    render(<ServiceNav services={services} labelledBy="services-title" />);
    expect(screen.getAllByRole('link').length).toBe(services.length);
    expect(screen.queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });
});
