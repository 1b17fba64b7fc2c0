import { analyticsConfig } from '@/content/analytics';
import { quoteLink } from '@/content/navigation';
import { Analytics } from './analytics.client';

/** The analytics island, when the build has analytics (content/analytics.ts); nothing at all otherwise. */
export function SiteAnalytics() {
  const config = analyticsConfig();
  if (!config) return null;
  return <Analytics config={config} quote={{ url: quoteLink.url, name: quoteLink.name }} />;
}
