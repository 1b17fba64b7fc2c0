// Cookieless analytics, off unless the build is told otherwise. Three build-time settings:
//   NEXT_PUBLIC_ANALYTICS_PROVIDER  `plausible` or `umami` (unset: no analytics at all)
//   NEXT_PUBLIC_ANALYTICS_URL       the instance's address, e.g. https://plausible.io or a
//                                   self-hosted https://stats.example.com
//   NEXT_PUBLIC_ANALYTICS_DOMAIN    Plausible: the site's domain as registered there;
//                                   Umami: the website's id
// The policy (hosting/headers.ts), the sender and the privacy notice all read this one record,
// so none of them can claim what the build does not do.

export const analyticsProviders = {
  plausible: { name: 'Plausible', homepage: 'https://plausible.io' },
  umami: { name: 'Umami', homepage: 'https://umami.is' },
} as const;

export type AnalyticsProvider = keyof typeof analyticsProviders;

export interface AnalyticsConfig {
  provider: AnalyticsProvider;
  /** The provider's product name, for people: "Plausible". */
  name: string;
  /** The instance's origin, the only one the browser talks to: `https://plausible.io`. */
  origin: string;
  /** The instance's address without a trailing slash (a self-hosted one may sit under a path). */
  url: string;
  /** Plausible's site domain, or Umami's website id. */
  site: string;
}

type Env = Record<string, string | undefined>;

/**
 * The build's analytics, or `undefined` when the provider is unset. A provider without its
 * address or site, an unknown provider, or an address that is not http(s) stops the build with
 * the setting to fix.
 */
export function analyticsConfig(env: Env = process.env): AnalyticsConfig | undefined {
  const provider = env.NEXT_PUBLIC_ANALYTICS_PROVIDER?.trim().toLowerCase();
  if (!provider) return undefined;
  if (!(provider in analyticsProviders)) {
    throw new Error(
      `NEXT_PUBLIC_ANALYTICS_PROVIDER must be one of ${Object.keys(analyticsProviders).join(', ')}; got "${provider}".`,
    );
  }
  const address = env.NEXT_PUBLIC_ANALYTICS_URL?.trim();
  const site = env.NEXT_PUBLIC_ANALYTICS_DOMAIN?.trim();
  if (!address) throw new Error('NEXT_PUBLIC_ANALYTICS_URL is needed with NEXT_PUBLIC_ANALYTICS_PROVIDER.');
  if (!site) throw new Error('NEXT_PUBLIC_ANALYTICS_DOMAIN is needed with NEXT_PUBLIC_ANALYTICS_PROVIDER.');
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`NEXT_PUBLIC_ANALYTICS_URL must be an absolute address; got "${address}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`NEXT_PUBLIC_ANALYTICS_URL must be an http(s) address; got "${address}".`);
  }
  const key = provider as AnalyticsProvider;
  return {
    provider: key,
    name: analyticsProviders[key].name,
    origin: url.origin,
    url: `${url.origin}${url.pathname.replace(/\/+$/, '')}`,
    site,
  };
}
