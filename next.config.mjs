/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // The export goes to out/; the end-to-end tests also build a variant with a form endpoint
  // into another folder (`NEXT_EXPORT_DIR`), which Next.js takes as the export folder.
  ...(process.env.NEXT_EXPORT_DIR ? { distDir: process.env.NEXT_EXPORT_DIR } : {}),
  // Clean URLs are served from `about.html`; the static host maps `/about` to it.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // .generated holds the palette's Sass (_palette.scss), written from styles/palette.ts by scripts/prebuild.cli.ts.
  sassOptions: { loadPaths: ['styles', '.generated'] },
  experimental: { globalNotFound: true },
};

export default nextConfig;
