/** @jest-environment node */
import { analyticsConfig, analyticsProviders } from './analytics';

const env = (provider?: string, url?: string, domain?: string) => ({
  NEXT_PUBLIC_ANALYTICS_PROVIDER: provider,
  NEXT_PUBLIC_ANALYTICS_URL: url,
  NEXT_PUBLIC_ANALYTICS_DOMAIN: domain,
});

describe('analyticsConfig', () => {
  it('is off without a provider, whatever else is set', () => {
    expect(analyticsConfig({})).toBeUndefined();
    expect(analyticsConfig(env('', 'https://plausible.io', 'example.com'))).toBeUndefined();
    expect(analyticsConfig(env('   '))).toBeUndefined();
  });

  it('reads Plausible Cloud: its origin, its address and the site’s domain', () => {
    expect(analyticsConfig(env('plausible', 'https://plausible.io', 'www.example.com'))).toEqual({
      provider: 'plausible',
      name: 'Plausible',
      origin: 'https://plausible.io',
      url: 'https://plausible.io',
      site: 'www.example.com',
    });
  });

  it('reads a self-hosted Umami under a path, in any case and with spaces and trailing slashes', () => {
    expect(analyticsConfig(env(' Umami ', ' https://example.com/stats// ', ' 4f1c-website-id '))).toEqual({
      provider: 'umami',
      name: analyticsProviders.umami.name,
      origin: 'https://example.com',
      url: 'https://example.com/stats',
      site: '4f1c-website-id',
    });
  });

  it('stops the build on an unknown provider, naming the ones it knows', () => {
    expect(() => analyticsConfig(env('matomo', 'https://example.com', 'x'))).toThrow(
      'NEXT_PUBLIC_ANALYTICS_PROVIDER must be one of plausible, umami; got "matomo".',
    );
  });

  it('stops the build on a provider without its address or site', () => {
    expect(() => analyticsConfig(env('plausible', undefined, 'example.com'))).toThrow(
      /NEXT_PUBLIC_ANALYTICS_URL is needed/,
    );
    expect(() => analyticsConfig(env('umami', 'https://cloud.umami.is', ' '))).toThrow(
      /NEXT_PUBLIC_ANALYTICS_DOMAIN is needed/,
    );
  });

  it('stops the build on an address that is not an absolute http(s) one', () => {
    expect(() => analyticsConfig(env('plausible', 'plausible.io', 'example.com'))).toThrow(
      /must be an absolute address; got "plausible.io"/,
    );
    expect(() => analyticsConfig(env('plausible', 'ftp://plausible.io', 'example.com'))).toThrow(
      /must be an http\(s\) address/,
    );
  });
});
