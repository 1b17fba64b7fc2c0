/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Clean URLs are served from `about.html`; the static host maps `/about` to it.
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  sassOptions: { loadPaths: ['styles'] },
};

export default nextConfig;
