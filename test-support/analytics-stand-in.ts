/**
 * The analytics the end-to-end export is built with (`npm run build:endpoint`, that is
 * `worker.cli.ts build --stand-in-analytics`): Plausible at an address under a reserved `.example`
 * name, which no one answers but the tests (e2e/analytics.spec.ts). `npm start` and
 * `npm run deploy` build without it.
 */
export const standInAnalytics = {
  NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
  NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.site.example',
  NEXT_PUBLIC_ANALYTICS_DOMAIN: 'www.site.example',
} as const;

export const standInAnalyticsOrigin = new URL(standInAnalytics.NEXT_PUBLIC_ANALYTICS_URL).origin;
