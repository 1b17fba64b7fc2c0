// The benchmark's floor: the smallest static export of the same Next.js as the site, one page
// with a heading and a paragraph. `npm run bench` builds it beside the site and measures both.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  poweredByHeader: false,
};

export default nextConfig;
