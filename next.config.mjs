import { codeDigest } from './build/code-digest.mjs';

// A build without analytics (NEXT_PUBLIC_ANALYTICS_PROVIDER unset, content/analytics.ts) gets a
// SiteAnalytics that renders nothing and imports nothing: the analytics island is then in none
// of the export's scripts.
const analyticsOff = !process.env.NEXT_PUBLIC_ANALYTICS_PROVIDER?.trim();

// A build whose code has been type-checked already skips Next.js's own check:
// NEXT_TYPES_CHECKED=1. `npm test` sets it for its two exports (`npm run lint` type-checks the
// site, the Worker and the tools; CI runs it before the tests), and the content manager's test
// for its rebuild of a copy after an edit of content only. A build on its own always checks.
const typesChecked = process.env.NEXT_TYPES_CHECKED === '1';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // The export goes to out/ (scripts/worker.cli.ts moves the end-to-end tests' second export
  // from there to out-endpoint/).
  // Clean URLs are served from `about.html`; the static host maps `/about` to it.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  // Named by the code, not the content (build/code-digest.mjs): a page whose content did not
  // change is built byte for byte as before, and postbuild reuses its finished form.
  generateBuildId: () => codeDigest(),
  poweredByHeader: false,
  // .generated holds the palette's Sass (_palette.scss), written from styles/palette.ts by scripts/prebuild.cli.ts.
  sassOptions: { loadPaths: ['styles', '.generated'] },
  typescript: { ignoreBuildErrors: typesChecked },
  experimental: { globalNotFound: true },
  turbopack: {
    resolveAlias: analyticsOff
      ? { '@/components/analytics/site-analytics': './components/analytics/no-analytics.tsx' }
      : {},
  },
};

export default nextConfig;
