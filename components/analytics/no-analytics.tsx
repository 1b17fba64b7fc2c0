/**
 * What `SiteAnalytics` resolves to in a build without analytics (next.config.mjs): nothing, so that
 * not even the island's code reaches the export (a client component imported anywhere in the
 * layout's modules would be bundled with its scripts, rendered or not).
 */
export function SiteAnalytics() {
  return null;
}
