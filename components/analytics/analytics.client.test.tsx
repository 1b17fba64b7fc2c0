import { act, render } from '@testing-library/react';
import { analyticsConfig, type AnalyticsConfig } from '@/content/analytics';
import { track } from '@/lib/track';
import { Analytics } from './analytics.client';

const config = analyticsConfig({
  NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
  NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.site.example',
  NEXT_PUBLIC_ANALYTICS_DOMAIN: 'www.site.example',
}) as AnalyticsConfig;
const quote = { url: '/contact', name: 'Get A Free Quote' };

const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 202 }));
const sent = () =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) => JSON.parse(init.body as string));
/** Lets the sender's module load and its promises settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, '', '/services');
});

describe('Analytics', () => {
  it('sends the page view, the tracked events and the quote link’s clicks', async () => {
    render(<Analytics config={config} quote={quote} />);
    await settle();
    track('Search Used', { length: 5 });
    document.body.insertAdjacentHTML('beforeend', '<a href="/contact" id="quote">Get A Free Quote</a>');
    document.getElementById('quote')!.addEventListener('click', (event) => event.preventDefault());
    document.getElementById('quote')!.click();
    await settle();
    expect(sent().map(({ name, url, props }) => ({ name, url, props }))).toEqual([
      { name: 'pageview', url: 'http://localhost/services', props: undefined },
      { name: 'Search Used', url: 'http://localhost/services', props: { length: 5 } },
      { name: 'Quote Clicked', url: 'http://localhost/services', props: { page: '/services' } },
    ]);
  });

  it('counts a prerendered page when the visitor opens it, not before', async () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      render(<Analytics config={config} quote={quote} />);
      await settle();
      expect(sent()).toEqual([]);
      Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
      document.dispatchEvent(new Event('prerenderingchange'));
      document.dispatchEvent(new Event('prerenderingchange'));
      await settle();
      expect(sent().map(({ name }) => name)).toEqual(['pageview']);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });

  it('sends nothing, and stops listening, under Global Privacy Control', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      render(<Analytics config={config} quote={quote} />);
      await settle();
      track('Quote Sent', { page: '/contact' });
      await settle();
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    }
  });
});
